import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminPurchaseDetail } from '../../../../common/admin';
import { adminActionMessages, refundInputSchema } from '../../../../common/admin-actions';
import { guaranteeSentence, guaranteeState } from '../../../../common/guarantee';
import { formatUsd } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRefundPurchase } from '../api/refund-purchase';

/** Refund with a reason, confirmed in a dialog; the guarantee says whether it is owed. */
export function RefundAction({ purchase }: { purchase: AdminPurchaseDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  const guarantee = guaranteeState(purchase.productId, purchase.completedAt);
  const isRefundable = purchase.status === 'completed';
  return (
    <div className="grid gap-3">
      <h3 className="font-sans text-base font-semibold">Refund</h3>
      <p className={cn('text-sm', guarantee?.daysLeft != null ? 'text-success' : 'text-muted')}>
        {guaranteeSentence(guarantee)}
      </p>
      {isRefundable ? (
        <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
          <Dialog.Trigger asChild>
            <Button variant="destructive" className="w-full sm:w-fit">
              Refund {formatUsd(purchase.amount)}
            </Button>
          </Dialog.Trigger>
          <RefundDialog purchase={purchase} onDone={() => setIsOpen(false)} />
        </Dialog.Root>
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

function RefundDialog({ purchase, onDone }: { purchase: AdminPurchaseDetail; onDone: () => void }) {
  const refund = useRefundPurchase(purchase.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = refundInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    // A promise, not mutate's callbacks: the refund refreshes the order, which removes this
    // dialog before mutate's own callbacks would run.
    refund.mutateAsync(parsed.data).then(
      () => {
        toast({ title: 'Success', description: adminActionMessages.refunded });
        onDone();
      },
      (failure: unknown) => {
        const fieldError = failure instanceof ApiError ? failure.fieldErrors.reason : undefined;
        if (fieldError) setError(fieldError);
        toast({
          title: 'Error',
          description: messageOf(failure, adminActionMessages.refundFailedToast),
          variant: 'destructive',
        });
      },
    );
  }

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-background/80 backdrop-blur-sm" />
      <Dialog.Content className="data-[state=open]:animate-fade-in fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border border-border bg-surface p-6 shadow-2xl focus-visible:outline-none sm:p-8">
        <div className="grid gap-1.5 pr-8">
          <Dialog.Title className="font-display text-2xl font-semibold text-gold-bright">
            Refund {formatUsd(purchase.amount)}?
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            The customer’s card is refunded in full for {purchase.tierName}. This cannot be undone.
          </Dialog.Description>
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Reason for the refund" error={error}>
            <Textarea
              rows={3}
              value={reason}
              autoFocus
              onChange={(event) => setReason(event.target.value)}
              placeholder="At least 5 characters"
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" variant="destructive" disabled={refund.isPending}>
              {refund.isPending ? 'Refunding...' : 'Confirm refund'}
            </Button>
          </div>
        </form>
        <Dialog.Close
          aria-label="Close"
          className="absolute top-4 right-4 rounded-md p-1.5 text-muted transition-colors hover:bg-surface-raised hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-5" aria-hidden />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
