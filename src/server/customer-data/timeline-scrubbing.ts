/**
 * Taking a customer out of order timelines: every e-mail address, personal field and text that
 * names them becomes `[erased]`. Erasure and the retention purge both scrub this way.
 */
import { eq, inArray } from 'drizzle-orm';
import { ERASED_TEXT, erasedEventData, type OrderEventKind } from '../../common/order-events';
import type { Queryable } from '../db/client';
import { orderEvents, type Purchase, type User } from '../db/schema';
import { contactField } from './customer-records';

/** Keys whose values are personal whatever they hold. */
const PERSONAL_KEYS = new Set([
  'fullName',
  'name',
  'email',
  'phone',
  'recipient',
  'placeUsed',
  'birthLocation',
  'birthDate',
  'birthTime',
  'birthMonth',
  'birthDay',
  'birthYear',
  'birthHour',
  'birthMinute',
  'ampm',
  'birthData',
  'birth',
]);
/**
 * Events whose whole data is personal: corrected birth data, the admins' notes. They become
 * their kind's declared erased shape (common/order-events.ts); every other event keeps its
 * shape, personal strings replaced, so it still parses (decision 222).
 */
const PERSONAL_EVENT_KINDS: ReadonlySet<string> = new Set<OrderEventKind>([
  'birth-data-corrected',
  'notes-changed',
  'customer-messaged',
]);
const EMAIL_LIKE = /[^\s@]+@[^\s@]+/;

/**
 * One pattern matching any of the needles as whole words ("Eve" names Eve, not "delivered").
 * Compiled once per needle list, and only for a text that contains one: a Unicode
 * case-insensitive pattern costs about a millisecond to build, which a purge scrubbing
 * thousands of events would otherwise pay for every string.
 */
const wholeWordPatterns = new WeakMap<readonly string[], RegExp | null>();
function wholeWordsOf(needles: readonly string[]): RegExp | null {
  let pattern = wholeWordPatterns.get(needles);
  if (pattern === undefined) {
    const escaped = needles.map((needle) => needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern =
      escaped.length === 0
        ? null
        : new RegExp(`(^|[^\\p{L}\\p{N}])(?:${escaped.join('|')})($|[^\\p{L}\\p{N}])`, 'iu');
    wholeWordPatterns.set(needles, pattern);
  }
  return pattern;
}

/** Whether `text` names any needle (lower-cased), building the pattern only when it may. */
function namesAny(text: string, needles: readonly string[]): boolean {
  const lower = text.toLowerCase();
  if (!needles.some((needle) => lower.includes(needle))) return false;
  return wholeWordsOf(needles)?.test(text) ?? false;
}

/**
 * The event data with every e-mail address, every personal field and every string naming the
 * customer (their name, phone, birth place) replaced by `[erased]`.
 */
export function scrubEventData(
  data: Readonly<Record<string, unknown>>,
  needles: readonly string[],
  personalKeys: ReadonlySet<string> = PERSONAL_KEYS,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, item]) => [
      key,
      personalKeys.has(key) && item !== null
        ? ERASED_TEXT
        : scrubValue(item, needles, personalKeys),
    ]),
  );
}

function scrubValue(
  value: unknown,
  needles: readonly string[],
  personalKeys: ReadonlySet<string>,
): unknown {
  if (typeof value === 'string') {
    return EMAIL_LIKE.test(value) || namesAny(value, needles) ? ERASED_TEXT : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, needles, personalKeys));
  if (value && typeof value === 'object') {
    return scrubEventData(value as Record<string, unknown>, needles, personalKeys);
  }
  return value;
}

/** Texts that name the customer, lower-cased, at least 3 characters long. */
export function needlesOf(
  user: User,
  birth: { birthLocation: string } | undefined,
  signups: ReadonlyArray<{ fullName: string; phone: string | null; birthLocation: string }>,
  orders: readonly Purchase[],
  emailKeys: readonly string[],
): string[] {
  const texts = [user.fullName, user.phone, birth?.birthLocation, ...emailKeys];
  for (const signup of signups) texts.push(signup.fullName, signup.phone, signup.birthLocation);
  return needlesFrom([...texts, ...orderTexts(orders)]);
}

/** The texts in orders' contact details that name their buyer. */
export function orderTexts(orders: ReadonlyArray<Pick<Purchase, 'customer'>>): (string | null)[] {
  return orders.flatMap((order) =>
    ['fullName', 'email', 'phone', 'birthLocation'].map((field) => contactField(order, field)),
  );
}

/** Needles for `scrubEventData`: the texts lower-cased, at least 3 characters long. */
export function needlesFrom(texts: ReadonlyArray<string | null | undefined>): string[] {
  const needles = new Set<string>();
  for (const text of texts) {
    const needle = text?.trim().toLowerCase();
    if (needle && needle.length >= 3) needles.add(needle);
  }
  return [...needles];
}

/**
 * Replaces the personal data in the orders' timelines (`scrubEventData` with each order's
 * needles; corrected birth data and notes events wholesale); returns how many events changed.
 */
export async function scrubOrderTimelines(
  tx: Queryable,
  ids: string[],
  needlesOf: (purchaseId: string) => readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const events = await tx
    .select({
      id: orderEvents.id,
      purchaseId: orderEvents.purchaseId,
      kind: orderEvents.kind,
      data: orderEvents.data,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.purchaseId, ids));
  let scrubbed = 0;
  for (const event of events) {
    const data = PERSONAL_EVENT_KINDS.has(event.kind)
      ? erasedEventData
      : scrubEventData(event.data, needlesOf(event.purchaseId));
    if (JSON.stringify(data) === JSON.stringify(event.data)) continue;
    await tx.update(orderEvents).set({ data }).where(eq(orderEvents.id, event.id));
    scrubbed += 1;
  }
  return scrubbed;
}
