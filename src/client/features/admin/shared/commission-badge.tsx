import type { CommissionStatus } from '../../../../common/affiliate';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const looks: Record<CommissionStatus, Pick<BadgeProps, 'variant' | 'className'>> = {
  pending: { variant: 'warning' },
  payable: { variant: 'default' },
  paid: { variant: 'success' },
  reversed: { variant: 'outline' },
};

export const commissionStatusNames: Record<CommissionStatus, string> = {
  pending: 'Pending',
  payable: 'Payable',
  paid: 'Paid',
  reversed: 'Reversed',
};

/** Where a commission stands, read from the ledger. */
export function CommissionStatusBadge({ status }: { status: CommissionStatus }) {
  const look = looks[status];
  return (
    <Badge variant={look.variant} className={look.className}>
      <span className="sr-only">Commission: </span>
      {commissionStatusNames[status]}
    </Badge>
  );
}
