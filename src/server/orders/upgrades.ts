import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  allIncludes,
  findProduct,
  orderQuestionnairePath,
  type Product,
} from '../../common/catalogue';
import type { AdminOrderDetail, AdminOrderPayment } from '../../common/admin';
import { guaranteeEndsAt } from '../../common/guarantee';
import { centsToDollars, dollarsToCents, toDecimalString } from '../../common/money';
import {
  upgradeMessages,
  upgradePrice,
  upgradeTargetsOf,
  type UpgradeOffers,
} from '../../common/upgrades';
import type { Database, Queryable, Transaction } from '../db/client';
import {
  orderUpgrades,
  purchases,
  type OrderEvent,
  type OrderUpgrade,
  type Purchase,
} from '../db/schema';
import { AppError } from '../errors';
import type { PaymentIntentView, PaymentProvider } from '../payments/types';
import { sessionsBecameBookable } from './bookable-sessions';
import { bookUpgradeCommission } from './commissions';
import { queueComputedReport } from './computed-reports';
import { findGift } from './gifts';
import { hasBirthDetails, orderContact, orderCustomer } from './order-customer';
import { queueOrderEmail } from './order-mail';
import { lockOrder, type BookingAtPayment } from './orders';
import { scheduleQuestionnaireReminders } from './questionnaire-reminders';
import { recordOrderEvent, type OrderActor } from './timeline';

/**
 * Upgrades (issue 39, decision 358): a paid order becomes a higher product when its buyer pays
 * the difference of the two catalogue prices, as a second payment on the same order. The order
 * row keeps its first payment; each upgrade is a payment of its own in `order_upgrades`, with
 * its intent, status, commission and refund. What was delivered stays; what the higher product
 * adds follows as it would for a new order of it: the documents it adds, its sessions, its
 * questionnaire, its written readings (the readers' queue reads the order's product).
 */

export const ORDER_UPGRADED_KIND = 'order-upgraded';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when an order's page offers upgrades: the window counts from its first payment. */
export function upgradeWindowEnd(
  purchase: Pick<Purchase, 'completedAt'>,
  windowDays: number,
): Date | null {
  return purchase.completedAt
    ? new Date(purchase.completedAt.getTime() + windowDays * DAY_MS)
    : null;
}

/**
 * Why this order cannot be upgraded to `target` now, or null when it can: paid, not refunded,
 * not a gift (its buyer and its recipient are two people), within the window, and the target a
 * higher product than the order is now.
 */
export async function upgradeRefusal(
  db: Queryable,
  purchase: Purchase,
  target: Product | undefined,
  options: { now: Date; windowDays: number },
): Promise<string | null> {
  if (purchase.paymentStatus === 'refunded') return upgradeMessages.refunded;
  if (purchase.paymentStatus !== 'completed' || !purchase.userId) return upgradeMessages.notPaid;
  if (await findGift(db, purchase.id)) return upgradeMessages.gift;
  const ends = upgradeWindowEnd(purchase, options.windowDays);
  if (!ends || ends.getTime() <= options.now.getTime()) return upgradeMessages.windowClosed;
  const current = findProduct(purchase.productId);
  if (!current || !target || !upgradeTargetsOf(current).some((p) => p.id === target.id)) {
    return upgradeMessages.notOffered;
  }
  return null;
}

/** What the order's page offers: each higher product, at the difference, with what it adds. */
export async function upgradeOffersOf(
  db: Queryable,
  purchase: Purchase,
  options: { now: Date; windowDays: number },
): Promise<UpgradeOffers> {
  const current = findProduct(purchase.productId);
  const contact = orderContact(purchase);
  const cardholder = {
    fullName: contact?.fullName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  };
  const closed = {
    currentProductId: purchase.productId,
    currentProductName: current?.name ?? purchase.tier,
    openUntil: null,
    offers: [],
    cardholder,
  };
  if (!current) return closed;
  const targets = upgradeTargetsOf(current);
  const first = targets[0];
  if (!first || (await upgradeRefusal(db, purchase, first, options)) !== null) return closed;
  const has = new Set(allIncludes(current));
  return {
    ...closed,
    openUntil: upgradeWindowEnd(purchase, options.windowDays)!.toISOString(),
    offers: targets.map((target) => ({
      productId: target.id,
      productName: target.name,
      tagline: target.tagline,
      fullPrice: toDecimalString(target.price),
      price: upgradePrice(current, target),
      adds: allIncludes(target).filter((item) => !has.has(item)),
    })),
  };
}

