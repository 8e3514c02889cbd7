import * as Dialog from '@radix-ui/react-dialog';
import { Banknote, Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  adminAffiliateMessages,
  batchPayoutInputSchema,
  centsToDollars,
  type AdminPayout,
} from '../../../../common/admin-affiliates';
import { formatUsd } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../../../lib/api-client';
import { payoutCsvUrl, useRecordBatchPayout } from '../api/affiliate-mutations';
import { DialogButtons, DialogFrame } from './dialog-frame';
import { fieldErrorsOfFailure, fieldErrorsOfIssues, type FieldErrors } from './form-errors';
import { PayoutFields, todayIso, type PayoutFieldValues } from './payout-fields';

/** "Pay all above a minimum": one payout per affiliate whose payable balance reaches it. */
export function BatchPayoutDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <Banknote aria-hidden />
          Pay all above a minimum
        </Button>
      </Dialog.Trigger>
      {isOpen ? <BatchPayoutForm /> : null}
    </Dialog.Root>
  );
}

function BatchPayoutForm() {
  const batch = useRecordBatchPayout();
  const [minimum, setMinimum] = useState('50');
  const [payout, setPayout] = useState<PayoutFieldValues>({ paidOn: todayIso(), reference: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [recorded, setRecorded] = useState<AdminPayout[] | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = batchPayoutInputSchema.safeParse({ minimum, ...payout });
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error));
      return;
    }
    setErrors({});
    batch.mutateAsync(parsed.data).then(
      (reply) => {
        setRecorded(reply.payouts);
        toast({ title: 'Success', description: adminAffiliateMessages.payoutRecorded });
      },
      (failure: unknown) => {
        setErrors(fieldErrorsOfFailure(failure));
        toast({
          title: 'Error',
          description: messageOf(failure, 'Failed to record the payouts'),
          variant: 'destructive',
        });
      },
    );
  }

  if (recorded) {
    const total = recorded.reduce((sum, item) => sum + item.amountCents, 0);
    return (
      <DialogFrame
        title="Payouts recorded"
        description={`${recorded.length} payout${recorded.length === 1 ? '' : 's'}, ${formatUsd(centsToDollars(total))} in all.`}
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
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Minimum (USD)" error={errors.minimum}>
          <Input inputMode="decimal" value={minimum} onChange={(e) => setMinimum(e.target.value)} />
        </FormField>
        <PayoutFields
          values={payout}
          errors={errors}
          onChange={(change) => setPayout((previous) => ({ ...previous, ...change }))}
        />
        <DialogButtons>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={batch.isPending}>
            {batch.isPending ? 'Recording...' : 'Record payouts'}
          </Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
