import type { PaymentStatus, ProcessingStatus } from '../../../../common/admin';
import { processingStatusLabels } from '../../../../common/admin';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

export type BadgeLook = Pick<BadgeProps, 'variant' | 'className'>;

/** A status in its colours, with what it is the status of said first to screen readers. */
export function StatusBadge({
  look,
  of,
  name,
  title,
}: {
  look: BadgeLook;
  of: string;
  name: string;
  title?: string;
}) {
  return (
    <Badge variant={look.variant} className={look.className} title={title}>
      <span className="sr-only">{of}: </span>
      {name}
    </Badge>
  );
}

const paymentLooks: Record<PaymentStatus, BadgeLook> = {
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
  return <StatusBadge look={paymentLooks[status]} of="Payment" name={paymentStatusNames[status]} />;
}

export const processingStatusNames: Record<ProcessingStatus, string> = {
  received: 'Received',
  'in-progress': 'In progress',
  completed: 'Ready',
  delivered: 'Delivered',
};

const processingLooks: Record<ProcessingStatus, BadgeLook> = {
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
  return (
    <StatusBadge
      look={processingLooks[status]}
      of="Processing"
      name={processingStatusNames[status]}
      title={processingStatusLabels[status]}
    />
  );
}
