import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../common/admin';
import {
  adminActionMessages,
  refundInputSchema,
  type RefundInput,
} from '../../../../common/admin-actions';
import { guaranteeSentence, guaranteeState } from '../../../../common/guarantee';
import { formatUsd } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { DialogForm } from '../../../components/forms/dialog-form';
import { Dialog, DialogFrame, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { cn } from '../../../lib/cn';
import { useRefundOrder } from '../api/refund-order';
import { useRefundUpgrade } from '../api/refund-upgrade';
import { formatPaymentsTotal, heldPayments } from './payments-panel';

/**
 * Refund with a reason, confirmed in a dialog; the guarantee says whether it is owed. An upgraded
 * order may also give back its latest upgrade alone (decision 358).
 */
export function RefundAction({ purchase }: { purchase: AdminOrderDetail }) {
  const [openDialog, setOpenDialog] = useState<'order' | 'upgrade' | null>(null);
  // A gift's guarantee runs from its claim (decision 356); until then it has not started.
  const awaitsClaim = purchase.gift !== null && purchase.gift.claimedAt === null;
  const guarantee = guaranteeState(
    purchase.productId,
    purchase.gift ? purchase.gift.claimedAt : purchase.completedAt,
  );
  const isRefundable = purchase.status === 'completed';
  const upgrade = purchase.status === 'refunded' ? null : purchase.refundableUpgrade;
  const openWith = (dialog: 'order' | 'upgrade') => (isOpen: boolean) =>
    setOpenDialog(isOpen ? dialog : null);
  const close = () => setOpenDialog(null);
  return (
    <div className="grid gap-3">
      <h3 className="font-sans text-base font-semibold">Refund</h3>
      <p className={cn('text-sm', guarantee?.daysLeft != null ? 'text-success' : 'text-muted')}>
        {awaitsClaim && purchase.status === 'completed'
          ? 'A gift not claimed yet: its guarantee starts when the recipient claims it'
          : guaranteeSentence(guarantee)}
      </p>
      {isRefundable || upgrade ? (
        <div className="flex flex-wrap gap-3">
          {isRefundable ? (
            <Dialog open={openDialog === 'order'} onOpenChange={openWith('order')}>
              <DialogTrigger asChild>
                <Button variant="destructive" className="w-full sm:w-fit">
                  Refund {formatPaymentsTotal(heldPayments(purchase.payments))}
                </Button>
              </DialogTrigger>
              <OrderRefundDialog purchase={purchase} onDone={close} />
            </Dialog>
          ) : null}
          {upgrade ? (
            <Dialog open={openDialog === 'upgrade'} onOpenChange={openWith('upgrade')}>
              <DialogTrigger asChild>
                <Button variant="outline" className="w-full sm:w-fit">
                  Refund the upgrade ({formatUsd(upgrade.amount)})
                </Button>
              </DialogTrigger>
              <UpgradeRefundDialog purchaseId={purchase.id} upgrade={upgrade} onDone={close} />
            </Dialog>
          ) : null}
        </div>
      ) : null}
      {isRefundable ? null : (
        <p className="text-sm text-muted">
          {purchase.status === 'refunded'
            ? 'This order has been refunded.'
            : 'Only a completed payment can be refunded.'}
        </p>
      )}
    </div>
  );
}

/** The whole order: every payment still held, the first and each upgrade's. */
function OrderRefundDialog({
  purchase,
  onDone,
}: {
  purchase: AdminOrderDetail;
  onDone: () => void;
}) {
  const refund = useRefundOrder(purchase.id);
  const held = heldPayments(purchase.payments);
  const total = formatPaymentsTotal(held);
  const what =
    held.length > 1
      ? `${purchase.tierName}: all ${held.length} payments, ${total} in total`
      : purchase.tierName;
  return (
    <ReasonDialog
      title={`Refund ${total}?`}
      description={`The customer’s card is refunded in full for ${what}. This cannot be undone.`}
      refund={refund}
      succeeded={adminActionMessages.refunded}
      failed={adminActionMessages.refundFailedToast}
      onDone={onDone}
    />
  );
}

function UpgradeRefundDialog({
  purchaseId,
  upgrade,
  onDone,
}: {
  purchaseId: string;
  upgrade: NonNullable<AdminOrderDetail['refundableUpgrade']>;
  onDone: () => void;
}) {
  const refund = useRefundUpgrade(purchaseId);
  const amount = formatUsd(upgrade.amount);
  return (
    <ReasonDialog
      title={`Refund the upgrade to ${upgrade.productName} (${amount})?`}
      description={`${amount} goes back to the card it was paid with; the order becomes ${upgrade.backTo} again. Documents already delivered stay with the customer.`}
      refund={refund}
      succeeded={adminActionMessages.upgradeRefunded}
      failed={adminActionMessages.upgradeRefundFailedToast}
      onDone={onDone}
    />
  );
}

/** A refund's confirmation: the reason is required and kept on the timeline. */
function ReasonDialog({
  title,
  description,
  refund,
  succeeded,
  failed,
  onDone,
}: {
  title: string;
  description: string;
  refund: { mutateAsync: (input: RefundInput) => Promise<unknown>; isPending: boolean };
  succeeded: string;
  failed: string;
  onDone: () => void;
}) {
  return (
    <DialogFrame title={title} description={description}>
      <DialogForm
        schema={refundInputSchema}
        defaultValues={{ reason: '' }}
        // A promise, not mutate's callbacks: the refund refreshes the order, which removes this
        // dialog before mutate's own callbacks would run.
        onValid={(values, form) =>
          refund.mutateAsync(values).then(
            () => {
              toast({ title: 'Success', description: succeeded });
              onDone();
            },
            (failure: unknown) => reportMutationError(failure, { form, fallback: failed }),
          )
        }
        label="Confirm refund"
        pendingLabel="Refunding..."
        isPending={refund.isPending}
        variant="destructive"
      >
        {(form) => (
          <FormField label="Reason for the refund" error={form.formState.errors.reason?.message}>
            <Textarea
              rows={3}
              autoFocus
              placeholder="At least 5 characters"
              {...form.register('reason')}
            />
          </FormField>
        )}
      </DialogForm>
    </DialogFrame>
  );
}
