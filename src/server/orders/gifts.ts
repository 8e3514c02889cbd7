import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AdminOrderGift } from '../../common/admin';
import { findProduct, questionnairePathFor } from '../../common/catalogue';
import {
  deliveryDateProblem,
  deliveryForRecipient,
  deliveryInstant,
  giftMessages,
  todayIn,
  type GiftBuyerView,
  type GiftChangeInput,
  type GiftCheckoutInput,
  type GiftClaimView,
  type GiftState,
} from '../../common/gifts';
import { guaranteeDaysFor } from '../../common/guarantee';
import { ERASED_TEXT } from '../../common/order-events';
import { orderReferenceOf } from '../../common/order-status';
import type { PersonInput } from '../../common/person';
import { upsertContact, type CustomerContact } from '../customers/customers';
import type { Database, Queryable, Transaction } from '../db/client';
import { gifts, purchases, type Gift, type Purchase } from '../db/schema';
import { AppError } from '../errors';
import { queueOrderEmail } from './order-mail';
import { recordOrderEvent, type OrderActor } from './timeline';

/**
 * Gifts (issue 39, decision 356). A gift is an order whose buyer is not the person it is for:
 * the buyer's contact, message and chosen day sit in `gifts`; the order has no customer until
 * the recipient claims it, and from then on it is theirs like any other order (the confirmation,
 * the documents, the questionnaire, the sessions and the support thread go to them). The buyer
 * keeps the payment, the refund and the gift page, and never sees the recipient's details.
 */

/** The gift of an order, or undefined when the order is not one. */
export async function findGift(db: Queryable, purchaseId: string): Promise<Gift | undefined> {
  const [gift] = await db.select().from(gifts).where(eq(gifts.purchaseId, purchaseId));
  return gift;
}

async function lockGift(tx: Transaction, purchaseId: string): Promise<Gift | undefined> {
  const [gift] = await tx
    .select()
    .from(gifts)
    .where(eq(gifts.purchaseId, purchaseId))
    .for('update');
  return gift;
}

/** How the recipient's pages and confirmation name the giver: their first name as they gave it. */
export function giverOf(gift: Pick<Gift, 'buyerName'>): string {
  return gift.buyerName.trim().split(/\s+/)[0] || gift.buyerName;
}

/** Who pays for and hears about a gift: the buyer as they gave themselves at the checkout. */
export function giftBuyerContact(gift: Gift): CustomerContact | null {
  if (!gift.buyerEmail) return null;
  return {
    fullName: gift.buyerName,
    email: gift.buyerEmail,
    ...(gift.buyerPhone ? { phone: gift.buyerPhone } : {}),
  };
}

/**
 * Files the buyer and the gift on a checkout before the card is charged (the buyer pressed Pay),
 * as `fileCustomerOnOpenOrder` files a person: the checkout becomes an order, with no customer
 * of its own. Filed again (a corrected field), it replaces what was there; a paid order can no
 * longer be changed this way.
 */
