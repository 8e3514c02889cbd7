import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { mailboxKey } from '../../common/affiliate';
import type { Product } from '../../common/catalogue';
import {
  discountCents,
  discountCodeMessages,
  discountLabel,
  typedCodeSchema,
  type CodeQuote,
  type CodeQuoteReply,
} from '../../common/discount-codes';
import type { Queryable, Transaction } from '../db/client';
import { affiliates, discountCodes, discountCodeUses, type DiscountCode } from '../db/schema';
import { AppError } from '../errors';
import type { ReferralSnapshot } from '../referrals/referral';

/** How long a checkout holds a use of a limited code before it counts as abandoned. */
export const CODE_HOLD_MS = 60 * 60_000;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The code a customer typed, in capitals, or null when it cannot be one. */
export function typedCode(text: string | undefined | null): string | null {
  const parsed = typedCodeSchema.safeParse(text ?? '');
  return parsed.success ? parsed.data : null;
}

async function findCode(db: Queryable, code: string): Promise<DiscountCode | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ?? null;
}

/** Why a code cannot be used for this reading today, or null: the plain reason the page shows. */
function refusalOf(code: DiscountCode | null, product: Product, now: Date): string | null {
  if (!code) return discountCodeMessages.unknown;
  if (code.archivedAt) return discountCodeMessages.archived;
  const today = utcDay(now);
  if (today < code.startsOn) return discountCodeMessages.notStarted;
  if (code.endsOn !== null && today > code.endsOn) return discountCodeMessages.ended;
  if (code.productIds && !code.productIds.includes(product.id))
    return discountCodeMessages.otherProduct;
  return null;
}

/** The uses that count against a limit: paid ones, and checkouts' holds not yet run out. */
const counted = (now: Date) =>
  or(eq(discountCodeUses.status, 'used'), gt(discountCodeUses.heldUntil, now));

async function usesOf(db: Queryable, codeId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.codeId, codeId), counted(now)));
  return row?.count ?? 0;
}

function quoteOf(code: DiscountCode, product: Product, priceCents: number): CodeQuote {
  const rule = { kind: code.kind as 'percent' | 'amount', value: code.value };
  const off = discountCents(rule, priceCents);
  return {
    code: code.code,
    label: discountLabel(rule),
    priceCents,
    discountCents: off,
    totalCents: priceCents - off,
  };
}

/**
 * Why a code cannot be used for this reading now (its state, then its limit in all), or null.
 * Read without a lock by the quote and the price; `holdCodeUse` asks again under the lock.
 */
async function whyNot(
  db: Queryable,
  code: DiscountCode | null,
  product: Product,
  now: Date,
): Promise<string | null> {
  const refusal = refusalOf(code, product, now);
  if (refusal || !code) return refusal ?? discountCodeMessages.unknown;
  const isUsedUp = code.maxUses !== null && (await usesOf(db, code.id, now)) >= code.maxUses;
  return isUsedUp ? discountCodeMessages.usedUp : null;
}

/** The code a customer typed, and why it cannot be used, or null. */
async function typedCodeFor(
  db: Queryable,
  input: { product: Product; code: string },
  now: Date,
): Promise<{ code: DiscountCode; refusal: null } | { code: null; refusal: string }> {
  const name = typedCode(input.code);
  const code = name ? await findCode(db, name) : null;
  const refusal = await whyNot(db, code, input.product, now);
  return refusal || !code
    ? { code: null, refusal: refusal ?? discountCodeMessages.unknown }
    : { code, refusal: null };
}

/**
 * `POST /api/checkout/code`: what a code does to a reading's price, or why it cannot be used.
 * Nothing is held: the use is taken when the buyer presses Pay (`holdCodeUse`).
 */
export async function quoteCode(
  db: Queryable,
  input: { product: Product; priceCents: number; code: string },
  now: Date,
): Promise<CodeQuoteReply> {
  const { code, refusal } = await typedCodeFor(db, input, now);
  if (!code) return { ok: false, message: refusal };
  return { ok: true, quote: quoteOf(code, input.product, input.priceCents) };
}

