import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminMessages,
  bulkProcessingStatusInputSchema,
  orderListQuerySchema,
  updateOrderInputSchema,
} from '../../../common/admin';
import { adminActor, adminOf } from '../sign-in/admin-sign-ins';
import { orderDetail } from './order-detail';
import { bulkUpdateProcessingStatus, updateOrder } from './order-updates';
import { listOrders } from './order-list';
import { ordersCsv } from './orders-csv';
import { attachmentDisposition, PRIVATE_FILE_HEADERS } from '../../web/attachment';
import { forAdmins } from '../../sign-ins/route-access';
import { openUploadDownload, UPLOAD_NOT_FOUND } from './upload-download';

const orderParamsSchema = z.object({
  purchaseId: z.uuid({ error: adminMessages.orderNotFound }),
});
const uploadParamsSchema = z.object({ uploadId: z.uuid({ error: UPLOAD_NOT_FOUND }) });

/**
 * The admin API's orders (docs/product.md §7, decision 067 and 9): lists, search, CSV, the
 * purchase page, its edits and its uploads. Every route is `forAdmins`: its guard
 * (`sign-in/admin-sign-ins.ts`) has refused callers without an admin session and cross-site
 * mutations. The customers' and the dashboard's routes sit in their own folders.
 */
export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, clock } = app.deps;

  for (const url of ['/api/admin/purchases', '/api/admin/search/purchases']) {
    app.get(url, forAdmins, async (request) =>
      listOrders(db, orderListQuerySchema.parse(request.query), clock()),
    );
  }

  app.get('/api/admin/purchases.csv', forAdmins, async (request, reply) => {
    const query = orderListQuerySchema.parse(request.query);
    const stream = await ordersCsv(db, query, { now: clock() });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`orders-${day}.csv`))
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  app.get('/api/purchase/:purchaseId', forAdmins, async (request) => {
    const { purchaseId } = orderParamsSchema.parse(request.params);
    return orderDetail(db, purchaseId, clock());
  });

  app.patch('/api/admin/purchase/:purchaseId', forAdmins, async (request) => {
    const { purchaseId } = orderParamsSchema.parse(request.params);
    const input = updateOrderInputSchema.parse(request.body);
    return updateOrder(db, {
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
