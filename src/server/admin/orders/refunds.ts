import { eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../../common/admin';
import {
  adminActionMessages,
  type RefundReply,
  type UpgradeRefundReply,
} from '../../../common/admin-actions';
import { findProduct } from '../../../common/catalogue';
import { centsToDollars, dollarsToCents } from '../../../common/money';
import { cancelSessionsOfRefundedOrder } from '../../bookings/refund-cancellations';
import type { Database, Transaction } from '../../db/client';
import { purchases, reviews, type Purchase } from '../../db/schema';
import { AppError } from '../../errors';
import { queueOrderEmail } from '../../orders/order-mail';
import { findGift, giftBuyerContact } from '../../orders/gifts';
import { orderContact } from '../../orders/order-customer';
import { findOrder, lockOrder } from '../../orders/orders';
import { reverseCommission } from '../../orders/commissions';
import { recordOrderEvent, type OrderActor } from '../../orders/timeline';
import {
  PaymentProviderError,
  type PaymentProvider,
  type RefundRequest,
} from '../../payments/types';
import {
  completedUpgradesOf,
  latestCompletedUpgrade,
  markUpgradesRefunded,
  revertUpgrade,
} from '../../orders/upgrades';
import { liveSessionsOf } from '../../../common/catalogue';
import { adminEventView } from '../event-view';

export const REFUND_CONFIRMATION_KIND = 'refund-confirmation';

const systemNow = () => new Date();

export interface RefundDeps {
  db: Database;
  payments: PaymentProvider;
  /** The shop's clock: which booked sessions are still to come (the system clock but in tests). */
  now?: () => Date;
}

export interface RefundOptions {
  purchaseId: string;
  reason: string;
  actor: OrderActor;
}

function assertRefundable(purchase: Purchase | undefined, payments: PaymentProvider): Purchase {
  if (!purchase) throw new AppError('not_found', adminMessages.orderNotFound);
  if (purchase.paymentStatus === 'refunded') {
    throw new AppError('conflict', adminActionMessages.alreadyRefunded);
  }
  if (purchase.paymentStatus !== 'completed' || !purchase.paymentIntentId) {
    throw new AppError('conflict', adminActionMessages.notRefundable);
  }
  if (purchase.paymentProvider !== payments.kind) {
    throw new AppError('conflict', adminActionMessages.otherProvider);
  }
  return purchase;
}

/**
 * Refunds a completed payment in full through the provider, then records it in one
 * transaction: status `refunded`, the timeline event and the customer's mail. The provider is
 * asked outside the transaction (no row lock while it answers) with one idempotency key per
 * purchase, so a repeat or a race refunds the money once; a refund already recorded is refused
 * before the provider is asked. When the provider refuses, nothing changes here (502).
 * The order's booked sessions still to come are cancelled in the same transaction.
 */
export async function refundOrder(deps: RefundDeps, options: RefundOptions): Promise<RefundReply> {
  const purchase = assertRefundable(await findOrder(deps.db, options.purchaseId), deps.payments);
  // An upgraded order was paid in parts (decision 358): each payment is refunded on its own.
  const upgrades = await completedUpgradesOf(deps.db, purchase.id);
  for (const upgrade of upgrades) {
    await providerRefund(deps.payments, {
      paymentIntentId: upgrade.paymentIntentId,
      amountCents: dollarsToCents(upgrade.amount),
      reason: options.reason,
      idempotencyKey: `refund:upgrade:${upgrade.id}`,
      metadata: { purchaseId: purchase.id, upgradeId: upgrade.id },
    });
  }
  const refund = await providerRefund(deps.payments, {
    paymentIntentId: purchase.paymentIntentId ?? '',
    amountCents: dollarsToCents(purchase.amount),
    reason: options.reason,
    idempotencyKey: `refund:${purchase.id}`,
    metadata: { purchaseId: purchase.id },
  });
  const totalCents =
    dollarsToCents(purchase.amount) +
    upgrades.reduce((sum, upgrade) => sum + dollarsToCents(upgrade.amount), 0);
  const total = centsToDollars(totalCents);

  return deps.db.transaction(async (tx) => {
    const locked = assertRefundable(await lockOrder(tx, purchase.id), deps.payments);
    const [updated] = await tx
      .update(purchases)
      .set({ paymentStatus: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(purchases.id, locked.id))
      .returning({ refundedAt: purchases.refundedAt });
    const event = await recordOrderEvent(tx, {
      purchaseId: locked.id,
      kind: 'refunded',
      actor: options.actor,
      data: {
        reason: options.reason,
        refundId: refund.id,
        refundStatus: refund.status,
        amount: total,
      },
    });
    await markUpgradesRefunded(tx, locked.id);
    // A refunded buyer's review goes from the shop's pages (decision 361).
    await tx.delete(reviews).where(eq(reviews.purchaseId, locked.id));
    // A referred sale's commissions (one per payment) are reversed in the same transaction.
    await reverseCommission(tx, locked.id);
    // Its sessions still to come are cancelled with it, mails to both sides (decision 301).
    await cancelSessionsOfRefundedOrder(tx, locked, options.actor, (deps.now ?? systemNow)());
    // A gift's money goes back to its buyer, and so does the mail (decision 356).
    const gift = await findGift(tx, locked.id);
    const contact = gift ? giftBuyerContact(gift) : orderContact(locked);
    if (contact) {
      await queueRefundMail(tx, locked.id, contact, options.actor, {
        productName: findProduct(locked.productId)?.name ?? locked.tier,
        amount: total,
        isGift: !!gift,
        upgrade: null,
        dedupeKey: `${REFUND_CONFIRMATION_KIND}:${locked.id}`,
      });
    }
    return {
      ok: true,
      event: adminEventView(event),
      paymentStatus: 'refunded',
      refundedAt: (updated?.refundedAt ?? new Date()).toISOString(),
      refundId: refund.id,
    };
  });
}

/** The provider's refund of one payment, its refusals as the admin reads them (502). */
async function providerRefund(payments: PaymentProvider, request: RefundRequest) {
  const refund = await payments.refund(request).catch((error: unknown) => {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw new AppError('bad_gateway', `${adminActionMessages.refundFailed} (${error.message})`);
  });
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new AppError('bad_gateway', `${adminActionMessages.refundFailed} (${refund.status})`);
  }
  return refund;
}

/**
 * Refunds the order's latest upgrade only: its difference goes back to the card it was paid
 * with, and the order is the lower product again (decision 358). What was delivered stays; the
 * upgrade's commission is reversed, and its booked sessions that the lower product does not
 * hold are cancelled, in one transaction after the provider said yes (same rules as a refund).
 */
export async function refundUpgrade(
  deps: RefundDeps,
  options: RefundOptions,
): Promise<UpgradeRefundReply> {
  const purchase = assertRefundable(await findOrder(deps.db, options.purchaseId), deps.payments);
  const upgrade = await latestCompletedUpgrade(deps.db, purchase);
  if (!upgrade) throw new AppError('conflict', adminActionMessages.noUpgradeToRefund);
  if (upgrade.paymentProvider !== deps.payments.kind) {
    throw new AppError('conflict', adminActionMessages.otherProvider);
  }
  const refund = await providerRefund(deps.payments, {
    paymentIntentId: upgrade.paymentIntentId,
    amountCents: dollarsToCents(upgrade.amount),
    reason: options.reason,
    idempotencyKey: `refund:upgrade:${upgrade.id}`,
    metadata: { purchaseId: purchase.id, upgradeId: upgrade.id },
  });
  return deps.db.transaction(async (tx) => {
    const locked = assertRefundable(await lockOrder(tx, purchase.id), deps.payments);
    const latest = await latestCompletedUpgrade(tx, locked);
    if (latest?.id !== upgrade.id)
      throw new AppError('conflict', adminActionMessages.noUpgradeToRefund);
    const event = await revertUpgrade(tx, locked, upgrade, {
      reason: options.reason,
      refundId: refund.id,
      actor: options.actor,
    });
    if (!event) throw new AppError('conflict', adminActionMessages.noUpgradeToRefund);
    await reverseCommission(tx, locked.id, { upgradeId: upgrade.id });
    const lower = findProduct(upgrade.fromProductId);
    const kept = lower ? liveSessionsOf(lower).map((session) => session.key) : [];
    await cancelSessionsOfRefundedOrder(tx, locked, options.actor, (deps.now ?? systemNow)(), {
      keep: kept,
    });
    const contact = orderContact(locked);
    const higher = findProduct(upgrade.toProductId)?.name ?? `product ${upgrade.toProductId}`;
    if (contact) {
      await queueRefundMail(tx, locked.id, contact, options.actor, {
        productName: `Upgrade to ${higher}`,
        amount: upgrade.amount,
        isGift: false,
        upgrade: {
          productName: higher,
          keptProductName: lower?.name ?? `product ${upgrade.fromProductId}`,
        },
        dedupeKey: `${REFUND_CONFIRMATION_KIND}:upgrade:${upgrade.id}`,
      });
    }
    return {
      ok: true,
      event: adminEventView(event),
      productId: upgrade.fromProductId,
      refundId: refund.id,
    };
  });
}

/** The customer's (or a gift's buyer's) refund confirmation, once per refund. */
async function queueRefundMail(
  tx: Transaction,
  purchaseId: string,
  contact: { fullName: string; email: string },
  actor: OrderActor,
  refund: {
    productName: string;
    amount: string;
    isGift: boolean;
    upgrade: { productName: string; keptProductName: string } | null;
    dedupeKey: string;
  },
): Promise<void> {
  const { dedupeKey, ...facts } = refund;
  await queueOrderEmail(
    tx,
    purchaseId,
    {
      kind: REFUND_CONFIRMATION_KIND,
      recipient: contact.email.trim(),
      payload: { purchaseId, fullName: contact.fullName, ...facts },
      dedupeKey,
    },
    actor,
  );
}
