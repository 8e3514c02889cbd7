import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  discountCodeMessages,
  discountLabel,
  ruleOfInput,
  type AdminDiscountCode,
  type DiscountCodeInput,
} from '../../../common/discount-codes';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-errors';
import { affiliates, discountCodes, discountCodeUses, purchases } from '../../db/schema';
import { AppError } from '../../errors';

/** Every code, newest first, with what its paid orders brought and what it took off them. */
export async function listDiscountCodes(db: Queryable): Promise<AdminDiscountCode[]> {
  const paid = db
    .select({
      codeId: discountCodeUses.codeId,
      orders: sql<number>`count(*)::int`.as('orders'),
      discount: sql<number>`coalesce(sum(${purchases.discountCents}), 0)::int`.as('discount'),
      revenue: sql<number>`coalesce(sum(round(${purchases.amount} * 100)), 0)::int`.as('revenue'),
    })
    .from(discountCodeUses)
    .innerJoin(purchases, eq(purchases.id, discountCodeUses.purchaseId))
    .where(and(eq(discountCodeUses.status, 'used'), eq(purchases.paymentStatus, 'completed')))
    .groupBy(discountCodeUses.codeId)
    .as('paid');
  const rows = await db
    .select({
      code: discountCodes,
      affiliateName: affiliates.name,
      orders: paid.orders,
      discount: paid.discount,
      revenue: paid.revenue,
    })
    .from(discountCodes)
    .leftJoin(affiliates, eq(affiliates.id, discountCodes.affiliateId))
    .leftJoin(paid, eq(paid.codeId, discountCodes.id))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map(({ code, affiliateName, orders, discount, revenue }) => ({
    id: code.id,
    code: code.code,
    description: code.description,
    kind: code.kind as AdminDiscountCode['kind'],
    value: code.value,
    label: discountLabel({ kind: code.kind as AdminDiscountCode['kind'], value: code.value }),
    productIds: code.productIds,
    startsOn: code.startsOn,
    endsOn: code.endsOn,
    maxUses: code.maxUses,
    maxUsesPerCustomer: code.maxUsesPerCustomer,
    affiliateId: code.affiliateId,
    affiliateName: affiliateName ?? null,
    archivedAt: code.archivedAt?.toISOString() ?? null,
    createdAt: code.createdAt.toISOString(),
    paidOrders: orders ?? 0,
    discountGivenCents: discount ?? 0,
    revenueCents: revenue ?? 0,
  }));
}

/** A new code; its name is unique without case (codes are stored in capitals). */
export async function createDiscountCode(
  db: Queryable,
  input: DiscountCodeInput,
  createdBy: string,
): Promise<{ id: string }> {
  if (input.affiliateId) {
    const [affiliate] = await db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(eq(affiliates.id, input.affiliateId));
    if (!affiliate) {
      throw new AppError('bad_request', 'No such affiliate.', {
        affiliateId: 'No such affiliate.',
      });
    }
  }
  const rule = ruleOfInput(input);
  try {
    const [created] = await db
      .insert(discountCodes)
      .values({
        code: input.code,
        description: input.description,
        kind: rule.kind,
        value: rule.value,
        productIds: input.productIds,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        maxUses: input.maxUses,
        maxUsesPerCustomer: input.maxUsesPerCustomer,
        affiliateId: input.affiliateId,
        createdBy,
      })
      .returning({ id: discountCodes.id });
    return created!;
  } catch (error) {
    if (isUniqueViolation(error, 'discount_codes_code_unique')) {
      throw new AppError('conflict', discountCodeMessages.codeTaken, {
        code: discountCodeMessages.codeTaken,
      });
    }
    throw error;
  }
}

/** Archives a code: checkouts refuse it from now on; orders bought with it keep its name. */
export async function archiveDiscountCode(db: Queryable, id: string, now: Date): Promise<void> {
  const [archived] = await db
    .update(discountCodes)
    .set({ archivedAt: now })
    .where(and(eq(discountCodes.id, id), isNull(discountCodes.archivedAt)))
    .returning({ id: discountCodes.id });
  if (archived) return;
  const [exists] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  if (!exists) throw new AppError('not_found', discountCodeMessages.notFound);
}
