import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  factCheckDismissInputSchema,
  factCheckInputSchema,
  lookedAtInputSchema,
  saveSectionInputSchema,
  sectionKeySchema,
  workspaceMessages,
  type SectionConflict,
} from '../../../common/workspace';
import { AppError } from '../../errors';
import { drawnChartsOf } from '../../orders/order-reading';
import { framedBySelfOnly } from '../../security-headers';
import { forAdmins } from '../../sign-ins/route-access';
import { rateLimited, type RateLimit } from '../../web/rate-limit';
import { workspaceDeliveryRoutes } from './delivery-routes';
import { markLookedAt, listVersions, saveSection, versionDoc } from './drafts';
import { openWorkspaceFile } from './workspace-files';
import { workspaceOrder, sectionOf } from './workspace-order';
import { birthOf, workspaceView } from './workspace-view';
import { yearEventFactsOf } from './chart-facts';
import { drawnWheelOf } from './drawn-wheel';
import { dismissStatement, factCheckOf } from './fact-check';
import { firstDraftsOf, saveFirstDrafts } from './order-drafts';

/** A 60-page section as the editor's JSON stays well under this. */
export const SECTION_BODY_LIMIT = 1024 * 1024;
const SMALL_BODY_LIMIT = 1024;

/** Autosave sends about one save a second of typing; a script sending more is refused. */
export const workspaceLimits = {
  save: { bucket: 'workspace-save', limit: 1200, windowSeconds: 600 },
  check: { bucket: 'workspace-check', limit: 120, windowSeconds: 600 },
  // The editor asks for a fact check a few seconds after the reader stops typing.
  factCheck: { bucket: 'workspace-fact-check', limit: 600, windowSeconds: 600 },
  // A draft reads the charts and the year ahead: a few hundred milliseconds each.
  draft: { bucket: 'workspace-draft', limit: 60, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

const orderParams = z.object({ purchaseId: z.uuid({ error: workspaceMessages.orderNotFound }) });
const sectionParams = orderParams.extend({ sectionKey: sectionKeySchema });
const versionParams = sectionParams.extend({
  versionId: z.uuid({ error: workspaceMessages.versionNotFound }),
});
const fileParams = orderParams.extend({
  uploadId: z.uuid({ error: workspaceMessages.fileNotFound }),
});

/** The signed-in admin; the route's guard has already refused anyone else. */
function readerOf(request: FastifyRequest) {
  if (!request.admin) throw new AppError('unauthorized', 'Please sign in as an administrator.');
  return request.admin;
}

/**
 * The reader's workspace (issue 24): the order's material, its drafts with their versions, and
 * what the reader looked at. Every route is `forAdmins`: the guard has checked the session and,
 * for writes, the Origin. Each handler checks the order (paid, with a written reading) first.
 */
export async function workspaceRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, clock } = app.deps;
  await app.register(workspaceDeliveryRoutes);

  app.get('/api/admin/reading/:purchaseId', forAdmins, async (request) => {
    const { purchaseId } = orderParams.parse(request.params);
    return workspaceView(db, await workspaceOrder(db, purchaseId));
  });

  app.get('/api/admin/reading/:purchaseId/year-events', forAdmins, async (request) => {
    const { purchaseId } = orderParams.parse(request.params);
    const birth = birthOf((await workspaceOrder(db, purchaseId)).purchase);
    const today = clock().toISOString().slice(0, 10);
    return {
      chart: birth ? yearEventFactsOf({ ...birth, place: birth.place || null }, today) : null,
    };
  });

  // The charts drawn as the reading page and the documents draw them, asked when one is opened.
  app.get('/api/admin/reading/:purchaseId/charts', forAdmins, async (request) => {
    const { purchaseId } = orderParams.parse(request.params);
    const { purchase } = await workspaceOrder(db, purchaseId);
    const birth = birthOf(purchase);
    const wheel = await drawnWheelOf(birth ? { ...birth, place: birth.place || null } : null);
    return { charts: [...wheel, ...drawnChartsOf(purchase)] };
  });

  app.put(
    '/api/admin/reading/:purchaseId/sections/:sectionKey',
    {
      ...forAdmins,
      bodyLimit: SECTION_BODY_LIMIT,
      preHandler: rateLimited(db, workspaceLimits.save),
    },
    async (request, reply) => {
      const { purchaseId, sectionKey } = sectionParams.parse(request.params);
      const reader = readerOf(request);
      const { product } = await workspaceOrder(db, purchaseId);
      sectionOf(product, sectionKey);
      const input = saveSectionInputSchema.parse(request.body);
      const outcome = await saveSection(
        db,
        { purchaseId, sectionKey },
        { ...input, adminId: reader.id, now: clock() },
      );
      if (outcome.kind === 'saved') return outcome.reply;
      return reply.code(409).send({
        error: 'conflict',
        message: workspaceMessages.savedElsewhere,
        current: outcome.current,
      } satisfies SectionConflict);
    },
  );

  // The fact check of the text in the editor, saved or not: it reads and writes nothing stored.
  app.post(
    '/api/admin/reading/:purchaseId/sections/:sectionKey/fact-check',
    {
      ...forAdmins,
      bodyLimit: SECTION_BODY_LIMIT,
      preHandler: rateLimited(db, workspaceLimits.factCheck),
    },
    async (request) => {
      const { purchaseId, sectionKey } = sectionParams.parse(request.params);
      const { purchase, product } = await workspaceOrder(db, purchaseId);
      sectionOf(product, sectionKey);
      const { doc } = factCheckInputSchema.parse(request.body);
      return factCheckOf(db, purchase, { key: sectionKey, doc }, clock());
    },
  );

  app.post(
    '/api/admin/reading/:purchaseId/sections/:sectionKey/fact-check/dismissals',
    {
      ...forAdmins,
      bodyLimit: SMALL_BODY_LIMIT * 4,
      preHandler: rateLimited(db, workspaceLimits.check),
    },
    async (request) => {
      const { purchaseId, sectionKey } = sectionParams.parse(request.params);
      const reader = readerOf(request);
      const { product } = await workspaceOrder(db, purchaseId);
      const section = sectionOf(product, sectionKey);
      const input = factCheckDismissInputSchema.parse(request.body);
      await dismissStatement(db, {
        purchaseId,
        section: { key: sectionKey, title: section.name },
        input,
        reader,
      });
      return { dismissed: input.reason };
    },
  );

  app.get(
    '/api/admin/reading/:purchaseId/sections/:sectionKey/versions',
    forAdmins,
    async (request) => {
      const { purchaseId, sectionKey } = sectionParams.parse(request.params);
      const { product } = await workspaceOrder(db, purchaseId);
      sectionOf(product, sectionKey);
      return listVersions(db, { purchaseId, sectionKey });
    },
  );

  app.get(
    '/api/admin/reading/:purchaseId/sections/:sectionKey/versions/:versionId',
    forAdmins,
    async (request) => {
      const { purchaseId, sectionKey, versionId } = versionParams.parse(request.params);
      const { product } = await workspaceOrder(db, purchaseId);
      sectionOf(product, sectionKey);
      return { doc: await versionDoc(db, { purchaseId, sectionKey }, versionId) };
    },
  );

  // Opening a reading for the first time: every section with no text yet gets its first draft.
  app.post(
    '/api/admin/reading/:purchaseId/first-drafts',
    {
      ...forAdmins,
      bodyLimit: SMALL_BODY_LIMIT,
      preHandler: rateLimited(db, workspaceLimits.draft),
    },
    async (request) => {
      const { purchaseId } = orderParams.parse(request.params);
      const reader = readerOf(request);
      const order = await workspaceOrder(db, purchaseId);
      const view = await workspaceView(db, order, { withCharts: false });
      const empty = view.sections.filter((section) => !section.draft).map((section) => section.key);
      if (empty.length > 0) {
        const now = clock();
        // Drafted together, as the sections of one reading share out the year's events.
        const keys = view.sections.map((section) => section.key);
        const docs = await firstDraftsOf(db, { order, view, keys, readerId: reader.id, now });
        const wanted = Object.fromEntries(empty.map((key) => [key, docs[key]!]));
        await saveFirstDrafts(db, purchaseId, wanted, { readerId: reader.id, now });
      }
      return workspaceView(db, order);
    },
  );

  // "Draft this section again": the draft only; the editor asks before it replaces any text.
  app.post(
    '/api/admin/reading/:purchaseId/sections/:sectionKey/first-draft',
    {
      ...forAdmins,
      bodyLimit: SMALL_BODY_LIMIT,
      preHandler: rateLimited(db, workspaceLimits.draft),
    },
    async (request) => {
      const { purchaseId, sectionKey } = sectionParams.parse(request.params);
      const reader = readerOf(request);
      const order = await workspaceOrder(db, purchaseId);
      sectionOf(order.product, sectionKey);
      const view = await workspaceView(db, order, { withCharts: false });
      const docs = await firstDraftsOf(db, {
        order,
        view,
        keys: view.sections.map((section) => section.key),
        readerId: reader.id,
        now: clock(),
      });
      return { doc: docs[sectionKey] };
    },
  );

  app.post(
    '/api/admin/reading/:purchaseId/looked-at',
    {
      ...forAdmins,
      bodyLimit: SMALL_BODY_LIMIT,
      preHandler: rateLimited(db, workspaceLimits.check),
    },
    async (request) => {
      const { purchaseId } = orderParams.parse(request.params);
      const reader = readerOf(request);
      await workspaceOrder(db, purchaseId);
      const { item } = lookedAtInputSchema.parse(request.body);
      return markLookedAt(db, { purchaseId, item, adminId: reader.id, now: clock() });
    },
  );

  app.get('/api/admin/reading/:purchaseId/files/:uploadId', forAdmins, async (request, reply) => {
    const { purchaseId, uploadId } = fileParams.parse(request.params);
    await workspaceOrder(db, purchaseId);
    const file = await openWorkspaceFile({ db, storage }, { purchaseId, uploadId });
    if (file.size !== null) reply.header('content-length', file.size);
    // A file shown in the page (the resume beside the text) may be framed by the shop alone.
    const policy = reply.getHeader('content-security-policy');
    if (file.disposition.startsWith('inline') && typeof policy === 'string') {
      reply.header('content-security-policy', framedBySelfOnly(policy));
    }
    return reply
      .type(file.contentType)
      .header('content-disposition', file.disposition)
      .headers(file.headers)
      .send(file.stream);
  });
}
