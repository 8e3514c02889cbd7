import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminOrderDetail } from '../../../../common/admin';
import {
  adminActionMessages,
  refundInputSchema,
  type RefundInput,
} from '../../../../common/admin-actions';
import { guaranteeSentence, guaranteeState } from '../../../../common/guarantee';
import { formatUsd } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogButtons,
  DialogClose,
  DialogFrame,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { cn } from '../../../lib/cn';
import { useRefundOrder } from '../api/refund-order';

/** Refund with a reason, confirmed in a dialog; the guarantee says whether it is owed. */
export function RefundAction({ purchase }: { purchase: AdminOrderDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  // A gift's guarantee runs from its claim (decision 356); until then it has not started.
  const awaitsClaim = purchase.gift !== null && purchase.gift.claimedAt === null;
  const guarantee = guaranteeState(
    purchase.productId,
    purchase.gift ? purchase.gift.claimedAt : purchase.completedAt,
  );
  const isRefundable = purchase.status === 'completed';
  return (
    <div className="grid gap-3">
      <h3 className="font-sans text-base font-semibold">Refund</h3>
      <p className={cn('text-sm', guarantee?.daysLeft != null ? 'text-success' : 'text-muted')}>
        {awaitsClaim && purchase.status === 'completed'
          ? 'A gift not claimed yet: its guarantee starts when the recipient claims it'
          : guaranteeSentence(guarantee)}
      </p>
      {isRefundable ? (
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogTrigger asChild>
            <Button variant="destructive" className="w-full sm:w-fit">
              Refund {formatUsd(purchase.amount)}
            </Button>
          </DialogTrigger>
          <RefundDialog purchase={purchase} onDone={() => setIsOpen(false)} />
        </Dialog>
      ) : (
        <p className="text-sm text-muted">
          {purchase.status === 'refunded'
            ? 'This order has been refunded.'
            : 'Only a completed payment can be refunded.'}
        </p>
      )}
    </div>
  );
}

function RefundDialog({ purchase, onDone }: { purchase: AdminOrderDetail; onDone: () => void }) {
  const refund = useRefundOrder(purchase.id);
  const form = useForm<RefundInput>({
    resolver: zodResolver(refundInputSchema),
    defaultValues: { reason: '' },
  });

  // A promise, not mutate's callbacks: the refund refreshes the order, which removes this
  // dialog before mutate's own callbacks would run.
  const onSubmit = form.handleSubmit((values) =>
    refund.mutateAsync(values).then(
      () => {
        toast({ title: 'Success', description: adminActionMessages.refunded });
        onDone();
      },
      (failure: unknown) =>
        reportMutationError(failure, { form, fallback: adminActionMessages.refundFailedToast }),
    ),
  );

  return (
    <DialogFrame
      title={`Refund ${formatUsd(purchase.amount)}?`}
      description={`The customer’s card is refunded in full for ${purchase.tierName}. This cannot be undone.`}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormField label="Reason for the refund" error={form.formState.errors.reason?.message}>
          <Textarea
            rows={3}
            autoFocus
            placeholder="At least 5 characters"
            {...form.register('reason')}
          />
        </FormField>
        <DialogButtons>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={refund.isPending}>
            {refund.isPending ? 'Refunding...' : 'Confirm refund'}
          </Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
