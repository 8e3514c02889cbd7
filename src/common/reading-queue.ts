import { z } from 'zod';
import type { DueStanding } from './reading-due';

/** `GET /api/admin/readings`: one page of the readers' queue (decision 261). */
export const readingQueueQuerySchema = z.object({
  /** `mine`: the signed-in admin's orders; `unassigned`: nobody's yet; `all`: every one. */
  reader: z.enum(['all', 'mine', 'unassigned']).default('all'),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ReadingQueueQuery = z.input<typeof readingQueueQuerySchema>;

export interface QueueReader {
  id: string;
  email: string;
  name: string | null;
}

/** One paid, not refunded order whose written reading is not delivered yet. */
export interface QueueReading {
  purchaseId: string;
  /** The order's short reference, as the customer quotes it. */
  reference: string;
  productId: number;
  productName: string;
  /** How many written reports the order holds. */
  writtenCount: number;
  customerName: string | null;
  paidAt: string;
  standing: DueStanding;
  /** `YYYY-MM-DD`; null while the order waits on the customer. */
  dueOn: string | null;
  /** "questionnaire", "questionnaire and palm photos": what the customer still owes. */
  waitingFor: string | null;
  /** When the clock started (payment or the complete answers). */
  startedAt: string | null;
  reader: QueueReader | null;
  /** When the last questionnaire reminder went out, if one did. */
  lastReminderAt: string | null;
}

export interface ReadingQueuePage {
  rows: QueueReading[];
  nextCursor: string | null;
}

/** What the dashboard counts of the queue. */
export interface ReadingQueueCounts {
  overdue: number;
  dueSoon: number;
  waitingOnCustomer: number;
  unassigned: number;
}

/** `PUT /api/admin/purchase/:purchaseId/reader`: who writes the order; null takes it off. */
export const assignReaderInputSchema = z.object({
  readerId: z.uuid({ error: 'Choose a reader from the list.' }).nullable(),
});
export type AssignReaderInput = z.infer<typeof assignReaderInputSchema>;

export const readingQueueMessages = {
  readerNotFound: 'That reader is not on the admin list. Choose a reader from the list.',
  notInQueue: 'This order has no written reading waiting: it is unpaid, refunded or delivered.',
} as const;
