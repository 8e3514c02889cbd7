import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mailboxKey } from '../../common/affiliate';
import {
  orderLookupInputSchema,
  orderStatusMessages,
  orderTokenInputSchema,
  type OrderStatusView,
  type OrderSummary,
} from '../../common/order-status';
import { AppError } from '../errors';
import {
  findOrderByReference,
  findOrderOfLink,
  findVisibleOrder,
  orderStatusView,
  orderSummaryOf,
} from '../orders/order-status';
import {
  beginLoginAttempt,
  clearLoginFailures,
  type ThrottleLimits,
} from '../sign-ins/login-throttle';
import { findGift } from '../orders/gifts';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { createOriginCheck } from '../sign-ins/origin-check';
import { createDownloadLinksFor } from '../storage';
import { linkHolderRoutes, privately } from '../web/link-holder-routes';
import { rateLimited, type RateLimit } from '../web/rate-limit';
import { forAnyone } from '../sign-ins/route-access';

/** A reference and an e-mail, or a token, are well under 1 KB. */
const LOOKUP_BODY_LIMIT = 2 * 1024;

/** Guessing a reference needs the e-mail too; a few wrong tries per inbox, a few dozen per address. */
export const orderLookupLimits: ThrottleLimits = { perEmailAndIp: 5, perIp: 20, windowMinutes: 15 };

/** Private links and the success page: a buyer opens a few; a script trying ids opens thousands. */
const orderLinkLimit: RateLimit = { bucket: 'order-link', limit: 60, windowSeconds: 600 };

const orderParamsSchema = z.object({ purchaseId: z.uuid() });

/**
 * Order status without an account: `POST /api/order-status` (reference + e-mail, throttled per
 * client address), `POST /api/order-status/link` (the private link's token) and
 * `GET /api/order-summary/:purchaseId` for the success page. Every wrong combination gets the
 * same 404 and message.
 */
export async function orderStatusRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, clock } = app.deps;
  const checkOrigin = createOriginCheck(config.PUBLIC_URL);
  const links = createDownloadLinksFor(config);
  const orderAccess = createOrderAccessTokensFor(config);
  const notFound = () => new AppError('not_found', orderStatusMessages.notFound);

  app.post(
    '/api/order-status',
    { ...forAnyone, onRequest: checkOrigin, bodyLimit: LOOKUP_BODY_LIMIT },
    async (request, reply): Promise<OrderStatusView> => {
      const input = orderLookupInputSchema.parse(request.body);
      privately(reply);
      const attemptKey = {
        scope: 'order-status',
        emailKey: mailboxKey(input.email),
        ipAddress: request.ip,
      };
      const { isAllowed } = await beginLoginAttempt(db, attemptKey, orderLookupLimits);
      if (!isAllowed) {
        reply.header('retry-after', String(orderLookupLimits.windowMinutes * 60));
        throw new AppError('too_many_requests', orderStatusMessages.tooManyAttempts);
      }
      const purchase = await findOrderByReference(db, input);
      if (!purchase) throw notFound();
      await clearLoginFailures(db, attemptKey);
      // The recipient's birth data, charts and answers are theirs (decision 356).
      if (await findGift(db, purchase.id)) {
        throw new AppError('forbidden', orderStatusMessages.giftUseLink);
      }
      return orderStatusView(db, purchase, links, {
        supportEmail: config.SUPPORT_EMAIL,
        holidays: new Set(config.SHOP_HOLIDAYS),
        now: clock(),
      });
    },
  );

  app.post(
    '/api/order-status/link',
    linkHolderRoutes(db, config)(orderLinkLimit, LOOKUP_BODY_LIMIT),
    async (request, reply): Promise<OrderStatusView> => {
      privately(reply);
      const parsed = orderTokenInputSchema.safeParse(request.body);
      if (!parsed.success) throw notFound();
      const purchase = await findOrderOfLink(db, orderAccess, parsed.data.token);
      if (!purchase) throw notFound();
      return orderStatusView(db, purchase, links, {
        supportEmail: config.SUPPORT_EMAIL,
        holidays: new Set(config.SHOP_HOLIDAYS),
        now: clock(),
        orderToken: parsed.data.token,
      });
    },
  );

  // The purchase id is the buyer's own random capability (decision 065); the reply
  // names the product and the amount, never the person, and gives no status link.
  app.get(
    '/api/order-summary/:purchaseId',
    { ...forAnyone, preHandler: rateLimited(db, orderLinkLimit) },
    async (request, reply): Promise<OrderSummary> => {
      privately(reply);
      const params = orderParamsSchema.safeParse(request.params);
      const purchase = params.success
        ? await findVisibleOrder(db, params.data.purchaseId)
        : undefined;
      if (!purchase || purchase.paymentStatus !== 'completed') throw notFound();
      return orderSummaryOf(purchase, (await findGift(db, purchase.id)) !== undefined);
    },
  );
}
