import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMessages } from '../../../common/admin';
import { calendarDateOf } from '../../../common/business-days';
import { assignReaderInputSchema, readingQueueQuerySchema } from '../../../common/reading-queue';
import { forAdmins } from '../../sign-ins/route-access';
import { adminActor, adminOf } from '../sign-in/admin-sign-ins';
import { readingQueueCounts } from './queue-counts';
import { assignReader, listReaders } from './reader-assignment';
import { readingQueue } from './reading-queue';

const orderParamsSchema = z.object({
  purchaseId: z.uuid({ error: adminMessages.orderNotFound }),
});

/**
 * The readers' queue (issue 24, decision 261): its pages, its counts for the dashboard, the
 * readers an order can go to, and the assignment. Every route is `forAdmins`, its guard
 * refusing callers without an admin session and cross-site writes.
 */
export async function adminReadingQueueRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.deps;
  const holidays = new Set(config.SHOP_HOLIDAYS);

  app.get('/api/admin/readings', forAdmins, async (request) =>
    readingQueue(db, {
      query: readingQueueQuerySchema.parse(request.query),
      adminId: adminOf(request).id,
      holidays,
      today: calendarDateOf(clock()),
    }),
  );

  app.get('/api/admin/readings/counts', forAdmins, async () =>
    readingQueueCounts(db, { today: calendarDateOf(clock()), holidays }),
  );

  app.get('/api/admin/readers', forAdmins, async () => ({
    readers: await listReaders(db, config.ADMIN_EMAILS),
  }));

  app.put('/api/admin/purchase/:purchaseId/reader', forAdmins, async (request) => {
    const { purchaseId } = orderParamsSchema.parse(request.params);
    const { readerId } = assignReaderInputSchema.parse(request.body);
    return assignReader(db, {
      purchaseId,
      readerId,
      allowList: config.ADMIN_EMAILS,
      actor: adminActor(adminOf(request)),
    });
  });
}
