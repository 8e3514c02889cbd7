import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  discountCodeInputSchema,
  discountCodeMessages,
  type AdminDiscountCode,
} from '../../../common/discount-codes';
import { forAdmins } from '../../sign-ins/route-access';
import { adminActor, adminOf } from '../sign-in/admin-sign-ins';
import { archiveDiscountCode, createDiscountCode, listDiscountCodes } from './codes';

const small = { ...forAdmins, bodyLimit: 8 * 1024 };
const codeParamsSchema = z.object({ id: z.uuid({ error: discountCodeMessages.notFound }) });

/**
 * The admin's discount codes (issue 40): the list with what each brought, a new code, and
 * archiving one. Every route is `forAdmins`: its guard checks the session and, for changes, the
 * Origin, before the handler reads or writes anything.
 */
export async function adminCodeRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/admin/codes', forAdmins, async (): Promise<AdminDiscountCode[]> =>
    listDiscountCodes(db),
  );

  app.post('/api/admin/codes', small, async (request, reply) => {
    const admin = adminOf(request);
    const input = discountCodeInputSchema.parse(request.body);
    const created = await createDiscountCode(db, input, admin.id);
    request.log.info({ codeId: created.id, actor: adminActor(admin) }, 'discount code created');
    return reply.status(201).send(created);
  });

  app.post('/api/admin/codes/:id/archive', small, async (request, reply) => {
    const admin = adminOf(request);
    const { id } = codeParamsSchema.parse(request.params);
    await archiveDiscountCode(db, id, clock());
    request.log.info({ codeId: id, actor: adminActor(admin) }, 'discount code archived');
    return reply.status(204).send();
  });
}
