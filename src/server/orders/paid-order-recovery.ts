import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { purchases } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { startPollingLoop, type PollingLoop } from '../jobs/leased-worker';
import type { PaymentProvider } from '../payments/types';
import { completeOrderOfIntent, type BookingAtPayment } from './orders';

export interface PaidOrderRecoveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PaidOrderRecoveryDeps {
  db: Database;
  payments: PaymentProvider;
  log: PaidOrderRecoveryLog;
  booking: BookingAtPayment;
}

export interface PaidOrderRecoveryOptions {
  /** An unpaid purchase younger than this is a buyer still at the card form; 60 s by default. */
  minAgeMs?: number;
  /**
   * A purchase is asked about again once this share of its age has passed since it was last
   * asked (0.25: at 4 min, 5 min, 6 min ... about 30 times over three days), so abandoned
   * checkouts cost the provider a few calls, not one per pass. 0 asks about every one.
   */
  backoff?: number;
  /** Most purchases asked about in one pass. */
  limit?: number;
}

/** Older than this, an unpaid checkout is abandoned: the provider is not asked any more. */
const GIVE_UP_HOURS = 72;

export interface RecoveryResult {
  checked: number;
  completed: number;
}

/**
 * Completes the orders whose payment succeeded at the provider but whose completion was never
 * written: the confirm that took the money lost the database before the order was, and the
 * browser never called again. Asks the provider about unpaid purchases (pending, or failed
 * after a declined card; checkouts nobody placed too, since a card can be charged on one) and
 * completes those it says succeeded, as confirm and the webhook do: that makes them orders.
 *
 * Safe with several instances: the purchases of one pass are taken in one statement that
 * marks them asked (`updated_at`) and skips rows another instance holds, and completing an
 * order is idempotent under its row lock.
 */
export async function recoverPaidOrders(
  deps: PaidOrderRecoveryDeps,
  options: PaidOrderRecoveryOptions = {},
): Promise<RecoveryResult> {
  const minAgeSeconds = (options.minAgeMs ?? 60_000) / 1000;
  const backoff = options.backoff ?? 0.25;
  const limit = options.limit ?? 100;
  const due = deps.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        inArray(purchases.paymentStatus, ['pending', 'failed']),
        eq(purchases.paymentProvider, deps.payments.publicConfig.provider),
        isNotNull(purchases.paymentIntentId),
        sql`${purchases.createdAt} > now() - make_interval(hours => ${GIVE_UP_HOURS})`,
        sql`${purchases.createdAt} <= now() - make_interval(secs => ${minAgeSeconds})`,
        sql`${purchases.updatedAt} <= now() - (now() - ${purchases.createdAt}) * ${backoff}::float8`,
      ),
    )
    .orderBy(purchases.updatedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await deps.db
    .update(purchases)
    .set({ updatedAt: sql`now()` })
    .where(inArray(purchases.id, due))
    .returning({ id: purchases.id, paymentIntentId: purchases.paymentIntentId });

  let completed = 0;
  for (const { id, paymentIntentId } of taken) {
    if (!paymentIntentId) continue;
    try {
      const intent = await deps.payments.retrieveIntent(paymentIntentId);
      if (intent?.status !== 'succeeded') continue;
      const outcome = await completeOrderOfIntent(deps.db, intent, null, deps.booking, 'system');
      if (outcome === 'completed') {
        completed += 1;
        deps.log.warn({ purchaseId: id }, 'paid order completed by the recovery pass');
      }
    } catch (error) {
      // The database went away again: the next pass takes the rest.
      if (isDatabaseUnavailable(error)) throw error;
      deps.log.error({ err: error, purchaseId: id }, 'paid order recovery failed for one order');
    }
  }
  return { checked: taken.length, completed };
}

/**
 * Runs the recovery pass at start and then every `everyMs` (5 minutes by default) until
 * stopped; a pass the database fails is logged and the next one tries again.
 */
export function startPaidOrderRecovery(
  deps: PaidOrderRecoveryDeps,
  options: PaidOrderRecoveryOptions & { everyMs?: number } = {},
): PollingLoop {
  return startPollingLoop({
    runOnce: async () => {
      const result = await recoverPaidOrders(deps, options);
      if (result.completed > 0) deps.log.info({ ...result }, 'paid order recovery pass done');
      return 0;
    },
    batchSize: 1,
    pollIntervalMs: options.everyMs ?? 5 * 60_000,
    wakeDelayMs: 0,
    onRoundFailed: (error) => deps.log.error({ err: error }, 'paid order recovery pass failed'),
  });
}
