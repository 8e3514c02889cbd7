import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, Download } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  adminAffiliateMessages,
  batchPayoutInputSchema,
  type AdminPayout,
  type BatchPayoutInput,
} from '../../../../common/admin-affiliates';
import { formatCents } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogButtons,
  DialogFrame,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { payoutCsvUrl, useRecordBatchPayout } from '../api/affiliate-mutations';
import { PayoutFields, todayIso } from './payout-fields';

/** "Pay all above a minimum": one payout per affiliate whose payable balance reaches it. */
export function BatchPayoutDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Banknote aria-hidden />
          Pay all above a minimum
        </Button>
      </DialogTrigger>
      {isOpen ? <BatchPayoutForm /> : null}
    </Dialog>
  );
}

function BatchPayoutForm() {
  const batch = useRecordBatchPayout();
  const form = useForm<BatchPayoutInput>({
    resolver: zodResolver(batchPayoutInputSchema),
    defaultValues: { minimum: '50', paidOn: todayIso(), reference: '' },
  });
  const [recorded, setRecorded] = useState<AdminPayout[] | null>(null);

  const onSubmit = form.handleSubmit((values) =>
    batch.mutateAsync(values).then(
      (reply) => {
        setRecorded(reply.payouts);
        toast({ title: 'Success', description: adminAffiliateMessages.payoutRecorded });
      },
      (failure: unknown) =>
        reportMutationError(failure, { form, fallback: 'Failed to record the payouts' }),
    ),
  );

  if (recorded) {
    const total = recorded.reduce((sum, item) => sum + item.amountCents, 0);
    return (
      <DialogFrame
        title="Payouts recorded"
        description={`${recorded.length} payout${recorded.length === 1 ? '' : 's'}, ${formatCents(total)} in all.`}
      >
        <DialogButtons>
          <Button asChild>
            <a href={payoutCsvUrl(recorded.map((item) => item.id))} download>
              <Download aria-hidden />
              Download CSV
            </a>
          </Button>
        </DialogButtons>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      title="Pay all above a minimum"
      description="Every affiliate whose payable balance is at least the minimum gets one payout of all their payable commissions (reversals come off). Record it once the money is sent."
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField label="Minimum (USD)" error={form.formState.errors.minimum?.message}>
            <Input inputMode="decimal" {...form.register('minimum')} />
          </FormField>
          <PayoutFields />
          <DialogActions
            label="Record payouts"
            pendingLabel="Recording..."
            isPending={batch.isPending}
          />
        </form>
      </FormProvider>
    </DialogFrame>
  );
}
