import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMessages } from '../../../common/admin';
import { customerMessageInputSchema } from '../../../common/customer-message';
import {
  freeSignupBirthplaceInputSchema,
  freeSignupMessages,
} from '../../../common/free-signup-correction';
import { forAdmins } from '../../sign-ins/route-access';
import { adminActor, adminOf } from '../sign-in/admin-sign-ins';
import { messageCustomer } from './customer-messages';
import { correctFreeSignupBirthplace } from './free-signup-birthplace';

const orderParamsSchema = z.object({
  purchaseId: z.uuid({ error: adminMessages.orderNotFound }),
});
const signupParamsSchema = z.object({
  signupId: z.uuid({ error: freeSignupMessages.notFound }),
});

/**
 * Talking to customers (issue 24): a message about an order, and a free sign-up's corrected
 * birthplace with its summary sent again. `forAdmins` checks the session and the Origin.
 */
export async function adminMessageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.post(
    '/api/admin/purchase/:purchaseId/message',
    { ...forAdmins, bodyLimit: 64 * 1024 },
    async (request) => {
      const { purchaseId } = orderParamsSchema.parse(request.params);
      const input = customerMessageInputSchema.parse(request.body);
      return messageCustomer(db, { purchaseId, input, actor: adminActor(adminOf(request)) });
    },
  );

  app.put(
    '/api/admin/free-signups/:signupId/birthplace',
    { ...forAdmins, bodyLimit: 4 * 1024 },
    async (request) => {
      const { signupId } = signupParamsSchema.parse(request.params);
      const input = freeSignupBirthplaceInputSchema.parse(request.body);
      return correctFreeSignupBirthplace(db, { signupId, input });
    },
  );
}
