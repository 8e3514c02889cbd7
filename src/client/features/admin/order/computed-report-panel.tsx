import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AdminComputedReport, AdminOrderDetail } from '../../../../common/admin';
import { joinNames } from '../../../../common/text';
import {
  adminActionMessages,
  correctedBirthDataSchema,
  type CorrectedBirthData,
} from '../../../../common/admin-actions';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { orderChanged } from '../api/order-changed';
import { useRegenerateReport } from '../api/regenerate-report';
import { Section } from '../shared/section';

const blank: CorrectedBirthData = {
  birthDate: '',
  birthTimeUnknown: false,
  birthTime: '',
  birthLocation: '',
};

/**
 * Computed reports: the birth data the PDF is computed from, a way to correct it, and "make it
 * again", which e-mails the new version to the customer. While a version is being made the
 * page looks again every two seconds, and lists the new file when it is there.
 */
export function ComputedReportPanel({
  purchase,
  report,
}: {
  purchase: AdminOrderDetail;
  report: AdminComputedReport;
}) {
  const regenerate = useRegenerateReport(purchase.id);
  const queryClient = useQueryClient();
  const form = useForm<CorrectedBirthData>({
    resolver: zodResolver(correctedBirthDataSchema),
    defaultValues: report.birthData ?? blank,
  });
  const { errors } = form.formState;
  const isTimeUnknown = useWatch({ control: form.control, name: 'birthTimeUnknown' }) === true;
  const wasInProgress = useRef(report.isInProgress);
  const isPaid = purchase.status === 'completed';

  useEffect(() => {
    if (!report.isInProgress) {
      if (wasInProgress.current) void orderChanged(queryClient, purchase.id);
      wasInProgress.current = false;
      return;
    }
    wasInProgress.current = true;
    const timer = setInterval(() => void orderChanged(queryClient, purchase.id), 2000);
    return () => clearInterval(timer);
  }, [report.isInProgress, queryClient, purchase.id]);

  const onSubmit = form.handleSubmit((birthData) =>
    regenerate.mutate(
      { birthData },
      {
        onSuccess: () => toast({ title: 'Success', description: adminActionMessages.regenerated }),
        // The request nests the fields under `birthData`.
        onError: (failure) =>
          reportMutationError(failure, {
            form,
            prefix: 'birthData.',
            fallback: adminActionMessages.regenerateFailed,
          }),
      },
    ),
  );

  return (
    <Section title={report.documentNames.length > 1 ? 'Computed documents' : 'Computed report'}>
      <p className="mb-4 text-sm text-muted">
        {joinNames(report.documentNames)} {report.documentNames.length > 1 ? 'are' : 'is'}{' '}
        calculated from the birth data below and e-mailed within minutes of payment. Correct the
        data if the customer sends a fix, then make{' '}
        {report.documentNames.length > 1 ? 'them' : 'it'} again: the customer gets the new version
        by e-mail, and it is listed with the order&apos;s files.
      </p>
      {report.isInProgress ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-gold-bright">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Making the report now…
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Date of birth" error={errors.birthDate?.message}>
            <Input type="date" min="1900-01-01" max="2030-12-31" {...form.register('birthDate')} />
          </FormField>
          <div className="grid content-start gap-2">
            <FormField label="Time of birth (24-hour)" error={errors.birthTime?.message}>
              <Input type="time" disabled={isTimeUnknown} {...form.register('birthTime')} />
            </FormField>
            <label className="flex w-fit items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-gold"
                {...form.register('birthTimeUnknown', {
                  onChange: () => form.clearErrors('birthTime'),
                })}
              />
              The customer does not know their birth time
            </label>
          </div>
        </div>
        <FormField
          label="Place of birth"
          hint='As the customer wrote it, e.g. "Cologne, Germany".'
          error={errors.birthLocation?.message}
        >
          <Input autoComplete="off" maxLength={200} {...form.register('birthLocation')} />
        </FormField>
        <Button
          type="submit"
          variant="outline"
          disabled={!isPaid || regenerate.isPending || report.isInProgress}
          className="w-full sm:w-fit"
        >
          {regenerate.isPending ? 'Requesting...' : 'Save and make the report again'}
        </Button>
        {!isPaid ? (
          <p className="text-sm text-muted">{adminActionMessages.notRegenerable}</p>
        ) : null}
      </form>
    </Section>
  );
}