export async function fileGiftOnOpenOrder(
  db: Queryable,
  purchaseId: string,
  input: GiftCheckoutInput,
  now: Date,
): Promise<'filed' | 'not-found' | 'closed'> {
  const { buyer, gift } = input;
  const [order] = await db
    .select({ productId: purchases.productId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!order) return 'not-found';
  const [updated] = await db
    .update(purchases)
    .set({
      customer: null,
      placedAt: sql`coalesce(${purchases.placedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(purchases.id, purchaseId),
        notInArray(purchases.paymentStatus, ['completed', 'refunded']),
      ),
    )
    .returning({ id: purchases.id });
  if (!updated) {
    const [exists] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    return exists ? 'closed' : 'not-found';
  }
  const values = {
    buyerName: buyer.fullName,
    buyerEmail: buyer.email.trim(),
    buyerPhone: buyer.phone?.trim() || null,
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail.trim(),
    message: gift.message,
    deliverOn: gift.deliverOn,
    timeZone: gift.timeZone,
    deliverAt: deliveryInstant(gift.deliverOn, gift.timeZone, now),
  };
  await db
    .insert(gifts)
    .values({ purchaseId, ...values })
    .onConflictDoUpdate({ target: gifts.purchaseId, set: { ...values, updatedAt: sql`now()` } });
  return 'filed';
}

/** The checkout was filed as an ordinary order after all (the buyer unticked "This is a gift"). */
export async function dropGiftOfOpenOrder(db: Queryable, purchaseId: string): Promise<void> {
  await db.delete(gifts).where(eq(gifts.purchaseId, purchaseId));
}

/**
 * The gift's money arrived (`completePaidOrder`, once): the buyer is filed as a contact, gets
 * the receipt, and the gift e-mail is queued for its day. The day is decided again now: a
 * checkout paid after the 9:00 it chose (left open overnight) sends at once.
 */
export async function giftPaid(
  tx: Queryable,
  purchase: Purchase,
  gift: Gift,
  actor: OrderActor,
  now: Date,
): Promise<void> {
  const buyer = giftBuyerContact(gift);
  if (!buyer) return;
  const buyerUserId = await upsertContact(tx, buyer);
  const deliverAt = deliveryInstant(gift.deliverOn, gift.timeZone, now);
  await tx
    .update(gifts)
    .set({ buyerUserId, deliverAt, updatedAt: sql`now()` })
    .where(eq(gifts.purchaseId, gift.purchaseId));
  await recordOrderEvent(tx, {
    purchaseId: purchase.id,
    kind: 'gift-booked',
    actor,
    data: { deliverOn: gift.deliverOn, timeZone: gift.timeZone },
  });
  const product = findProduct(purchase.productId);
  const productName = product?.name ?? purchase.tier;
  await queueOrderEmail(
    tx,
    purchase.id,
    {
      kind: 'gift-receipt',
      recipient: buyer.email,
      payload: {
        purchaseId: purchase.id,
        productName,
        recipientName: gift.recipientName,
        buyerName: buyer.fullName,
        amount: purchase.amount,
        recipientEmail: gift.recipientEmail,
        message: gift.message,
        deliverOn: gift.deliverOn,
        timeZone: gift.timeZone,
        deliverAt: deliverAt.toISOString(),
        guaranteeDays: guaranteeDaysFor(purchase.productId),
      },
      dedupeKey: `gift-receipt:${purchase.id}`,
    },
    actor,
  );
  await queueGiftDelivery(tx, purchase, { ...gift, deliverAt }, { isResend: false, actor });
}

/** Queues the gift e-mail of the gift's current version for its instant. */
async function queueGiftDelivery(
  tx: Queryable,
  purchase: Pick<Purchase, 'id' | 'productId' | 'tier'>,
  gift: Gift,
  { isResend, actor, at }: { isResend: boolean; actor: OrderActor; at?: Date },
): Promise<void> {
  const product = findProduct(purchase.productId);
  await queueOrderEmail(
    tx,
    purchase.id,
    {
      kind: 'gift-delivery',
      recipient: gift.recipientEmail,
      payload: {
        purchaseId: purchase.id,
        productName: product?.name ?? purchase.tier,
        recipientName: gift.recipientName,
        version: gift.version,
        fromName: gift.buyerName,
        message: gift.message,
        delivery: deliveryForRecipient(product?.delivery ?? ''),
        isResend,
      },
      notBefore: at ?? gift.deliverAt,
      dedupeKey: `gift-delivery:${purchase.id}:${gift.version}`,
    },
    actor,
  );
}

/** What the gift's later mails need to be sent at all: the gift still waiting, as it was. */
async function isGiftWaiting(
  db: Queryable,
  purchaseId: unknown,
  version: unknown,
  { mustBeDelivered }: { mustBeDelivered: boolean },
): Promise<boolean> {
  if (typeof purchaseId !== 'string' || typeof version !== 'number') return false;
  if (!/^[0-9a-f-]{36}$/.test(purchaseId)) return false;
  const [row] = await db
    .select({ version: gifts.version, claimedAt: gifts.claimedAt, deliveredAt: gifts.deliveredAt })
    .from(gifts)
    .innerJoin(purchases, eq(purchases.id, gifts.purchaseId))
    .where(and(eq(gifts.purchaseId, purchaseId), eq(purchases.paymentStatus, 'completed')));
  if (!row || row.version !== version || row.claimedAt) return false;
  return !mustBeDelivered || row.deliveredAt !== null;
}

/** The gift e-mail of this version is still to go: not claimed, not refunded, not superseded. */
export const isGiftDeliveryWanted = (db: Queryable, payload: Record<string, unknown>) =>
  isGiftWaiting(db, payload.purchaseId, payload.version, { mustBeDelivered: false });

/** A reminder (to the recipient) or a notice (to the buyer) while the delivered gift waits. */
export const isGiftFollowUpWanted = (db: Queryable, payload: Record<string, unknown>) =>
  isGiftWaiting(db, payload.purchaseId, payload.version, { mustBeDelivered: true });

export interface GiftFollowUps {
  /** Days after the gift e-mail before the recipient is reminded once. */
  reminderDays: number;
  /** Days after the gift e-mail before the buyer is told it waits unclaimed. */
  unclaimedNoticeDays: number;
}

export function giftFollowUpsOf(config: {
  GIFT_REMINDER_DAYS: number;
  GIFT_UNCLAIMED_NOTICE_DAYS: number;
}): GiftFollowUps {
  return {
    reminderDays: config.GIFT_REMINDER_DAYS,
    unclaimedNoticeDays: config.GIFT_UNCLAIMED_NOTICE_DAYS,
  };
}

/**
 * The gift e-mail went out (the mail worker's report): the gift is delivered, and its reminder
 * to the recipient and its notice to the buyer are queued for later, each sent only if the
 * gift still waits then, as it was (a later version, a claim or a refund stops them).
 */
export async function giftDeliverySent(
  db: Queryable,
  payload: Record<string, unknown>,
  followUps: GiftFollowUps,
  now: Date,
): Promise<void> {
  const { purchaseId, version } = payload;
  if (typeof purchaseId !== 'string' || typeof version !== 'number') return;
  const [gift] = await db
    .update(gifts)
    .set({ deliveredAt: now, updatedAt: sql`now()` })
    .where(and(eq(gifts.purchaseId, purchaseId), eq(gifts.version, version)))
    .returning();
  if (!gift || gift.claimedAt) return;
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) return;
  const productName = findProduct(purchase.productId)?.name ?? purchase.tier;
  const dayMs = 24 * 60 * 60 * 1000;
  await queueOrderEmail(db, purchaseId, {
    kind: 'gift-reminder',
    recipient: gift.recipientEmail,
    payload: {
      purchaseId,
      productName,
      recipientName: gift.recipientName,
      version,
      fromName: gift.buyerName,
    },
    notBefore: new Date(now.getTime() + followUps.reminderDays * dayMs),
    dedupeKey: `gift-reminder:${purchaseId}:${version}`,
  });
  if (!gift.buyerEmail) return;
  await queueOrderEmail(db, purchaseId, {
    kind: 'gift-unclaimed',
    recipient: gift.buyerEmail,
    payload: {
      purchaseId,
      productName,
      recipientName: gift.recipientName,
      version,
      buyerName: gift.buyerName,
      recipientEmail: gift.recipientEmail,
      deliveredOn: todayIn(gift.timeZone, now),
      daysWaiting: followUps.unclaimedNoticeDays,
    },
    notBefore: new Date(now.getTime() + followUps.unclaimedNoticeDays * dayMs),
    dedupeKey: `gift-unclaimed:${purchaseId}:${version}`,
  });
}

function stateOf(gift: Gift, purchase: Pick<Purchase, 'paymentStatus'>): GiftState {
  if (purchase.paymentStatus === 'refunded') return 'refunded';
  if (gift.claimedAt) return 'claimed';
  if (gift.deliveredAt) return 'delivered';
  return 'scheduled';
}

/** A gift that is an order the buyer paid for: anything else is no gift to show. */
async function paidGift(
  db: Queryable,
  purchaseId: string,
): Promise<{ gift: Gift; purchase: Purchase } | null> {
  const [row] = await db
    .select({ gift: gifts, purchase: purchases })
    .from(gifts)
    .innerJoin(purchases, eq(purchases.id, gifts.purchaseId))
    .where(eq(gifts.purchaseId, purchaseId));
  if (!row || !['completed', 'refunded'].includes(row.purchase.paymentStatus)) return null;
  return row;
}

function buyerViewOf(gift: Gift, purchase: Purchase): GiftBuyerView {
  const state = stateOf(gift, purchase);
  const isOpen = state === 'scheduled' || state === 'delivered';
  return {
    state,
    productName: findProduct(purchase.productId)?.name ?? purchase.tier,
    amount: purchase.amount,
    reference: orderReferenceOf(purchase.id),
    buyerName: gift.buyerName,
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    deliverOn: gift.deliverOn,
    timeZone: gift.timeZone,
    deliverAt: gift.deliverAt.toISOString(),
    deliveredAt: gift.deliveredAt?.toISOString() ?? null,
    claimedAt: gift.claimedAt?.toISOString() ?? null,
    refundedAt: purchase.refundedAt?.toISOString() ?? null,
    canChangeDate: state === 'scheduled',
    canChangeRecipient: isOpen,
    canResend: state === 'delivered',
  };
}

/** The buyer's gift page: never the recipient's birth data or answers (they are not read). */
export async function giftForBuyer(db: Queryable, purchaseId: string): Promise<GiftBuyerView> {
  const found = await paidGift(db, purchaseId);
  if (!found) throw new AppError('not_found', giftMessages.linkInvalid);
  return buyerViewOf(found.gift, found.purchase);
}

/**
 * A paid gift the buyer may still change, under its lock: refused when refunded or claimed,
 * and as no gift at all when it is not a paid one.
 */
async function lockOpenGift(tx: Transaction, purchaseId: string) {
  const gift = await lockGift(tx, purchaseId);
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!gift || !purchase || !['completed', 'refunded'].includes(purchase.paymentStatus)) {
    throw new AppError('not_found', giftMessages.linkInvalid);
  }
  const state = stateOf(gift, purchase);
  if (state === 'refunded') throw new AppError('conflict', giftMessages.refunded);
  if (state === 'claimed') throw new AppError('conflict', giftMessages.alreadyClaimed);
  return { gift, purchase, state };
}

/**
 * The buyer moves the day (before the gift e-mail went out) or readdresses the gift (until it
 * is claimed): a new version, whose e-mail is queued for the (new) day, or at once when the
 * old one had already gone; the earlier version's mails and links stop working.
 */
export async function changeGift(
  db: Database,
  purchaseId: string,
  change: Omit<GiftChangeInput, 'token'>,
  now: Date,
): Promise<GiftBuyerView> {
  return db.transaction(async (tx) => {
    const { gift, purchase, state } = await lockOpenGift(tx, purchaseId);

    const timeZone = change.timeZone ?? gift.timeZone;
    const dateChanged = change.deliverOn !== undefined && change.deliverOn !== gift.deliverOn;
    if (dateChanged || (change.deliverOn !== undefined && timeZone !== gift.timeZone)) {
      if (state !== 'scheduled') throw new AppError('conflict', giftMessages.alreadyDelivered);
      const problem = deliveryDateProblem(change.deliverOn!, timeZone, now);
      if (problem) throw new AppError('bad_request', problem, { deliverOn: problem });
    }
    const newEmail = change.recipientEmail?.trim();
    const recipientChanged =
      (newEmail !== undefined && newEmail.toLowerCase() !== gift.recipientEmail.toLowerCase()) ||
      (change.recipientName !== undefined && change.recipientName !== gift.recipientName);
    if (!dateChanged && !recipientChanged) {
      if (newEmail !== undefined) {
        throw new AppError('conflict', giftMessages.sameRecipientEmail, {
          recipientEmail: giftMessages.sameRecipientEmail,
        });
      }
      return buyerViewOf(gift, purchase);
    }
    const deliverOn = dateChanged ? change.deliverOn! : gift.deliverOn;
    const [updated] = await tx
      .update(gifts)
      .set({
        version: gift.version + 1,
        deliverOn,
        timeZone: dateChanged ? timeZone : gift.timeZone,
        deliverAt: dateChanged ? deliveryInstant(deliverOn, timeZone, now) : gift.deliverAt,
        recipientName: change.recipientName ?? gift.recipientName,
        recipientEmail: newEmail ?? gift.recipientEmail,
        // A readdressed gift that had gone out goes again now, to the new address.
        deliveredAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(gifts.purchaseId, purchaseId))
      .returning();
    await recordOrderEvent(tx, {
      purchaseId,
      kind: 'gift-changed',
      actor: 'customer',
      data: { version: updated!.version, dateChanged, recipientChanged, deliverOn },
    });
    const wasDelivered = state === 'delivered';
    await queueGiftDelivery(tx, purchase, updated!, {
      isResend: wasDelivered,
      actor: 'customer',
      ...(wasDelivered ? { at: now } : {}),
    });
    return buyerViewOf(updated!, purchase);
  });
}

/** The buyer sends the delivered gift's e-mail again: a new version, older links ended. */
export async function resendGift(
  db: Database,
  purchaseId: string,
  now: Date,
): Promise<GiftBuyerView> {
  return db.transaction(async (tx) => {
    const { gift, purchase, state } = await lockOpenGift(tx, purchaseId);
    if (state === 'scheduled') throw new AppError('conflict', giftMessages.notDelivered);
    const [updated] = await tx
      .update(gifts)
      .set({ version: gift.version + 1, deliveredAt: null, updatedAt: sql`now()` })
      .where(eq(gifts.purchaseId, purchaseId))
      .returning();
    await recordOrderEvent(tx, {
      purchaseId,
      kind: 'gift-resent',
      actor: 'customer',
      data: { version: updated!.version },
    });
    await queueGiftDelivery(tx, purchase, updated!, { isResend: true, actor: 'customer', at: now });
    // The page says "sent" again once the mail has gone; until then it is on its way.
    return buyerViewOf({ ...updated!, deliveredAt: gift.deliveredAt }, purchase);
  });
}

/** What the recipient's claim page shows for a link of this version. */
export async function giftForRecipient(
  db: Queryable,
  purchaseId: string,
  version: number,
): Promise<GiftClaimView> {
  const found = await paidGift(db, purchaseId);
  if (!found || found.gift.version !== version) {
    throw new AppError('not_found', giftMessages.linkInvalid);
  }
  const { gift, purchase } = found;
  const product = findProduct(purchase.productId);
  return {
    state: stateOf(gift, purchase),
    productName: product?.name ?? purchase.tier,
    fromName: giverOf(gift),
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    hasQuestionnaire: product ? questionnairePathFor(product) !== null : false,
  };
}

/**
 * The recipient claims the gift with their own details, once: under the gift's and the order's
 * locks, the link's version must be the gift's, the order paid and not refunded, the gift not
 * claimed. The order is then filed under the recipient exactly as a paid checkout files its
 * buyer (`fileCustomer`, passed in by orders.ts): confirmation, documents, questionnaire,
 * sessions. The buyer is told, by name only.
 */
export async function claimGift(
  tx: Transaction,
  claim: { purchaseId: string; version: number; person: PersonInput; now: Date },
  fileCustomer: (purchase: Purchase, person: PersonInput, gift: Gift) => Promise<void>,
): Promise<Purchase> {
  const { purchaseId, version, person } = claim;
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .for('update');
  const gift = await lockGift(tx, purchaseId);
  if (!gift || !purchase || gift.version !== version) {
    throw new AppError('not_found', giftMessages.linkInvalid);
  }
  if (purchase.paymentStatus === 'refunded') throw new AppError('conflict', giftMessages.refunded);
  if (gift.claimedAt || purchase.userId) {
    throw new AppError('conflict', giftMessages.alreadyClaimed);
  }
  if (purchase.paymentStatus !== 'completed') {
    throw new AppError('not_found', giftMessages.linkInvalid);
  }
  const [claimed] = await tx
    .update(gifts)
    // The shop's clock, as the delivery's time: the guarantee and the commission run from it.
    .set({ claimedAt: claim.now, updatedAt: sql`now()` })
    .where(and(eq(gifts.purchaseId, purchaseId), isNull(gifts.claimedAt)))
    .returning();
  if (!claimed) throw new AppError('conflict', giftMessages.alreadyClaimed);
  await recordOrderEvent(tx, {
    purchaseId,
    kind: 'gift-claimed',
    actor: 'customer',
    data: { version },
  });
  await fileCustomer(purchase, person, gift);
  const buyer = giftBuyerContact(gift);
  if (buyer) {
    await queueOrderEmail(tx, purchaseId, {
      kind: 'gift-claimed',
      recipient: buyer.email,
      payload: {
        purchaseId,
        productName: findProduct(purchase.productId)?.name ?? purchase.tier,
        recipientName: gift.recipientName,
        buyerName: buyer.fullName,
      },
      dedupeKey: `gift-claimed:${purchaseId}`,
    });
  }
  const [after] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
  return after ?? purchase;
}

/** Gifts a person bought: by their customer row, or by an address they are known by. */
function givenBy(userId: string, emailKeys: readonly string[]) {
  return emailKeys.length > 0
    ? or(eq(gifts.buyerUserId, userId), inArray(sql<string>`lower(${gifts.buyerEmail})`, emailKeys))
    : eq(gifts.buyerUserId, userId);
}

/** What a customer's copy of their data holds of the gifts they gave (never the recipient's order). */
export async function giftsGivenBy(db: Queryable, userId: string, emailKeys: readonly string[]) {
  const rows = await db
    .select({ gift: gifts, productId: purchases.productId, amount: purchases.amount })
    .from(gifts)
    .innerJoin(purchases, eq(purchases.id, gifts.purchaseId))
    .where(givenBy(userId, emailKeys));
  return rows.map(({ gift, productId, amount }) => ({
    orderReference: orderReferenceOf(gift.purchaseId),
    productName: findProduct(productId)?.name ?? String(productId),
    amount,
    buyer: { fullName: gift.buyerName, email: gift.buyerEmail, phone: gift.buyerPhone },
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    deliverOn: gift.deliverOn,
    timeZone: gift.timeZone,
    deliveredAt: gift.deliveredAt?.toISOString() ?? null,
    claimedAt: gift.claimedAt?.toISOString() ?? null,
  }));
}

/**
 * Erasing a gift's buyer keeps the gift (it is the recipient's order once claimed, and still
 * claimable before) without the buyer: their name, address, phone and message go. Returns how
 * many gifts were scrubbed.
 */
export async function eraseGiftBuyer(
  tx: Queryable,
  userId: string,
  emailKeys: readonly string[],
): Promise<number> {
  const rows = await tx
    .update(gifts)
    .set({
      buyerUserId: null,
      buyerName: ERASED_TEXT,
      buyerEmail: '',
      buyerPhone: null,
      message: '',
      updatedAt: sql`now()`,
    })
    .where(givenBy(userId, emailKeys))
    .returning({ purchaseId: gifts.purchaseId });
  return rows.length;
}

/** Erasing a gift's recipient (their orders are being anonymised): the gift forgets them too. */
export async function eraseGiftRecipient(tx: Queryable, purchaseIds: readonly string[]) {
  if (purchaseIds.length === 0) return 0;
  const rows = await tx
    .update(gifts)
    .set({ recipientName: ERASED_TEXT, recipientEmail: '', updatedAt: sql`now()` })
    .where(inArray(gifts.purchaseId, [...purchaseIds]))
    .returning({ purchaseId: gifts.purchaseId });
  return rows.length;
}

/** The orders among these that are gifts: their mails to the other person are not this one's. */
export async function giftOrderIds(db: Queryable, purchaseIds: readonly string[]) {
  if (purchaseIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: gifts.purchaseId })
    .from(gifts)
    .where(inArray(gifts.purchaseId, [...purchaseIds]));
  return new Set(rows.map((row) => row.id));
}

/** What the orders export says of each gift among these orders: who gave it, to whom, when claimed. */
export async function giftsForExport(db: Queryable, purchaseIds: readonly string[]) {
  if (purchaseIds.length === 0) return new Map<string, GiftExportCells>();
  const rows = await db
    .select({
      id: gifts.purchaseId,
      buyerName: gifts.buyerName,
      buyerEmail: gifts.buyerEmail,
      recipientName: gifts.recipientName,
      recipientEmail: gifts.recipientEmail,
      claimedAt: gifts.claimedAt,
    })
    .from(gifts)
    .where(inArray(gifts.purchaseId, [...purchaseIds]));
  return new Map(
    rows.map((row): [string, GiftExportCells] => [
      row.id,
      {
        from: contactCell(row.buyerName, row.buyerEmail),
        to: contactCell(row.recipientName, row.recipientEmail),
        claimedAt: row.claimedAt?.toISOString() ?? null,
      },
    ]),
  );
}

export interface GiftExportCells {
  from: string;
  to: string;
  claimedAt: string | null;
}

/** `Sam Rivera <sam@example.com>`; an erased buyer's blanked fields leave what is left. */
function contactCell(name: string | null, email: string | null): string {
  return [name, email ? `<${email}>` : null].filter(Boolean).join(' ');
}

/** What the admin's order page says of a gift: both people's contacts, the day, where it stands. */
export async function adminGiftOf(
  db: Queryable,
  purchase: Pick<Purchase, 'id' | 'paymentStatus'>,
): Promise<AdminOrderGift | null> {
  const gift = await findGift(db, purchase.id);
  if (!gift) return null;
  return {
    state: stateOf(gift, purchase),
    buyerName: gift.buyerName,
    buyerEmail: gift.buyerEmail,
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    deliverOn: gift.deliverOn,
    timeZone: gift.timeZone,
    deliverAt: gift.deliverAt.toISOString(),
    deliveredAt: gift.deliveredAt?.toISOString() ?? null,
    claimedAt: gift.claimedAt?.toISOString() ?? null,
    version: gift.version,
  };
}
