import type { CommissionStatus } from '../../../../common/affiliate';
import { StatusBadge, type BadgeLook } from './status-badges';

const looks: Record<CommissionStatus, BadgeLook> = {
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
  return <StatusBadge look={looks[status]} of="Commission" name={commissionStatusNames[status]} />;
}
