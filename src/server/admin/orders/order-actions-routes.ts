import type { FastifyError, FastifyInstance } from 'fastify';
import { reviewRequestsFor } from '../../orders/review-requests';
import { z } from 'zod';
import { adminMessages } from '../../../common/admin';
import {
  adminActionMessages,
  attachReportQuerySchema,
  deliverReportsInputSchema,
  refundInputSchema,
  regenerateReportInputSchema,
  REPORT_MAX_BYTES,
  resendConfirmationInputSchema,
} from '../../../common/admin-actions';
import { createDownloadLinksFor } from '../../storage';
import { forAdmins } from '../../sign-ins/route-access';
import { attachmentDisposition, PRIVATE_FILE_HEADERS } from '../../web/attachment';
import { PDF } from '../../storage/file-content';
import { adminActor, adminOf } from '../sign-in/admin-sign-ins';
import {
  attachReport,
  deliverReports,
  listReports,
  openOrderFile,
  reissueDownloadLinks,
  removeReport,
  type DeliveryDeps,
} from './deliveries';
import { refundOrder, refundUpgrade } from './refunds';
import { regenerateReport } from './report-regeneration';
import { resendConfirmation } from './resend-confirmation';
import { clearUnsubmittedUpload } from './upload-clearing';

const SMALL_BODY_LIMIT = 8 * 1024;
const orderParamsSchema = z.object({ id: z.uuid({ error: adminMessages.orderNotFound }) });
const fileParamsSchema = orderParamsSchema.extend({
  fileId: z.uuid({ error: adminActionMessages.fileNotFound }),
});
const uploadParamsSchema = orderParamsSchema.extend({
  uploadId: z.uuid({ error: adminActionMessages.uploadNotFound }),
});

/**
 * What an admin does to an order from its page: re-send the confirmation, refund, attach and
 * deliver report files, clear a customer's unsubmitted upload. Every route is `forAdmins`: its
 * guard has checked the session and, for mutations, the Origin; each handler parses, calls one
 * service and returns its result.
 */
export async function adminOrderActionRoutes(app: FastifyInstance): Promise<void> {
  const { db, payments, storage, config } = app.deps;
  const deliveryDeps: DeliveryDeps = {
    db,
    storage,
    links: createDownloadLinksFor(config),
    reviewRequests: reviewRequestsFor(config),
  };
  const small = { ...forAdmins, bodyLimit: SMALL_BODY_LIMIT };

  app.post('/api/admin/purchase/:id/resend-confirmation', small, async (request) => {
    const { id } = orderParamsSchema.parse(request.params);
    const { email } = resendConfirmationInputSchema.parse(request.body ?? {});
    return resendConfirmation(db, { purchaseId: id, email, actor: adminActor(adminOf(request)) });
  });

  app.post('/api/admin/purchase/:id/refund', small, async (request) => {
    const { id } = orderParamsSchema.parse(request.params);
    const { reason } = refundInputSchema.parse(request.body);
    const actor = adminActor(adminOf(request));
    return refundOrder({ db, payments, now: app.deps.clock }, { purchaseId: id, reason, actor });
  });

  // The latest upgrade's difference only; the order stays, as the lower product (decision 358).
  app.post('/api/admin/purchase/:id/refund-upgrade', small, async (request) => {
    const { id } = orderParamsSchema.parse(request.params);
    const { reason } = refundInputSchema.parse(request.body);
    const actor = adminActor(adminOf(request));
    return refundUpgrade({ db, payments, now: app.deps.clock }, { purchaseId: id, reason, actor });
  });

  app.get('/api/admin/purchase/:id/files', forAdmins, async (request) => {
    const { id } = orderParamsSchema.parse(request.params);
    return listReports(db, id);
  });

  app.get('/api/admin/purchase/:id/files/:fileId/download', forAdmins, async (request, reply) => {
    const { id, fileId } = fileParamsSchema.parse(request.params);
    const { file, body } = await openOrderFile({ db, storage }, { purchaseId: id, fileId });
    return reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .headers(PRIVATE_FILE_HEADERS)
      .send(body);
  });

  app.delete('/api/admin/purchase/:id/files/:fileId', small, async (request, reply) => {
    const { id, fileId } = fileParamsSchema.parse(request.params);
    const actor = adminActor(adminOf(request));
    await removeReport(deliveryDeps, { purchaseId: id, fileId, actor });
    return reply.status(204).send();
  });

  app.delete('/api/admin/purchase/:id/uploads/:uploadId', small, async (request) => {
    const { id, uploadId } = uploadParamsSchema.parse(request.params);
    const actor = adminActor(adminOf(request));
    return clearUnsubmittedUpload({ db, storage }, { purchaseId: id, uploadId, actor });
  });

  app.post('/api/admin/purchase/:id/deliver', small, async (request) => {
    const { id } = orderParamsSchema.parse(request.params);
    const { fileIds } = deliverReportsInputSchema.parse(request.body);
    const actor = adminActor(adminOf(request));
    return deliverReports(deliveryDeps, { purchaseId: id, fileIds, actor });
  });

  app.post('/api/admin/purchase/:id/regenerate-report', small, async (request) => {
    const { id } = orderParamsSchema.parse(request.params);
    const { birthData } = regenerateReportInputSchema.parse(request.body ?? {});
    const actor = adminActor(adminOf(request));
    return regenerateReport(db, { purchaseId: id, birthData, actor });
  });

  app.post('/api/admin/purchase/:id/reissue-links', small, async (request) => {
    const { id } = orderParamsSchema.parse(request.params);
    const actor = adminActor(adminOf(request));
    return reissueDownloadLinks(deliveryDeps, { purchaseId: id, actor });
  });

  await app.register(async (scope) => {
    // Only this route takes a raw body: the PDF itself, buffered up to 25 MB.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      PDF,
      { parseAs: 'buffer', bodyLimit: REPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413) {
        return reply
          .status(413)
          .send({ error: 'payload_too_large', message: adminActionMessages.fileTooLarge });
      }
      if (error.statusCode === 415) {
        return reply
          .status(415)
          .send({ error: 'unsupported_media_type', message: adminActionMessages.notPdf });
      }
      throw error;
    });

    scope.put(
      '/api/admin/purchase/:id/files',
      { ...forAdmins, bodyLimit: REPORT_MAX_BYTES },
      async (request) => {
        const { id } = orderParamsSchema.parse(request.params);
        const { name } = attachReportQuerySchema.parse(request.query);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const actor = adminActor(adminOf(request));
        return attachReport(deliveryDeps, { purchaseId: id, fileName: name, body, actor });
      },
    );
  });
}
