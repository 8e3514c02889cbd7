import { Readable } from 'node:stream';
import type { PurchaseListQuery } from '../../common/admin';
import type { Queryable } from '../db/client';
import { toAdminPurchase, type PurchaseCardRow } from './admin-views';
import { cursorAfter, purchaseRows, readPurchaseCursor } from './purchase-list';
import type { ListCursor } from './list-cursor';

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
  'Notes',
];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would
 * run as a formula (= + - @, tab, carriage return first) gets a leading quote (OWASP).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function rowLine(row: PurchaseCardRow): string {
  const order = toAdminPurchase(row);
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
    order.notes,
  ]);
}

/**
 * `GET /api/admin/purchases.csv`: every order the list's filters select, in the list's sort,
 * read in keyset batches so the export never holds the whole list in memory. Starts at the
 * query's cursor when one is given.
 */
export function purchasesCsv(db: Queryable, query: PurchaseListQuery): Readable {
  // Read before the first byte goes out, so a bad cursor is still a 400.
  const start = readPurchaseCursor(query);
  async function* lines() {
    yield csvLine(header);
    let cursor: ListCursor | null = start;
    for (;;) {
      const rows = await purchaseRows(db, query, cursor, CSV_BATCH);
      for (const row of rows) yield rowLine(row);
      const last = rows.at(-1);
      if (rows.length < CSV_BATCH || !last) return;
      cursor = cursorAfter(query, last);
    }
  }
  return Readable.from(lines());
}
