import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminComputedReport, AdminPurchaseDetail } from '../../../../common/admin';
import {
  adminActionMessages,
  correctedBirthDataSchema,
  type CorrectedBirthData,
} from '../../../../common/admin-actions';
import { fieldErrorsOf, type FieldErrors } from '../../../../common/person';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOf } from '../../../lib/api-client';
import { purchaseChanged } from '../api/purchase-changed';
import { useRegenerateReport } from '../api/regenerate-report';
import { Section } from '../shared/section';

const blank: CorrectedBirthData = { birthDate: '', birthTime: '', birthLocation: '' };

/**
 * Computed reports: the birth data the PDF is computed from, a way to correct it, and "make it
 * again", which e-mails the new version to the customer. While a version is being made the
 * page looks again every two seconds, and lists the new file when it is there.
 */
export function ComputedReportPanel({
  purchase,
  report,
}: {
  purchase: AdminPurchaseDetail;
  report: AdminComputedReport;
}) {
  const regenerate = useRegenerateReport(purchase.id);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CorrectedBirthData>(report.birthData ?? blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const wasInProgress = useRef(report.isInProgress);
  const isPaid = purchase.status === 'completed';

  useEffect(() => {
    if (!report.isInProgress) {
      if (wasInProgress.current) void purchaseChanged(queryClient, purchase.id);
      wasInProgress.current = false;
      return;
    }
    wasInProgress.current = true;
    const timer = setInterval(() => void purchaseChanged(queryClient, purchase.id), 2000);
    return () => clearInterval(timer);
  }, [report.isInProgress, queryClient, purchase.id]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = correctedBirthDataSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    regenerate.mutate(
      { birthData: parsed.data },
      {
        onSuccess: () => toast({ title: 'Success', description: adminActionMessages.regenerated }),
        onError: (failure) => {
          if (failure instanceof ApiError) setErrors(failure.fieldErrors);
          toast({
            title: 'Error',
            description: messageOf(failure, adminActionMessages.regenerateFailed),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const set = (field: keyof CorrectedBirthData) => (text: string) =>
    setValues((current) => ({ ...current, [field]: text }));

  return (
    <Section title="Computed report">
      <p className="mb-4 text-sm text-muted">
        This PDF is calculated from the birth data below and e-mailed within minutes of payment.
        Correct the data if the customer sends a fix, then make the report again: the customer gets
        the new version by e-mail, and it is listed with the order&apos;s files.
      </p>
      {report.isInProgress ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-gold-bright">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Making the report now…
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label="Date of birth"
            error={errors['birthData.birthDate'] ?? errors.birthDate}
          >
            <Input
              type="date"
              min="1900-01-01"
              max="2030-12-31"
              value={values.birthDate}
              onChange={(event) => set('birthDate')(event.target.value)}
            />
          </FormField>
          <FormField
            label="Time of birth (24-hour)"
            error={errors['birthData.birthTime'] ?? errors.birthTime}
          >
            <Input
              type="time"
              value={values.birthTime}
              onChange={(event) => set('birthTime')(event.target.value)}
            />
          </FormField>
        </div>
        <FormField
          label="Place of birth"
          hint='As the customer wrote it, e.g. "Cologne, Germany".'
          error={errors['birthData.birthLocation'] ?? errors.birthLocation}
        >
          <Input
            autoComplete="off"
            maxLength={200}
            value={values.birthLocation}
            onChange={(event) => set('birthLocation')(event.target.value)}
          />
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