/** Records the payment an upgrade opened at the provider: pending until the money arrives. */
export async function openUpgrade(
  db: Queryable,
  upgrade: {
    id: string;
    purchaseId: string;
    fromProductId: number;
    toProductId: number;
    amount: string;
    paymentProvider: string;
    paymentIntentId: string;
  },
): Promise<void> {
  await db.insert(orderUpgrades).values({ ...upgrade, status: 'pending' });
}

/** The upgrades of an order, oldest first: the admin's payments and the export read them. */
export async function upgradesOf(db: Queryable, purchaseId: string): Promise<OrderUpgrade[]> {
  return db
    .select()
    .from(orderUpgrades)
    .where(eq(orderUpgrades.purchaseId, purchaseId))
    .orderBy(asc(orderUpgrades.createdAt), asc(orderUpgrades.id));
}

/** The upgrades of these orders (a customer's copy of their data), oldest first. */
export async function upgradesOfOrders(
  db: Queryable,
  purchaseIds: readonly string[],
): Promise<OrderUpgrade[]> {
  if (purchaseIds.length === 0) return [];
  return db
    .select()
    .from(orderUpgrades)
    .where(inArray(orderUpgrades.purchaseId, [...purchaseIds]))
    .orderBy(asc(orderUpgrades.createdAt), asc(orderUpgrades.id));
}

export async function findUpgradeOfIntent(
  db: Queryable,
  intentId: string,
): Promise<OrderUpgrade | undefined> {
  const [upgrade] = await db
    .select()
    .from(orderUpgrades)
    .where(eq(orderUpgrades.paymentIntentId, intentId));
  return upgrade;
}

/** The order's upgrade that made it what it is now: the one an admin may refund on its own. */
export async function latestCompletedUpgrade(
  db: Queryable,
  purchase: Pick<Purchase, 'id' | 'productId'>,
): Promise<OrderUpgrade | undefined> {
  const [upgrade] = await db
    .select()
    .from(orderUpgrades)
    .where(
      and(
        eq(orderUpgrades.purchaseId, purchase.id),
        eq(orderUpgrades.status, 'completed'),
        eq(orderUpgrades.toProductId, purchase.productId),
      ),
    )
    .orderBy(desc(orderUpgrades.completedAt))
    .limit(1);
  return upgrade;
}

/** Does this provider intent really pay for this upgrade? (Amount, currency and our own tags.) */
export function intentPaysForUpgrade(intent: PaymentIntentView, upgrade: OrderUpgrade): boolean {
  return (
    intent.id === upgrade.paymentIntentId &&
    intent.amount === dollarsToCents(upgrade.amount) &&
    intent.currency === upgrade.currency &&
    intent.metadata.upgradeId === upgrade.id &&
    intent.metadata.purchaseId === upgrade.purchaseId
  );
}

export type UpgradeCompletion =
  | { outcome: 'completed'; upgrade: OrderUpgrade }
  | { outcome: 'already'; upgrade: OrderUpgrade }
  /** Paid after the order had moved on (refunded, or another upgrade applied): to refund whole. */
  | { outcome: 'superseded'; upgrade: OrderUpgrade }
  | { outcome: 'not-paid' }
  | { outcome: 'no-upgrade' };

/**
 * Applies an upgrade whose payment succeeded, once, whoever learns of it first (the browser's
 * "I paid", the provider's webhook, the test-mode confirm), under the order's lock: the order
 * becomes the higher product, the payment is recorded with its commission, and what the higher
 * product adds is set going. A payment for an order that has moved on since the upgrade was
 * opened (refunded, or upgraded another way meanwhile) is never applied: it is marked
 * `superseded` for the caller to refund whole.
 */
export async function completeUpgradeOfIntent(
  db: Database,
  intent: PaymentIntentView,
  booking: BookingAtPayment,
  actor: OrderActor,
  now: Date,
): Promise<UpgradeCompletion> {
  return db.transaction((tx) => completeUpgradeInTransaction(tx, intent, booking, actor, now));
}

