import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { orderTokenInputSchema } from '../../common/order-status';
import {
  customerSupportMessageInputSchema,
  supportMessageInputSchema,
  supportMessages as supportCopy,
  type SupportInbox,
  type SupportThreadView,
} from '../../common/support';
import { AppError } from '../errors';
import { findOrder } from '../orders/orders';
import { findOrderOfLink } from '../orders/order-status';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { forAdmins } from '../sign-ins/route-access';
import { linkHolderRoutes, privately } from '../web/link-holder-routes';
import type { RateLimit } from '../web/rate-limit';
import { supportInbox } from './inbox';
import { markThreadRead, supportThreadView } from './thread';
import { writeCustomerMessage, writeReaderMessage } from './write-message';

/** A token and a message of at most 4,000 characters (up to 4 bytes each in UTF-8). */
const MESSAGE_BODY_LIMIT = 20 * 1024;
const THREAD_BODY_LIMIT = 2 * 1024;

/** Opening the thread: a buyer opens it a few times; a script trying tokens, thousands. */
const threadLimit: RateLimit = { bucket: 'order-support-thread', limit: 60, windowSeconds: 600 };

const orderParamsSchema = z.object({
  purchaseId: z.uuid({ error: 'No such order.' }),
});

function signedInAdmin(request: FastifyRequest) {
  if (!request.admin) throw new AppError('unauthorized', 'Sign in to the admin area first.');
  return request.admin;
}

/**
 * Support on the order (decision 282). The customer's side answers the private order link's
 * token (in the body, as the order page's own lookup does); the reader's side is `forAdmins`.
 * Every wrong token, unpaid order or product without support gets the same 404.
 */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, clock } = app.deps;
  const forLinkHolders = linkHolderRoutes(db, config);
  const orderAccess = createOrderAccessTokensFor(config);
  const deps = { db, supportEmail: config.SUPPORT_EMAIL };
  const notFound = () => new AppError('not_found', supportCopy.notFound);

  async function orderOfToken(token: string) {
    const purchase = await findOrderOfLink(db, orderAccess, token);
    if (!purchase) throw notFound();
    return purchase;
  }

  app.post(
    '/api/order-support/thread',
    forLinkHolders(threadLimit, THREAD_BODY_LIMIT),
    async (request, reply): Promise<SupportThreadView> => {
      privately(reply);
      const parsed = orderTokenInputSchema.safeParse(request.body);
      if (!parsed.success) throw notFound();
      const purchase = await orderOfToken(parsed.data.token);
      const now = clock();
      await markThreadRead(db, purchase.id, 'customer', now);
      return supportThreadView(db, purchase, 'customer', now);
    },
  );

  app.post(
    '/api/order-support/messages',
    forLinkHolders(threadLimit, MESSAGE_BODY_LIMIT),
    async (request, reply): Promise<SupportThreadView> => {
      privately(reply);
      const token = orderTokenInputSchema.safeParse(request.body);
      if (!token.success) throw notFound();
      const purchase = await orderOfToken(token.data.token);
      const input = customerSupportMessageInputSchema.parse(request.body);
      return writeCustomerMessage(deps, {
        purchaseId: purchase.id,
        body: input.body,
        now: clock(),
      });
    },
  );

  app.get('/api/admin/support/inbox', forAdmins, async (): Promise<SupportInbox> =>
    supportInbox(db, clock()),
  );

  app.get(
    '/api/admin/support/purchases/:purchaseId',
    forAdmins,
    async (request): Promise<SupportThreadView> => {
      const { purchaseId } = orderParamsSchema.parse(request.params);
      const purchase = await findOrder(db, purchaseId);
      if (!purchase) throw new AppError('not_found', 'No such order.');
      return supportThreadView(db, purchase, 'reader', clock());
    },
  );

  // A reader opened the thread: the customer's messages are seen (their page says so).
  app.post(
    '/api/admin/support/purchases/:purchaseId/read',
    { ...forAdmins, bodyLimit: THREAD_BODY_LIMIT },
    async (request, reply) => {
      const { purchaseId } = orderParamsSchema.parse(request.params);
      const purchase = await findOrder(db, purchaseId);
      if (!purchase) throw new AppError('not_found', 'No such order.');
      await markThreadRead(db, purchase.id, 'reader', clock());
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/support/purchases/:purchaseId/messages',
    { ...forAdmins, bodyLimit: MESSAGE_BODY_LIMIT },
    async (request): Promise<SupportThreadView> => {
      const admin = signedInAdmin(request);
      const { purchaseId } = orderParamsSchema.parse(request.params);
      const input = supportMessageInputSchema.parse(request.body);
      return writeReaderMessage(deps, { purchaseId, body: input.body, now: clock(), admin });
    },
  );
}
