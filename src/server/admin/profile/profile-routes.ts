import type { FastifyInstance } from 'fastify';
import { readerProfileInputSchema } from '../../../common/readers';
import { forAdmins } from '../../sessions/route-access';
import { adminOf } from '../sign-in/admin-session';
import { readerProfileViewOf, saveReaderProfile } from './reader-profile';

/**
 * The signed-in admin's own reader profile: the name customers know them by and a short bio
 * (issue 36). Each admin edits only their own: the id comes from the session, never the request.
 */
export async function adminProfileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/api/admin/profile', forAdmins, async (request) =>
    readerProfileViewOf(adminOf(request)),
  );

  app.put('/api/admin/profile', { ...forAdmins, bodyLimit: 16 * 1024 }, async (request) => {
    const input = readerProfileInputSchema.parse(request.body);
    return saveReaderProfile(db, adminOf(request).id, input);
  });
}