/** `completeUpgradeOfIntent` inside the caller's transaction (the webhook records its event in it). */
export async function completeUpgradeInTransaction(
  tx: Transaction,
  intent: PaymentIntentView,
  booking: BookingAtPayment,
  actor: OrderActor,
  now: Date,
): Promise<UpgradeCompletion> {
  const found = await findUpgradeOfIntent(tx, intent.id);
  if (!found || !intentPaysForUpgrade(intent, found)) return { outcome: 'no-upgrade' };
  const purchase = await lockOrder(tx, found.purchaseId);
  const [upgrade] = await tx
    .select()
    .from(orderUpgrades)
    .where(eq(orderUpgrades.id, found.id))
    .for('update');
  if (!purchase || !upgrade) return { outcome: 'no-upgrade' };
  if (intent.status !== 'succeeded') return { outcome: 'not-paid' };
  if (upgrade.status === 'completed') return { outcome: 'already', upgrade };
  if (upgrade.status !== 'pending') return { outcome: 'superseded', upgrade };
  if (purchase.paymentStatus !== 'completed' || purchase.productId !== upgrade.fromProductId) {
    const [superseded] = await tx
      .update(orderUpgrades)
      .set({ status: 'superseded', completedAt: now })
      .where(eq(orderUpgrades.id, upgrade.id))
      .returning();
    return { outcome: 'superseded', upgrade: superseded! };
  }
  const [completed] = await tx
    .update(orderUpgrades)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(orderUpgrades.id, upgrade.id), eq(orderUpgrades.status, 'pending')))
    .returning();
  if (!completed) return { outcome: 'already', upgrade };
  await applyUpgrade(tx, purchase, completed, booking, actor, now);
  return { outcome: 'completed', upgrade: completed };
}

/** The order is the higher product from now on; what it adds is set going. */
async function applyUpgrade(
  tx: Transaction,
  purchase: Purchase,
  upgrade: OrderUpgrade,
  booking: BookingAtPayment,
  actor: OrderActor,
  now: Date,
): Promise<void> {
  const from = findProduct(upgrade.fromProductId);
  const to = findProduct(upgrade.toProductId);
  if (!to) throw new Error(`upgrade ${upgrade.id} to an unknown product ${upgrade.toProductId}`);
  // A delivered order that now owes written work is in progress again: the readers' queue
  // holds the orders not delivered, and the reading page says what is still to come.
  const reopens = purchase.processingStatus === 'delivered' && !to.isFullyComputed;
  await tx
    .update(purchases)
    .set({
      productId: to.id,
      tier: to.key,
      ...(reopens ? { processingStatus: 'in-progress' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(purchases.id, purchase.id));
  await recordOrderEvent(tx, {
    purchaseId: purchase.id,
    kind: 'upgraded',
    actor,
    data: {
      upgradeId: upgrade.id,
      fromProductId: upgrade.fromProductId,
      toProductId: upgrade.toProductId,
      amount: upgrade.amount,
      provider: upgrade.paymentProvider,
    },
  });
  await bookUpgradeCommission(tx, purchase, upgrade, now);

  const customer = orderCustomer(purchase);
  // The documents the higher product adds are drawn; those delivered stay as they are.
  const added = to.computedDocuments.filter(
    (item) => !from?.computedDocuments.some((had) => had.document === item.document),
  );
  if (added.length > 0 && customer && hasBirthDetails(customer)) {
    await queueComputedReport(tx, { purchaseId: purchase.id, reason: 'upgraded', actor: 'system' });
  }
  await sessionsBecameBookable(tx, purchase.id, {
    at: 'payment',
    unbookedReminderDays: booking.unbookedReminderDays,
    now,
  });
  const isNewQuestionnaire = to.questionnaire !== null && to.questionnaire !== from?.questionnaire;
  const path = orderQuestionnairePath(to, purchase.id);
  if (customer && path && isNewQuestionnaire) {
    await scheduleQuestionnaireReminders(
      tx,
      { purchaseId: purchase.id, product: to, questionnairePath: path },
      customer,
    );
  }
  const contact = orderContact(purchase);
  if (contact) {
    await queueOrderEmail(tx, purchase.id, {
      kind: ORDER_UPGRADED_KIND,
      recipient: contact.email.trim(),
      payload: {
        purchaseId: purchase.id,
        upgradeId: upgrade.id,
        fullName: contact.fullName,
        fromProductName: from?.name ?? `product ${upgrade.fromProductId}`,
        productName: to.name,
        amount: upgrade.amount,
        adds: allIncludes(to).filter((item) => !(from ? allIncludes(from) : []).includes(item)),
        delivery: to.delivery,
        questionnairePath: isNewQuestionnaire ? path : null,
        guaranteeDays: to.guaranteeDays,
        guaranteeEndsAt: guaranteeEndsAt(to.id, now).toISOString(),
      },
      dedupeKey: `${ORDER_UPGRADED_KIND}:${upgrade.id}`,
    });
  }
}

/** A superseded upgrade's payment went back whole: recorded once, with the provider's refund. */
export async function recordSupersededRefund(
  db: Database,
  upgrade: OrderUpgrade,
  refundId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orderUpgrades)
      .set({ status: 'refunded', refundedAt: sql`now()` })
      .where(and(eq(orderUpgrades.id, upgrade.id), eq(orderUpgrades.status, 'superseded')))
      .returning();
    if (!refunded) return;
    await recordOrderEvent(tx, {
      purchaseId: upgrade.purchaseId,
      kind: 'upgrade-refunded',
      actor: 'system',
      data: {
        upgradeId: upgrade.id,
        fromProductId: upgrade.fromProductId,
        toProductId: upgrade.toProductId,
        amount: upgrade.amount,
        reason: 'paid after the order had changed',
        refundId,
        superseded: true,
      },
    });
  });
}

