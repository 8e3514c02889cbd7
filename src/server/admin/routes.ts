import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminMessages,
  bulkProcessingStatusInputSchema,
  purchaseListQuerySchema,
  updatePurchaseInputSchema,
  userListQuerySchema,
} from '../../common/admin';
import { adminActor, adminOf } from './admin-session';
import { clientDetail, purchaseDetail } from './admin-detail';
import { adminStats } from './admin-stats';
import { bulkUpdateProcessingStatus, updatePurchase } from './purchase-updates';
import { listPurchases } from './purchase-list';
import { purchasesCsv } from './purchases-csv';
import { attachmentDisposition, PRIVATE_FILE_HEADERS } from '../web/attachment';
import { forAdmins } from '../sessions/route-access';
import { openUploadDownload, UPLOAD_NOT_FOUND } from './upload-download';
import { listUsers } from './user-list';

const userParamsSchema = z.object({ userId: z.uuid({ error: adminMessages.clientNotFound }) });
const purchaseParamsSchema = z.object({
  purchaseId: z.uuid({ error: adminMessages.purchaseNotFound }),
});
const uploadParamsSchema = z.object({ uploadId: z.uuid({ error: UPLOAD_NOT_FOUND }) });

/**
 * The admin API (SPEC.md 7, DESIGN.md decisions 7 and 9). Every route is `forAdmins`: its guard
 * (`admin-session.ts`) has refused callers without an admin session and cross-site mutations.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, clock } = app.deps;

  app.get('/api/admin/stats', forAdmins, async () => adminStats(db));

  for (const url of ['/api/admin/users', '/api/admin/search/users']) {
    app.get(url, forAdmins, async (request) =>
      listUsers(db, userListQuerySchema.parse(request.query)),
    );
  }

  for (const url of ['/api/admin/purchases', '/api/admin/search/purchases']) {
    app.get(url, forAdmins, async (request) =>
      listPurchases(db, purchaseListQuerySchema.parse(request.query)),
    );
  }

  app.get('/api/admin/purchases.csv', forAdmins, async (request, reply) => {
    const query = purchaseListQuerySchema.parse(request.query);
    const stream = await purchasesCsv(db, query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`orders-${day}.csv`))
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  app.get('/api/admin/client/:userId', forAdmins, async (request) => {
    const { userId } = userParamsSchema.parse(request.params);
    return clientDetail(db, userId);
  });

  app.get('/api/purchase/:purchaseId', forAdmins, async (request) => {
    const { purchaseId } = purchaseParamsSchema.parse(request.params);
    return purchaseDetail(db, purchaseId, clock());
  });

  app.patch('/api/admin/purchase/:purchaseId', forAdmins, async (request) => {
    const { purchaseId } = purchaseParamsSchema.parse(request.params);
    const input = updatePurchaseInputSchema.parse(request.body);
    return updatePurchase(db, {
      purchaseId,
      input,
      actor: adminActor(adminOf(request)),
      now: clock(),
    });
  });

  app.post('/api/admin/purchases/bulk-status', forAdmins, async (request) => {
    const input = bulkProcessingStatusInputSchema.parse(request.body);
    return bulkUpdateProcessingStatus(db, input, adminActor(adminOf(request)));
  });

  app.get('/api/admin/uploads/:uploadId/download', forAdmins, async (request, reply) => {
    const { uploadId } = uploadParamsSchema.parse(request.params);
    const download = await openUploadDownload({ db, storage }, uploadId);
    if (download.size !== null) reply.header('content-length', download.size);
    return reply
      .type(download.contentType)
      .header('content-disposition', attachmentDisposition(download.fileName))
      .headers(PRIVATE_FILE_HEADERS)
      .send(download.stream);
  });
}
