import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  bookSessionInputSchema,
  cancelSessionInputSchema,
  moveSessionInputSchema,
  orderSessionsInputSchema,
  type OrderSessionsView,
  type SlotTakenReply,
} from '../../common/bookings';
import { orderStatusMessages } from '../../common/order-status';
import { bookingRulesOf } from '../bookings/rules';
import { bookSession } from '../bookings/book-session';
import { cancelBooking } from '../bookings/cancel-booking';
import { requirePaid } from '../bookings/change-checks';
import { moveBooking } from '../bookings/move-booking';
import { SlotTakenError, type BookingDeps } from '../bookings/slots';
import { orderSessionsView } from '../bookings/view';
import { AppError } from '../errors';
import { findOrderOfLink } from '../orders/order-status';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { linkHolderRoutes, privately } from '../web/link-holder-routes';
import type { RateLimit } from '../web/rate-limit';

/** A token, a session, a time and a zone fit well under 1 KB. */
const SESSION_BODY_LIMIT = 1024;
/** A customer books a few sessions; a script trying tokens or times tries hundreds. */
const sessionLimit: RateLimit = { bucket: 'order-sessions', limit: 60, windowSeconds: 600 };

/**
 * The reading page's sessions, behind the order's private link (decision 120): the token in the
 * body names the order, so a forged or foreign one gets the order page's own 404.
 */
export async function orderSessionRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const orderAccess = createOrderAccessTokensFor(config);
  const deps: BookingDeps = { db, rules: bookingRulesOf(config), now: () => app.deps.clock() };
  const options = linkHolderRoutes(db, config)(sessionLimit, SESSION_BODY_LIMIT);

  async function orderOf(token: string) {
    const purchase = await findOrderOfLink(db, orderAccess, token);
    if (!purchase) throw new AppError('not_found', orderStatusMessages.notFound);
    return purchase;
  }

  async function answer(
    reply: FastifyReply,
    orderToken: string,
    change: () => Promise<unknown>,
  ): Promise<OrderSessionsView | SlotTakenReply> {
    privately(reply);
    try {
      await change();
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      reply.status(409);
      return { error: 'conflict', message: error.message, nextSlots: error.nextSlots };
    }
    return orderSessionsView(deps, await orderOf(orderToken), config.SUPPORT_EMAIL);
  }

  app.post('/api/order-sessions', options, async (request, reply): Promise<OrderSessionsView> => {
    const input = orderSessionsInputSchema.parse(request.body);
    privately(reply);
    const purchase = await orderOf(input.token);
    // No free times for an order that is not paid, as no booking either (decision 301).
    requirePaid(purchase);
    return orderSessionsView(deps, purchase, config.SUPPORT_EMAIL);
  });

  app.post('/api/order-sessions/book', options, async (request, reply) => {
    const input = bookSessionInputSchema.parse(request.body);
    const purchase = await orderOf(input.token);
    return answer(reply, input.token, () =>
      bookSession(deps, {
        purchase,
        sessionKey: input.sessionKey,
        startsAt: input.startsAt,
        timeZone: input.timeZone,
        actor: 'customer',
        idempotencyKey: input.idempotencyKey,
      }),
    );
  });

  app.post('/api/order-sessions/move', options, async (request, reply) => {
    const input = moveSessionInputSchema.parse(request.body);
    const purchase = await orderOf(input.token);
    return answer(reply, input.token, () =>
      moveBooking(deps, {
        purchase,
        bookingId: input.bookingId,
        startsAt: input.startsAt,
        actor: 'customer',
        idempotencyKey: input.idempotencyKey,
      }),
    );
  });

  app.post('/api/order-sessions/cancel', options, async (request, reply) => {
    const input = cancelSessionInputSchema.parse(request.body);
    const purchase = await orderOf(input.token);
    return answer(reply, input.token, () =>
      cancelBooking(deps, {
        purchase,
        bookingId: input.bookingId,
        actor: 'customer',
        idempotencyKey: input.idempotencyKey,
      }),
    );
  });
}