/**
 * An admin refunded the order's latest upgrade (the difference), in the refund's transaction:
 * the order is the lower product again. Its commission is reversed by the caller.
 */
export async function revertUpgrade(
  tx: Transaction,
  purchase: Purchase,
  upgrade: OrderUpgrade,
  event: { reason: string; refundId: string; actor: OrderActor },
): Promise<OrderEvent | null> {
  const [refunded] = await tx
    .update(orderUpgrades)
    .set({ status: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(orderUpgrades.id, upgrade.id), eq(orderUpgrades.status, 'completed')))
    .returning();
  if (!refunded) return null;
  const from = findProduct(upgrade.fromProductId);
  await tx
    .update(purchases)
    .set({
      productId: upgrade.fromProductId,
      tier: from?.key ?? purchase.tier,
      updatedAt: sql`now()`,
    })
    .where(eq(purchases.id, purchase.id));
  return recordOrderEvent(tx, {
    purchaseId: purchase.id,
    kind: 'upgrade-refunded',
    actor: event.actor,
    data: {
      upgradeId: upgrade.id,
      fromProductId: upgrade.fromProductId,
      toProductId: upgrade.toProductId,
      amount: upgrade.amount,
      reason: event.reason,
      refundId: event.refundId,
      superseded: false,
    },
  });
}

/** The completed upgrades a full refund also pays back, each its own payment. */
export async function completedUpgradesOf(
  db: Queryable,
  purchaseId: string,
): Promise<OrderUpgrade[]> {
  return (await upgradesOf(db, purchaseId)).filter((upgrade) => upgrade.status === 'completed');
}

/**
 * What the customer has paid for the order in all: its first payment and every upgrade still
 * held (decision 358), as decimal dollars. The order's own `amount` is its first payment only.
 */
export async function paidInAll(
  db: Queryable,
  purchase: Pick<Purchase, 'id' | 'amount'>,
): Promise<string> {
  const upgrades = await completedUpgradesOf(db, purchase.id);
  return centsToDollars(
    upgrades.reduce(
      (sum, upgrade) => sum + dollarsToCents(upgrade.amount),
      dollarsToCents(purchase.amount),
    ),
  );
}

/** A full refund took every completed upgrade's payment back too. */
export async function markUpgradesRefunded(tx: Transaction, purchaseId: string): Promise<void> {
  await tx
    .update(orderUpgrades)
    .set({ status: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(orderUpgrades.purchaseId, purchaseId), eq(orderUpgrades.status, 'completed')));
}

/** Refuses with the rule's own message (409), or returns the target product. */
export async function assertUpgradable(
  db: Queryable,
  purchase: Purchase,
  productId: number,
  options: { now: Date; windowDays: number },
): Promise<{ from: Product; to: Product }> {
  const to = findProduct(productId);
  const refusal = await upgradeRefusal(db, purchase, to, options);
  if (refusal) throw new AppError('conflict', refusal);
  return { from: findProduct(purchase.productId)!, to: to! };
}

/**
 * What every path that learns an upgrade's payment succeeded does with it: apply it once, and
 * give back a payment that came after its order moved on (refunded, or upgraded another way
 * meanwhile). The provider is asked outside any transaction, with one idempotency key per
 * upgrade, so a repeat refunds once. A refund the provider refuses leaves the upgrade
 * `superseded` for an admin to see on the order; the next report of the payment tries again.
 */
export async function settleUpgradePayment(
  deps: { db: Database; payments: PaymentProvider; log: { error(o: object, m: string): void } },
  intent: PaymentIntentView,
  options: { booking: BookingAtPayment; actor: OrderActor; now: Date },
): Promise<UpgradeCompletion> {
  const completion = await completeUpgradeOfIntent(
    deps.db,
    intent,
    options.booking,
    options.actor,
    options.now,
  );
  if (completion.outcome === 'superseded') await refundSupersededUpgrade(deps, completion.upgrade);
  return completion;
}

