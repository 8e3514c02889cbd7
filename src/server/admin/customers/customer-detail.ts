import { and, desc, eq } from 'drizzle-orm';
import { adminMessages, type AdminCustomerDetail } from '../../../common/admin';
import type { Queryable } from '../../db/client';
import { birthData, freeSignups, purchases, users } from '../../db/schema';
import { AppError } from '../../errors';
import { isPlacedOrder } from '../../orders/orders';
import { orderCardColumns, toAdminOrder, toAdminCustomer } from '../admin-views';
import { latestQuestionnaires } from '../questionnaire-views';

/** `GET /api/admin/client/:userId`: the customer, their orders, birth data, answers, sign-ups. */
export async function customerDetail(db: Queryable, userId: string): Promise<AdminCustomerDetail> {
  // Independent reads, side by side on PostgreSQL's pool.
  const [[user], orders, [birth], signups] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select(orderCardColumns)
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId))
      .where(and(eq(purchases.userId, userId), isPlacedOrder))
      .orderBy(desc(purchases.createdAt), desc(purchases.id)),
    db.select().from(birthData).where(eq(birthData.userId, userId)),
    db
      .select()
      .from(freeSignups)
      .where(eq(freeSignups.userId, userId))
      .orderBy(desc(freeSignups.createdAt), desc(freeSignups.id)),
  ]);
  if (!user) throw new AppError('not_found', adminMessages.customerNotFound);
  return {
    user: toAdminCustomer(user),
    purchases: orders.map(toAdminOrder),
    birthData: birth
      ? {
          birthDate: birth.birthDate,
          birthTimeUnknown: birth.birthTime === null,
          birthTime: birth.birthTime ?? '',
          birthLocation: birth.birthLocation,
        }
      : null,
    strategicAlignments: await latestQuestionnaires(
      db,
      orders.map((order) => order.id),
    ),
    freeSignups: signups.map((signup) => ({
      id: signup.id,
      fullName: signup.fullName,
      birthDate: signup.birthDate,
      birthTime: signup.birthTime,
      birthLocation: signup.birthLocation,
      createdAt: signup.createdAt.toISOString(),
    })),
  };
}
