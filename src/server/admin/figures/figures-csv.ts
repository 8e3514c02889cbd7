import type { FiguresCsvTable, FiguresReport } from '../../../common/figures';
import { centsToDollars } from '../../../common/money';
import { csvCell } from '../../csv-cell';

type Cell = string | number | null;

const dollars = (cents: number) => centsToDollars(cents);
const moneyHeader = ['Orders', 'Gross (USD)', 'Refunds (USD)', 'Net (USD)'];
const moneyCells = (row: {
  orders: number;
  grossCents: number;
  refundsCents: number;
  netCents: number;
}) => [row.orders, dollars(row.grossCents), dollars(row.refundsCents), dollars(row.netCents)];

/** One table of the figures page as CSV rows: the header, then a row per line of the table. */
function tableOf(report: FiguresReport, table: FiguresCsvTable): Cell[][] {
  switch (table) {
    case 'revenue':
      return [
        ['Period starting', ...moneyHeader],
        ...report.revenue.map((row) => [row.period, ...moneyCells(row)]),
      ];
    case 'products':
      return [
        ['Reading', ...moneyHeader],
        ...report.byProduct.map((row) => [row.productName, ...moneyCells(row)]),
      ];
    case 'affiliates':
      return [
        ['Affiliate', ...moneyHeader],
        ...report.byAffiliate.map((row) => [row.name, ...moneyCells(row)]),
      ];
    case 'codes':
      return [
        ['Code', ...moneyHeader, 'Discount given (USD)'],
        ...report.byCode.map((row) => [row.code, ...moneyCells(row), dollars(row.discountCents)]),
      ];
    case 'other': {
      const { freeSummary, gifts, upgrades, reminders, reviews } = report;
      return [
        ['Group', 'Figure', 'Value'],
        ['Free summary', 'Form views', freeSummary.formViews],
        ['Free summary', 'Sign-ups', freeSummary.signups],
        ['Free summary', 'First purchases', freeSummary.firstPurchases],
        ['Gifts', 'Bought', gifts.bought],
        ['Gifts', 'Claimed', gifts.claimed],
        ['Upgrades', 'Paid', upgrades.paid],
        ['Upgrades', 'Gross (USD)', dollars(upgrades.grossCents)],
        ['Upgrades', 'Refunded', upgrades.refunded],
        ['Checkout reminders', 'Sent', reminders.sent],
        ['Checkout reminders', 'Paid after', reminders.paidAfter],
        ['Reviews', 'Written', reviews.written],
        ['Reviews', 'Approved', reviews.approved],
        ['Reviews', 'Average rating', reviews.averageRating],
      ];
    }
    case 'funnel':
      return [
        ['Reading', 'Product page views', 'Checkout views', 'Paid orders'],
        ...report.funnel.map((row) => [
          row.productName,
          row.productViews,
          row.checkoutViews,
          row.paidOrders,
        ]),
      ];
  }
}

/** The CSV of one table, CRLF lines, cells quoted where they must be (and formulas defused). */
export function figuresCsv(report: FiguresReport, table: FiguresCsvTable): string {
  return tableOf(report, table)
    .map((cells) => `${cells.map(csvCell).join(',')}\r\n`)
    .join('');
}
