import type { ReactNode } from 'react';
import type { AdminDiscountCode } from '../../../../common/discount-codes';
import { formatCount } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
import { StatusBadge, type BadgeLook } from '../shared/status-badges';
import {
  codeStatusNames,
  limitsLine,
  readingsLine,
  unbroken,
  validLine,
  type CodeStatus,
} from './code-lines';

/** The codes as a table or as cards: both say the same, with the status as of `today`. */
export interface CodeListProps {
  codes: readonly AdminDiscountCode[];
  /** A UTC day, `YYYY-MM-DD`. */
  today: string;
  className?: string;
}

export interface CodeFigure {
  label: string;
  /** A count or money: set flush right in the table, so the figures line up. */
  isAmount?: boolean;
  value: (code: AdminDiscountCode) => ReactNode;
}

/** What the table's columns and each phone card say of a code, beside its name and status. */
export const codeFigures: readonly CodeFigure[] = [
  { label: 'Discount', value: (code) => unbroken(code.label) },
  { label: 'Readings', value: (code) => readingsLine(code.productIds) },
  { label: 'Valid', value: validLine },
  { label: 'Limits', value: limitsLine },
  {
    label: 'Affiliate',
    value: (code) => code.affiliateName ?? <span className="text-muted">None</span>,
  },
  { label: 'Paid orders', isAmount: true, value: (code) => formatCount(code.paidOrders) },
  { label: 'Revenue', isAmount: true, value: (code) => formatCents(code.revenueCents) },
  {
    label: 'Discount given',
    isAmount: true,
    value: (code) => formatCents(code.discountGivenCents),
  },
];

const statusLooks: Record<CodeStatus, BadgeLook> = {
  active: { variant: 'success' },
  scheduled: { variant: 'default' },
  expired: { variant: 'outline' },
  usedUp: { variant: 'warning' },
  archived: { variant: 'outline' },
};

export function CodeStatusBadge({ status }: { status: CodeStatus }) {
  return <StatusBadge look={statusLooks[status]} of="Status" name={codeStatusNames[status]} />;
}

/** The code as typed at the checkout, with the admin's note on it underneath. */
export function CodeName({ code }: { code: Pick<AdminDiscountCode, 'code' | 'description'> }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <code className="font-mono font-semibold break-words text-gold-bright">{code.code}</code>
      {code.description ? (
        <span className="text-xs break-words whitespace-normal text-muted">{code.description}</span>
      ) : null}
    </div>
  );
}
