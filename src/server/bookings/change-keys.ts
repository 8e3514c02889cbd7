import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { bookingChanges, bookings, purchases, type Booking } from '../db/schema';
import { AppError } from '../errors';

export type BookingChange = 'booked' | 'moved' | 'cancelled';

/** The client's key of one change: which order, and what the change was. */
export interface ChangeKey {
  purchaseId: string;
  key: string | undefined;
  change: BookingChange;
}

async function committedChange(
  db: Queryable,
  key: ChangeKey & { key: string },
): Promise<Booking | undefined> {
  const [row] = await db
    .select({ booking: bookings, change: bookingChanges.change })
    .from(bookingChanges)
    .innerJoin(bookings, eq(bookings.id, bookingChanges.bookingId))
    .where(
      and(
        eq(bookingChanges.purchaseId, key.purchaseId),
        eq(bookingChanges.idempotencyKey, key.key),
      ),
    );
  if (!row) return undefined;
  if (row.change !== key.change) {
    throw new AppError('conflict', 'This request was already used for another change.');
  }
  return row.booking;
}

/** Stores the change's key in its own transaction; a second one with the key cannot commit. */
export async function recordChangeKey(
  tx: Queryable,
  key: ChangeKey,
  bookingId: string,
): Promise<void> {
  if (!key.key) return;
  await tx.insert(bookingChanges).values({
    purchaseId: key.purchaseId,
    idempotencyKey: key.key,
    bookingId,
    change: key.change,
  });
}

/**
 * Runs a booking change once per client key (decision 303). A key that committed before answers
 * its booking as it stands now, without doing anything. When the change fails, the key is looked
 * up again once the order's row is free: a repeat that raced the first (refused by the key's
 * primary key, or seeing its own time taken) and a change whose commit went through while its
 * connection was cut are both successes, never a 503 or "that time was just taken". Without a
 * key the change runs as is.
 */
export async function onceByKey(
  db: Database,
  key: ChangeKey,
  change: () => Promise<Booking>,
): Promise<Booking> {
  if (!key.key) return change();
  const keyed = { ...key, key: key.key };
  const before = await committedChange(db, keyed);
  if (before) return before;
  try {
    return await change();
  } catch (error) {
    const committed = await settledChange(db, keyed).catch(() => undefined);
    if (committed) return committed;
    throw error;
  }
}

/**
 * The key's change once whatever held the order's row has ended. A change whose connection was
 * cut may still be committing on the database's side: waiting for the order's lock (which every
 * change takes) means it committed or rolled back by the time the key is read.
 */
function settledChange(db: Database, key: ChangeKey & { key: string }) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.id, key.purchaseId))
      .for('update');
    return committedChange(tx, key);
  });
}
