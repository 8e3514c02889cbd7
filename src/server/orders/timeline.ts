import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  describeIssues,
  orderEventSchemas,
  type OrderEventDataInput,
  type OrderEventKind,
} from '../../common/order-events';
import type { Queryable } from '../db/client';
import { orderEvents, type OrderEvent } from '../db/schema';

/** Who made it happen. */
export type OrderActor = 'customer' | 'system' | 'payment-provider' | `admin:${string}`;

/** An event to record, its data typed by its kind's schema (common/order-events.ts). */
export type OrderEventInput<Kind extends OrderEventKind = OrderEventKind> = {
  [K in Kind]: { purchaseId: string; kind: K; actor: OrderActor; data: OrderEventDataInput<K> };
}[Kind];

/** Data its kind's schema refuses: a bug in the code recording it, never written. */
export class InvalidOrderEventError extends Error {
  constructor(
    readonly kind: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`refused a "${kind}" order event: ${describeIssues(issues)}`);
    this.name = 'InvalidOrderEventError';
  }
}

/**
 * The row to insert, once the data passed its kind's schema: the type holds callers to it at
 * compile time, this at run time (data built from rows or `unknown`). Stored as given.
 */
function checkedRow(event: OrderEventInput) {
  const schema: z.ZodType = orderEventSchemas[event.kind];
  const checked = schema.safeParse(event.data);
  if (!checked.success) throw new InvalidOrderEventError(event.kind, checked.error.issues);
  return {
    purchaseId: event.purchaseId,
    kind: event.kind,
    actor: event.actor,
    data: event.data as Record<string, unknown>,
  };
}

/**
 * Writes one event on an order's timeline. Call it with the transaction of the change it
 * records, so the timeline never shows a change that did not happen (or misses one that did).
 */
export async function recordOrderEvent<Kind extends OrderEventKind>(
  db: Queryable,
  event: OrderEventInput<Kind>,
): Promise<OrderEvent> {
  const [recorded] = await db
    .insert(orderEvents)
    .values(checkedRow(event as OrderEventInput))
    .returning();
  if (!recorded) throw new Error('order event insert returned no row');
  return recorded;
}

/** Several events in one statement (a bulk change of many orders), same rules as above. */
export async function recordOrderEvents<Kind extends OrderEventKind>(
  db: Queryable,
  events: ReadonlyArray<OrderEventInput<Kind>>,
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(orderEvents).values(events.map((event) => checkedRow(event as OrderEventInput)));
}

/** The whole timeline of one order, oldest first. */
export async function orderTimeline(db: Queryable, purchaseId: string): Promise<OrderEvent[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.purchaseId, purchaseId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
