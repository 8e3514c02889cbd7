import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMessages } from '../../../common/admin';
import { customerExportFileName, eraseCustomerInputSchema } from '../../../common/customer-data';
import { eraseCustomer } from '../../customer-data/customer-erasure';
import { exportCustomer } from '../../customer-data/customer-export';
import { forAdmins } from '../../sign-ins/route-access';
import { attachmentDisposition, PRIVATE_FILE_HEADERS } from '../../web/attachment';
import { adminActor, adminOf } from '../sign-in/admin-sign-ins';

const SMALL_BODY_LIMIT = 8 * 1024;
const customerParamsSchema = z.object({
  userId: z.uuid({ error: adminMessages.customerNotFound }),
});

/**
 * A customer's copy and erasure (the /privacy page's "your rights"), both `forAdmins`: the guard
 * has checked the session and, for the erasure, the Origin; the work is in
 * `customer-data/customer-export.ts` and `customer-data/customer-erasure.ts`.
 */
export async function customerDataRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, clock } = app.deps;

  app.get('/api/admin/client/:userId/export', forAdmins, async (request, reply) => {
    const { userId } = customerParamsSchema.parse(request.params);
    const now = clock();
    const actor = adminActor(adminOf(request));
    const archive = await exportCustomer({ db, storage, log: request.log }, { userId, actor, now });
    return reply
      .type('application/zip')
      .header('content-length', archive.byteLength)
      .header('content-disposition', attachmentDisposition(customerExportFileName(userId, now)))
      .headers(PRIVATE_FILE_HEADERS)
      .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
  });

  const eraseOptions = { ...forAdmins, bodyLimit: SMALL_BODY_LIMIT };
  app.post('/api/admin/client/:userId/erase', eraseOptions, async (request) => {
    const { userId } = customerParamsSchema.parse(request.params);
    const input = eraseCustomerInputSchema.parse(request.body ?? {});
    const actor = adminActor(adminOf(request));
    return eraseCustomer({ db, storage, log: request.log }, { userId, input, actor, now: clock() });
  });
}
