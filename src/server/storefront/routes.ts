import type { FastifyInstance } from 'fastify';
import { freeTierInputSchema } from '../../common/person';
import { signUpForFreeSummary } from '../customers/free-signups';

/** A person form is well under 2 KB; anything far larger is not one. */
const FORM_BODY_LIMIT = 16 * 1024;

export async function storefrontRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/free-tier', { bodyLimit: FORM_BODY_LIMIT }, async (request) => {
    const person = freeTierInputSchema.parse(request.body);
    return signUpForFreeSummary(app.deps.db, person);
  });
}
