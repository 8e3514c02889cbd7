import { Readable } from 'node:stream';
import { csvCell } from '../../csv-cell';
import type { OrderListQuery } from '../../../common/admin';
import type { Queryable } from '../../db/client';
import { centsToDollars } from '../../../common/money';
import { giftsForExport, type GiftExportCells } from '../../orders/gifts';
import { upgradesForExport } from '../../orders/upgrades';
import { toAdminOrder } from '../admin-views';
import { orderDiscountOf } from './order-discount';
import { cursorAfter, orderRows, readOrderCursor, type OrderListRow } from './order-list';

const CSV_BATCH = 1000;

const header = [
  'Order id',
  'Created (UTC)',
  'Product id',
  'Tier',
  'Amount (USD)',
  'Payment status',
  'Processing status',
  'Customer name',
  'Customer e-mail',
  'Payment intent id',
  'Discount code',
  'Discount (USD)',
  'Notes',
  'Gift from',
  'Gift to',
  'Gift claimed (UTC)',
  'Upgrades',
  'Upgrades paid (USD)',
];

function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function rowLine(
  row: OrderListRow,
  gift: GiftExportCells | undefined,
  upgrades: { upgrades: string; paidCents: number } | undefined,
): string {
  const order = toAdminOrder(row);
  const discount = orderDiscountOf(row);
  return csvLine([
    order.id,
    order.createdAt,
    order.productId,
    order.tierName,
    order.amount,
    order.status,
    order.processingStatus,
    order.customerName,
    order.customerEmail,
    order.stripePaymentIntentId,
    discount?.code ?? '',
    discount ? centsToDollars(discount.cents) : '',
    order.notes,
    gift?.from ?? '',
    gift?.to ?? '',
    gift?.claimedAt ?? '',
    upgrades?.upgrades ?? '',
    upgrades ? centsToDollars(upgrades.paidCents) : '',
  ]);
}

/**
 * The last line of an export that broke off: whoever keeps the partial file sees it is not the
 * whole list. The reply is cut off as well (no closing chunk), so the download itself fails.
 */
export const CSV_EXPORT_FAILED_LINE = csvLine([
  'EXPORT FAILED: this file is incomplete. Please export again.',
]);

/**
 * `GET /api/admin/purchases.csv`: every order the list's filters select, in the list's sort,
 * read in keyset batches so the export never holds the whole list in memory. Starts at the
 * query's cursor when one is given.
 *
 * The first batch is read before the reply starts, so a query that fails at once is an
 * ordinary error reply (status and message), not a 200 with only the header. A batch that fails
 * later ends the file with `CSV_EXPORT_FAILED_LINE` and errors the stream, which cuts the reply.
 */
export async function ordersCsv(
  db: Queryable,
  query: OrderListQuery,
  options: { batchSize?: number; now: Date },
): Promise<Readable> {
  const batchSize = options.batchSize ?? CSV_BATCH;
  const start = readOrderCursor(query);
  /** A batch of orders with what the export says of the gifts among them. */
  const batchAt = async (cursor: ReturnType<typeof readOrderCursor>) => {
    const rows = await orderRows(db, query, cursor, batchSize, options.now);
    const ids = rows.map((row) => row.id);
    const [giftCells, upgradeCells] = await Promise.all([
      giftsForExport(db, ids),
      upgradesForExport(db, ids),
    ]);
    return { rows, giftCells, upgradeCells };
  };
  const first = await batchAt(start);
  async function* lines() {
    yield csvLine(header);
    let batch = first;
    for (;;) {
      for (const row of batch.rows) {
        yield rowLine(row, batch.giftCells.get(row.id), batch.upgradeCells.get(row.id));
      }
      const last = batch.rows.at(-1);
      if (batch.rows.length < batchSize || !last) return;
      try {
        batch = await batchAt(cursorAfter(query, last));
      } catch (error) {
        yield CSV_EXPORT_FAILED_LINE;
        throw error;
      }
    }
  }
  return Readable.from(lines());
}
