import { centsToDollars } from '../../../common/money';
import type { PayoutWithPayee } from '../../payouts/payouts';
import { csvCell } from '../../csv-cell';

/** The columns a bank or PayPal batch upload takes, one payout a line. */
export const PAYOUT_CSV_HEADER = [
  'Affiliate name',
  'E-mail',
  'Amount',
  'Currency',
  'Reference',
  'Paid on',
  'Payout id',
];

/** A payout or a batch as CSV (formula-looking cells guarded as the orders export does). */
export function payoutsCsv(payouts: readonly PayoutWithPayee[]): string {
  const lines = [
    PAYOUT_CSV_HEADER,
    ...payouts.map((payout) => [
      payout.affiliateName,
      payout.affiliateEmail,
      centsToDollars(payout.amountCents),
      'USD',
      payout.reference,
      payout.paidOn,
      payout.id,
    ]),
  ];
  return lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