/** The code an order is bought with, as the checkout records it on the order. */
export interface PricedCode {
  codeId: string;
  code: string;
  discountCents: number;
  totalCents: number;
  /** The affiliate's referral, when the code is theirs and they are active. */
  referral: ReferralSnapshot | null;
}

/** The price with a code, before the payment is opened; a refusal is an error the page shows. */
export async function priceWithCode(
  db: Queryable,
  input: { product: Product; priceCents: number; code: string },
  now: Date,
): Promise<PricedCode> {
  const { code, refusal } = await typedCodeFor(db, input, now);
  if (!code) throw new AppError('conflict', refusal, { code: refusal });
  const quote = quoteOf(code, input.product, input.priceCents);
  return {
    codeId: code.id,
    code: code.code,
    discountCents: quote.discountCents,
    totalCents: quote.totalCents,
    referral: await codeReferral(db, code),
  };
}

/**
 * Takes one use of the code for a checkout, in the transaction that opens its order (after the
 * order's row is written), under the code's row lock: the limit in all is counted again there,
 * so of two buyers racing for the last use one is told it is gone and their checkout is not
 * opened. The use is held for `CODE_HOLD_MS`; the payment keeps it.
 */
export async function holdCodeUse(
  tx: Transaction,
  input: { product: Product; codeId: string; purchaseId: string },
  now: Date,
): Promise<void> {
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.id, input.codeId))
    .for('update');
  const message = await whyNot(tx, code ?? null, input.product, now);
  if (message) throw new AppError('conflict', message, { code: message });
  await tx.insert(discountCodeUses).values({
    codeId: input.codeId,
    purchaseId: input.purchaseId,
    heldUntil: new Date(now.getTime() + CODE_HOLD_MS),
  });
}

async function codeReferral(db: Queryable, code: DiscountCode): Promise<ReferralSnapshot | null> {
  if (!code.affiliateId) return null;
  const [affiliate] = await db
    .select({
      code: affiliates.referralCode,
      affiliateId: affiliates.id,
      commissionRate: affiliates.commissionRate,
    })
    .from(affiliates)
    .where(and(eq(affiliates.id, code.affiliateId), eq(affiliates.isActive, true)));
  return affiliate ?? null;
}

/**
 * The buyer's e-mail is filed on a checkout that holds a code: the limit per customer is counted
 * under the code's lock, over the uses of the same address on other orders. Refused before the
 * card is charged; a checkout without a code passes untouched.
 */
export async function claimCodeForBuyer(
  tx: Transaction,
  purchaseId: string,
  email: string,
  now: Date,
): Promise<void> {
  const [use] = await tx
    .select()
    .from(discountCodeUses)
    .where(eq(discountCodeUses.purchaseId, purchaseId));
  if (!use) return;
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.id, use.codeId))
    .for('update');
  const emailKey = mailboxKey(email);
  if (code?.maxUsesPerCustomer != null) {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(discountCodeUses)
      .where(
        and(
          eq(discountCodeUses.codeId, use.codeId),
          eq(discountCodeUses.emailKey, emailKey),
          ne(discountCodeUses.purchaseId, purchaseId),
          counted(now),
        ),
      );
    if ((row?.count ?? 0) >= code.maxUsesPerCustomer) {
      throw new AppError('conflict', discountCodeMessages.usedByYou, {
        code: discountCodeMessages.usedByYou,
      });
    }
  }
  await tx
    .update(discountCodeUses)
    .set({ emailKey })
    .where(eq(discountCodeUses.purchaseId, purchaseId));
}

/** The order is paid: its use of a code counts for good, however long the payment took. */
export async function codeUsePaid(tx: Queryable, purchaseId: string): Promise<void> {
  await tx
    .update(discountCodeUses)
    .set({ status: 'used' })
    .where(eq(discountCodeUses.purchaseId, purchaseId));
}