/** Gives back whole a payment that came after its order moved on (once per upgrade). */
export async function refundSupersededUpgrade(
  deps: { db: Database; payments: PaymentProvider; log: { error(o: object, m: string): void } },
  upgrade: OrderUpgrade,
): Promise<void> {
  if (upgrade.status !== 'superseded') return;
  try {
    const refund = await deps.payments.refund({
      paymentIntentId: upgrade.paymentIntentId,
      amountCents: dollarsToCents(upgrade.amount),
      reason: 'paid after the order had changed',
      idempotencyKey: `refund:upgrade:${upgrade.id}`,
      metadata: { purchaseId: upgrade.purchaseId, upgradeId: upgrade.id },
    });
    if (refund.status !== 'failed' && refund.status !== 'canceled') {
      await recordSupersededRefund(deps.db, upgrade, refund.id);
    }
  } catch (error) {
    deps.log.error({ err: error, upgradeId: upgrade.id }, 'superseded upgrade not refunded');
  }
}

/**
 * What the orders export says of the payments among these orders (decision 358): each paid
 * upgrade as `from→to amount status`, and what the buyer paid in all, net of refunded upgrades.
 */
export async function upgradesForExport(db: Queryable, purchaseIds: readonly string[]) {
  const cells = new Map<string, { upgrades: string; paidCents: number }>();
  const rows = (await upgradesOfOrders(db, purchaseIds)).filter(
    (row) => row.status === 'completed' || row.status === 'refunded',
  );
  for (const row of rows) {
    const cell = cells.get(row.purchaseId) ?? { upgrades: '', paidCents: 0 };
    const part = `${row.fromProductId}->${row.toProductId} ${row.amount} ${row.status}`;
    cell.upgrades = cell.upgrades ? `${cell.upgrades}; ${part}` : part;
    if (row.status === 'completed') cell.paidCents += dollarsToCents(row.amount);
    cells.set(row.purchaseId, cell);
  }
  return cells;
}

/** The admin's view of an order's payments: its first, then each upgrade that was paid. */
export async function adminPaymentsOf(
  db: Queryable,
  purchase: Pick<
    Purchase,
    | 'id'
    | 'productId'
    | 'amount'
    | 'paymentStatus'
    | 'paymentIntentId'
    | 'completedAt'
    | 'refundedAt'
  >,
): Promise<{
  payments: AdminOrderPayment[];
  refundableUpgrade: AdminOrderDetail['refundableUpgrade'];
}> {
  const upgrades = await upgradesOf(db, purchase.id);
  const nameOf = (id: number) => findProduct(id)?.name ?? `product ${id}`;
  const firstProduct = upgrades[0]?.fromProductId ?? purchase.productId;
  const status = purchase.paymentStatus;
  const payments: AdminOrderPayment[] = [
    {
      kind: 'order',
      label: nameOf(firstProduct),
      amount: purchase.amount,
      status:
        status === 'completed' || status === 'refunded' || status === 'failed' ? status : 'pending',
      paymentIntentId: purchase.paymentIntentId,
      paidAt: purchase.completedAt?.toISOString() ?? null,
      refundedAt: purchase.refundedAt?.toISOString() ?? null,
      guaranteeEndsAt: purchase.completedAt
        ? guaranteeEndsAt(firstProduct, purchase.completedAt).toISOString()
        : null,
    },
    ...upgrades
      .filter((upgrade) => upgrade.status !== 'pending')
      .map((upgrade): AdminOrderPayment => ({
        kind: 'upgrade',
        label: `Upgrade: ${nameOf(upgrade.fromProductId)} to ${nameOf(upgrade.toProductId)}`,
        amount: upgrade.amount,
        status: upgrade.status as AdminOrderPayment['status'],
        paymentIntentId: upgrade.paymentIntentId,
        paidAt: upgrade.completedAt?.toISOString() ?? null,
        refundedAt: upgrade.refundedAt?.toISOString() ?? null,
        guaranteeEndsAt: upgrade.completedAt
          ? guaranteeEndsAt(upgrade.toProductId, upgrade.completedAt).toISOString()
          : null,
      })),
  ];
  // The one `latestCompletedUpgrade` would read: the last paid one that made the order what it is.
  const latest =
    purchase.paymentStatus === 'completed'
      ? upgrades.findLast(
          (upgrade) =>
            upgrade.status === 'completed' && upgrade.toProductId === purchase.productId,
        )
      : undefined;
  return {
    payments,
    refundableUpgrade: latest
      ? {
          upgradeId: latest.id,
          amount: latest.amount,
          productName: nameOf(latest.toProductId),
          backTo: nameOf(latest.fromProductId),
        }
      : null,
  };
}
