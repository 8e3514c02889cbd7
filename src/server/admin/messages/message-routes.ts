import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMessages } from '../../../common/admin';
import { customerMessageInputSchema } from '../../../common/customer-message';
import { forAdmins } from '../../sessions/route-access';
import { adminActor, adminOf } from '../sign-in/admin-session';
import { messageCustomer } from './customer-messages';

const purchaseParamsSchema = z.object({
  purchaseId: z.uuid({ error: adminMessages.purchaseNotFound }),
});

/** An admin writes an order's customer (issue 24); `forAdmins` checks session and Origin. */
export async function adminMessageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.post(
    '/api/admin/purchase/:purchaseId/message',
    { ...forAdmins, bodyLimit: 64 * 1024 },
    async (request) => {
      const { purchaseId } = purchaseParamsSchema.parse(request.params);
      const input = customerMessageInputSchema.parse(request.body);
      return messageCustomer(db, { purchaseId, input, actor: adminActor(adminOf(request)) });
    },
  );
}
