import type { PaymentStatus, ProcessingStatus } from '../../../../common/admin';
import { processingStatusLabels } from '../../../../common/admin';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const paymentLooks: Record<PaymentStatus, Pick<BadgeProps, 'variant' | 'className'>> = {
  pending: { variant: 'warning' },
  completed: { variant: 'success' },
  failed: { variant: 'destructive' },
  refunded: { variant: 'outline', className: 'border-sky-400/40 bg-sky-400/10 text-sky-300' },
};

export const paymentStatusNames: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** Payment status in the spec's colours: pending yellow, completed green, failed red. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const look = paymentLooks[status];
  return (
    <Badge variant={look.variant} className={look.className}>
      <span className="sr-only">Payment: </span>
      {paymentStatusNames[status]}
    </Badge>
  );
}

export const processingStatusNames: Record<ProcessingStatus, string> = {
  received: 'Received',
  'in-progress': 'In progress',
  completed: 'Ready',
  delivered: 'Delivered',
};

const processingLooks: Record<ProcessingStatus, Pick<BadgeProps, 'variant' | 'className'>> = {
  received: { variant: 'outline' },
  'in-progress': { variant: 'default' },
  completed: {
    variant: 'outline',
    className: 'border-violet-400/50 bg-violet-400/10 text-violet-200',
  },
  delivered: { variant: 'success' },
};

/** Processing status by short name; its full meaning (docs/product.md §4) is the tooltip. */
export function ProcessingStatusBadge({ status }: { status: ProcessingStatus }) {
  const look = processingLooks[status];
  return (
    <Badge variant={look.variant} className={look.className} title={processingStatusLabels[status]}>
      <span className="sr-only">Processing: </span>
      {processingStatusNames[status]}
    </Badge>
  );
}
