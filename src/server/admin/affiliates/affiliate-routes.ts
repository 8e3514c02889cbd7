import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminAffiliateMessages,
  affiliateListQuerySchema,
  batchPayoutInputSchema,
  createAffiliateInputSchema,
  payoutCsvQuerySchema,
  recordPayoutInputSchema,
  updateAffiliateInputSchema,
  type RecordedPayouts,
} from '../../../common/admin-affiliates';
import { dollarsToCents } from '../../../common/money';
import { AppError } from '../../errors';
import { payoutsWithPayees, recordPayout, recordPayoutsAbove } from '../../payouts/payouts';
import { forAdmins } from '../../sign-ins/route-access';
import { attachmentDisposition } from '../../web/attachment';
import { adminActor, adminOf } from '../sign-in/admin-sign-ins';
import {
  adminAffiliateDetail,
  createAdminAffiliate,
  listAdminAffiliates,
  updateAdminAffiliate,
} from './affiliates';
import { toAdminPayout } from './affiliate-views';
import { payoutsCsv } from './payouts-csv';

const small = { ...forAdmins, bodyLimit: 8 * 1024 };
/** A payout may list up to 1,000 entry ids. */
const payoutOptions = { ...forAdmins, bodyLimit: 64 * 1024 };
const affiliateParamsSchema = z.object({
  id: z.uuid({ error: adminAffiliateMessages.notFound }),
});

/**
 * The admin's affiliate programme: accounts (create with an invitation, rate, active), each
 * one's ledger and payouts, and payout files. Every route is `forAdmins`: its guard has checked
 * the session and, for mutations, the Origin, before the handler reads or writes anything.
 * Statuses are read at the server's clock; no client sends a time.
 */
export async function adminAffiliateRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/admin/affiliates', forAdmins, async (request) =>
    listAdminAffiliates(db, affiliateListQuerySchema.parse(request.query), clock()),
  );

  app.post('/api/admin/affiliates', small, async (request, reply) => {
    const actor = adminActor(adminOf(request));
    const input = createAffiliateInputSchema.parse(request.body);
    const created = await createAdminAffiliate(db, input, clock());
    request.log.info({ affiliateId: created.id, actor }, 'affiliate created');
    return reply.status(201).send(created);
  });

  app.get('/api/admin/affiliates/:id', forAdmins, async (request) => {
    const { id } = affiliateParamsSchema.parse(request.params);
    return adminAffiliateDetail(db, id, clock());
  });

  app.patch('/api/admin/affiliates/:id', small, async (request) => {
    const actor = adminActor(adminOf(request));
    const { id } = affiliateParamsSchema.parse(request.params);
    const input = updateAffiliateInputSchema.parse(request.body);
    const updated = await updateAdminAffiliate(db, id, input, clock());
    request.log.info({ affiliateId: id, change: input, actor }, 'affiliate updated');
    return updated;
  });

  app.post(
    '/api/admin/affiliates/:id/payouts',
    payoutOptions,
    async (request, reply): Promise<RecordedPayouts> => {
      const { id } = affiliateParamsSchema.parse(request.params);
      const input = recordPayoutInputSchema.parse(request.body);
      const payout = await recordPayout(db, {
        affiliateId: id,
        ...input,
        recordedBy: adminActor(adminOf(request)),
        now: clock(),
      });
      reply.status(201);
      return { payouts: [toAdminPayout(payout)] };
    },
  );

  app.post(
    '/api/admin/affiliate-payouts/batch',
    small,
    async (request, reply): Promise<RecordedPayouts> => {
      const { minimum, paidOn, reference } = batchPayoutInputSchema.parse(request.body);
      const payouts = await recordPayoutsAbove(db, {
        minimumCents: dollarsToCents(minimum),
        paidOn,
        reference,
        recordedBy: adminActor(adminOf(request)),
        now: clock(),
      });
      reply.status(201);
      return { payouts: payouts.map(toAdminPayout) };
    },
  );

  app.get('/api/admin/affiliate-payouts.csv', forAdmins, async (request, reply) => {
    const { ids } = payoutCsvQuerySchema.parse(request.query);
    const payouts = await payoutsWithPayees(db, ids);
    if (payouts.length !== ids.length) {
      throw new AppError('not_found', adminAffiliateMessages.payoutNotFound);
    }
    const day = clock().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`affiliate-payouts-${day}.csv`))
      .header('cache-control', 'private, no-store')
      .send(payoutsCsv(payouts));
  });
}
