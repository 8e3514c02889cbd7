import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  entryKeySchema,
  libraryChoiceInputSchema,
  libraryExportSchema,
  libraryLimits,
  libraryMessages,
  librarySearchSchema,
  restoreLibraryVersionInputSchema,
  saveLibraryEntryInputSchema,
  saveOwnTextInputSchema,
} from '../../../common/library';
import { AppError } from '../../errors';
import {
  chooseText,
  exportLibrary,
  importLibrary,
  libraryEntryView,
  listLibrary,
  saveOwnText,
  saveShopText,
  versionDoc,
  type LibrarySaveOutcome,
} from '../../library/library-store';
import { forAdmins } from '../../sign-ins/route-access';
import { rateLimited, type RateLimit } from '../../web/rate-limit';
import { adminOf } from '../sign-in/admin-sign-ins';

const entryParams = z.object({ key: entryKeySchema });
const versionParams = entryParams.extend({
  version: z.coerce
    .number({ error: libraryMessages.versionNotFound })
    .int({ error: libraryMessages.versionNotFound })
    .min(1, { error: libraryMessages.versionNotFound })
    .max(1_000_000, { error: libraryMessages.versionNotFound }),
});

/** An entry's editor saves by hand, not on every keystroke: a script saving more is refused. */
export const libraryRateLimits = {
  save: { bucket: 'library-save', limit: 300, windowSeconds: 600 },
  import: { bucket: 'library-import', limit: 10, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

const ENTRY_BODY_LIMIT = 64 * 1024;

/**
 * The interpretation library in the admin area (issue 38): every admin reads and edits the shop's
 * texts, with their versions; each reader keeps their own alternatives, which only their drafts
 * read. Every route is `forAdmins`; the reader's id comes from the session, never the request.
 */
export async function adminLibraryRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/admin/library', forAdmins, async (request) => {
    const search = librarySearchSchema.parse(request.query);
    return listLibrary(db, adminOf(request).id, search);
  });

  app.get('/api/admin/library/export', forAdmins, async (request, reply) => {
    const file = await exportLibrary(db, clock());
    const day = file.exportedAt.slice(0, 10);
    void reply.header('content-disposition', `attachment; filename="library-${day}.json"`);
    void reply.header('cache-control', 'no-store');
    return file;
  });

  app.post(
    '/api/admin/library/import',
    {
      ...forAdmins,
      bodyLimit: libraryLimits.importBytes,
      preHandler: rateLimited(db, libraryRateLimits.import),
    },
    async (request) => {
      const parsed = libraryExportSchema.safeParse(request.body);
      if (!parsed.success) throw new AppError('unprocessable', libraryMessages.importInvalid);
      return importLibrary(db, parsed.data, adminOf(request).id);
    },
  );

  app.get('/api/admin/library/entries/:key', forAdmins, async (request) => {
    const { key } = entryParams.parse(request.params);
    return libraryEntryView(db, adminOf(request).id, key);
  });

  app.get('/api/admin/library/entries/:key/versions/:version', forAdmins, async (request) => {
    const { key, version } = versionParams.parse(request.params);
    return { doc: await versionDoc(db, key, version) };
  });

  const answer = (outcome: LibrarySaveOutcome, reply: FastifyReply) => {
    if (outcome.kind !== 'conflict') return { version: outcome.version };
    return reply.code(409).send({
      error: 'conflict',
      message: libraryMessages.savedElsewhere,
      current: outcome.current,
    });
  };

  app.put(
    '/api/admin/library/entries/:key',
    {
      ...forAdmins,
      bodyLimit: ENTRY_BODY_LIMIT,
      preHandler: rateLimited(db, libraryRateLimits.save),
    },
    async (request, reply) => {
      const { key } = entryParams.parse(request.params);
      const input = saveLibraryEntryInputSchema.parse(request.body);
      const outcome = await saveShopText(db, {
        key,
        ...input,
        adminId: adminOf(request).id,
        source: 'edited',
      });
      return answer(outcome, reply);
    },
  );

  app.post(
    '/api/admin/library/entries/:key/restore',
    { ...forAdmins, bodyLimit: 1024, preHandler: rateLimited(db, libraryRateLimits.save) },
    async (request, reply) => {
      const { key } = entryParams.parse(request.params);
      const { version, baseVersion } = restoreLibraryVersionInputSchema.parse(request.body);
      const doc = await versionDoc(db, key, version);
      const outcome = await saveShopText(db, {
        key,
        doc,
        baseVersion,
        adminId: adminOf(request).id,
        source: 'restored',
        restoredFrom: version,
      });
      return answer(outcome, reply);
    },
  );

  app.put(
    '/api/admin/library/entries/:key/own',
    {
      ...forAdmins,
      bodyLimit: ENTRY_BODY_LIMIT,
      preHandler: rateLimited(db, libraryRateLimits.save),
    },
    async (request) => {
      const { key } = entryParams.parse(request.params);
      const { doc } = saveOwnTextInputSchema.parse(request.body);
      await saveOwnText(db, { key, doc, adminId: adminOf(request).id });
      return libraryEntryView(db, adminOf(request).id, key);
    },
  );

  app.put(
    '/api/admin/library/entries/:key/choice',
    { ...forAdmins, bodyLimit: 1024, preHandler: rateLimited(db, libraryRateLimits.save) },
    async (request) => {
      const { key } = entryParams.parse(request.params);
      const { uses } = libraryChoiceInputSchema.parse(request.body);
      await chooseText(db, { key, uses, adminId: adminOf(request).id });
      return libraryEntryView(db, adminOf(request).id, key);
    },
  );
}
