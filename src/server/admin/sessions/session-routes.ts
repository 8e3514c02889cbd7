import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { adminMessages } from '../../../common/admin';
import {
  adminBookSessionInputSchema,
  adminMoveSessionInputSchema,
  adminSessionActionInputSchema,
  readerSettingsInputSchema,
  sessionCalendarQuerySchema,
  type SessionCalendarView,
  type SlotTakenReply,
} from '../../../common/bookings';
import { readerHoursBetween, sessionsBetween } from '../../bookings/calendar';
import { readerSettingsOf, saveReaderSettings } from '../../bookings/readers';
import { bookingRulesOf } from '../../bookings/rules';
import { bookSession } from '../../bookings/book-session';
import { cancelBooking } from '../../bookings/cancel-booking';
import { markBooking } from '../../bookings/mark-booking';
import { moveBooking } from '../../bookings/move-booking';
import { SlotTakenError, type BookingDeps } from '../../bookings/slots';
import { orderBookings, orderSessionsView } from '../../bookings/view';
import { AppError } from '../../errors';
import { findOrder } from '../../orders/orders';
import { forAdmins } from '../../sign-ins/route-access';
import { adminActor, adminOf } from '../sign-in/admin-sign-ins';

const orderParamsSchema = z.object({
  purchaseId: z.uuid({ error: adminMessages.orderNotFound }),
});

/**
 * The admin's sessions: their own hours ("My hours"), the calendar of every reader's sessions,
 * and an order's sessions booked, moved, cancelled or marked on the customer's behalf. Every
 * route is `forAdmins` (decision 170).
 */
export async function adminSessionRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const deps: BookingDeps = { db, rules: bookingRulesOf(config), now: () => app.deps.clock() };

  app.get('/api/admin/my-hours', forAdmins, async (request) => {
    return { settings: await readerSettingsOf(db, adminOf(request).id) };
  });

  app.put('/api/admin/my-hours', { ...forAdmins, bodyLimit: 32 * 1024 }, async (request) => {
    const input = readerSettingsInputSchema.parse(request.body);
    return { settings: await saveReaderSettings(db, adminOf(request).id, input) };
  });

  app.get('/api/admin/sessions', forAdmins, async (request) => {
    const query = sessionCalendarQuerySchema.parse(request.query);
    const from = new Date(query.from);
    return {
      sessions: await sessionsBetween(db, from, query.days),
      readerHours: await readerHoursBetween(db, from, query.days, config.SHOP_HOLIDAYS),
    } satisfies SessionCalendarView;
  });

  async function orderOf(params: unknown) {
    const { purchaseId } = orderParamsSchema.parse(params);
    const purchase = await findOrder(db, purchaseId);
    if (!purchase) throw new AppError('not_found', adminMessages.orderNotFound);
    return purchase;
  }

  async function answer(reply: FastifyReply, purchaseId: string, change: () => Promise<unknown>) {
    try {
      await change();
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      reply.status(409);
      return {
        error: 'conflict',
        message: error.message,
        nextSlots: error.nextSlots,
      } satisfies SlotTakenReply;
    }
    return orderSessions(purchaseId);
  }

  async function orderSessions(purchaseId: string) {
    const purchase = await findOrder(db, purchaseId);
    if (!purchase) throw new AppError('not_found', adminMessages.orderNotFound);
    const view = await orderSessionsView(deps, purchase, config.SUPPORT_EMAIL, { isAdmin: true });
    const history = (await orderBookings(deps, purchaseId)).map((booking) => ({
      id: booking.id,
      sessionKey: booking.sessionKey,
      sessionNumber: booking.sessionNumber,
      startsAt: booking.startsAt.toISOString(),
      status: booking.status,
      sequence: booking.sequence,
    }));
    return { ...view, history };
  }

  app.get('/api/admin/purchase/:purchaseId/sessions', forAdmins, async (request) => {
    const purchase = await orderOf(request.params);
    return orderSessions(purchase.id);
  });

  app.post('/api/admin/purchase/:purchaseId/sessions/book', forAdmins, async (request, reply) => {
    const purchase = await orderOf(request.params);
    const input = adminBookSessionInputSchema.parse(request.body);
    const actor = adminActor(adminOf(request));
    return answer(reply, purchase.id, () => bookSession(deps, { purchase, ...input, actor }));
  });

  app.post('/api/admin/purchase/:purchaseId/sessions/move', forAdmins, async (request, reply) => {
    const purchase = await orderOf(request.params);
    const input = adminMoveSessionInputSchema.parse(request.body);
    const actor = adminActor(adminOf(request));
    return answer(reply, purchase.id, () => moveBooking(deps, { purchase, ...input, actor }));
  });

  app.post('/api/admin/purchase/:purchaseId/sessions/action', forAdmins, async (request, reply) => {
    const purchase = await orderOf(request.params);
    const input = adminSessionActionInputSchema.parse(request.body);
    const actor = adminActor(adminOf(request));
    return answer(reply, purchase.id, () =>
      input.action === 'cancel'
        ? cancelBooking(deps, {
            purchase,
            bookingId: input.bookingId,
            actor,
            idempotencyKey: input.idempotencyKey,
          })
        : markBooking(deps, { purchase, bookingId: input.bookingId, outcome: input.action, actor }),
    );
  });
}
