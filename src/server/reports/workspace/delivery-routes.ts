import { bookingRulesOf } from '../../bookings/rules';
import { reviewRequestsFor } from '../../orders/review-requests';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deliverInputSchema, workspaceMessages } from '../../../common/workspace';
import { AppError } from '../../errors';
import { mailContextOf } from '../../mail/mailer';
import { forAdmins } from '../../sign-ins/route-access';
import { createDownloadLinksFor } from '../../storage';
import { attachmentDisposition, PRIVATE_FILE_HEADERS } from '../../web/attachment';
import { rateLimited, type RateLimit } from '../../web/rate-limit';
import { describeDelivery, renderWrittenReadingPdf, type WrittenReadingDeps } from '../written';
import { createThreadedReportRenderer } from '../render-pool';
import { deliverFromWorkspace } from './deliver-from-workspace';
import { refuseContradictions } from './fact-check';
import { savedSections } from './saved-sections';
import { workspaceOrder } from './workspace-order';

/** Drawing a PDF takes a second or more of a core: a reader previews now and then, not in a loop. */
export const deliveryLimits = {
  preview: { bucket: 'workspace-preview', limit: 30, windowSeconds: 600 },
  deliver: { bucket: 'workspace-deliver', limit: 10, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

const orderParams = z.object({ purchaseId: z.uuid({ error: workspaceMessages.orderNotFound }) });

/**
 * Preview and delivery of the reading from the workspace: what the server holds (the autosaved
 * drafts), drawn by the written reading's own PDF (`reports/written`). Delivery needs the
 * checklist complete and the version the confirmation showed (`deliver-from-workspace.ts`).
 */
export async function workspaceDeliveryRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, config, clock } = app.deps;
  // Drawn on the process's drawing thread, so a preview never stalls the other requests; what
  // the app still waits for when it closes fails with it.
  const renderer = createThreadedReportRenderer(app.log);
  app.addHook('onClose', async () => renderer.close());
  const written = (): WrittenReadingDeps => ({
    db,
    storage,
    links: createDownloadLinksFor(config),
    reviewRequests: reviewRequestsFor(config),
    context: { ...mailContextOf(config), now: clock() },
    draw: (request) => renderer.renderWritten(request),
    unbookedReminderDays: bookingRulesOf(config).unbookedReminderDays,
  });

  app.get(
    '/api/admin/reading/:purchaseId/preview',
    { ...forAdmins, preHandler: rateLimited(db, deliveryLimits.preview) },
    async (request, reply) => {
      const { purchaseId } = orderParams.parse(request.params);
      const { product } = await workspaceOrder(db, purchaseId);
      const sections = await savedSections(db, product, purchaseId);
      const pdf = await renderWrittenReadingPdf(written(), { purchaseId, sections });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachmentDisposition('Preview of the reading.pdf').replace(/^attachment/, 'inline'),
        )
        .headers(PRIVATE_FILE_HEADERS)
        .send(pdf);
    },
  );

  app.get('/api/admin/reading/:purchaseId/delivery', forAdmins, async (request) => {
    const { purchaseId } = orderParams.parse(request.params);
    await workspaceOrder(db, purchaseId);
    return describeDelivery(db, purchaseId);
  });

  app.post(
    '/api/admin/reading/:purchaseId/deliver',
    { ...forAdmins, bodyLimit: 4096, preHandler: rateLimited(db, deliveryLimits.deliver) },
    async (request) => {
      const { purchaseId } = orderParams.parse(request.params);
      const reader = request.admin;
      if (!reader) throw new AppError('unauthorized', 'Please sign in as an administrator.');
      const order = await workspaceOrder(db, purchaseId);
      const input = deliverInputSchema.parse(request.body);
      const sections = await savedSections(db, order.product, purchaseId);
      await refuseContradictions(db, order.purchase, sections, clock());
      return deliverFromWorkspace(db, written(), { order, input, readerId: reader.id });
    },
  );
}
