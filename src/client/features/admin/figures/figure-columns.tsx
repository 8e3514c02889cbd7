import { Link } from 'wouter';
import type {
  AffiliateFigures,
  CodeFigures,
  FunnelStep,
  MoneyFigures,
  ProductFigures,
  RevenuePeriod,
} from '../../../../common/figures';
import { formatCount } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
import type { FigureColumn } from './figure-table';
import { percentOf, periodName } from './figures-lines';
import type { Grouping } from './figures-range';

/** What every money table says of a period or a group, after its name. */
export const moneyColumns: readonly FigureColumn<MoneyFigures>[] = [
  { label: 'Orders', isAmount: true, value: (row) => formatCount(row.orders) },
  { label: 'Gross', isAmount: true, value: (row) => formatCents(row.grossCents) },
  { label: 'Refunds', isAmount: true, value: (row) => formatCents(row.refundsCents) },
  { label: 'Net', isAmount: true, value: (row) => formatCents(row.netCents) },
];

export function periodHeader(by: Grouping): FigureColumn<RevenuePeriod> {
  return { label: 'Period', value: (row) => periodName(row.period, by) };
}

export const productHeader: FigureColumn<ProductFigures | FunnelStep> = {
  label: 'Product',
  value: (row) => row.productName,
};

export const affiliateHeader: FigureColumn<AffiliateFigures> = {
  label: 'Affiliate',
  value: (row) =>
    row.affiliateId === null ? (
      <span className="text-muted">{row.name}</span>
    ) : (
      <Link
        href={`/admin/affiliate/${row.affiliateId}`}
        className="text-gold-bright underline-offset-4 hover:underline"
      >
        {row.name}
      </Link>
    ),
};

export const codeHeader: FigureColumn<CodeFigures> = {
  label: 'Code',
  value: (row) => (
    <code className="font-mono font-semibold break-words text-gold-bright">{row.code}</code>
  ),
};

export const codeColumns: readonly FigureColumn<CodeFigures>[] = [
  ...moneyColumns,
  { label: 'Discount given', isAmount: true, value: (row) => formatCents(row.discountCents) },
];

/** A step's count with its share of the step before: "30 (25%)". */
function step(count: number, before: number) {
  return (
    <>
      {formatCount(count)} <span className="text-muted">({percentOf(count, before)})</span>
    </>
  );
}

/** Product page views, then checkout views and paid orders, each with its conversion. */
export const funnelColumns: readonly FigureColumn<FunnelStep>[] = [
  { label: 'Product page views', isAmount: true, value: (row) => formatCount(row.productViews) },
  {
    label: 'Checkout views',
    isAmount: true,
    value: (row) => step(row.checkoutViews, row.productViews),
  },
  { label: 'Paid orders', isAmount: true, value: (row) => step(row.paidOrders, row.checkoutViews) },
];
