import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { singleLineText } from '../../common/plain-text';
import { checkPlace, suggestPlaces } from './service';
import { rateLimited, type RateLimit } from '../web/rate-limit';
import { forAnyone } from '../sign-ins/route-access';

export const placeSearchQuerySchema = z.object({
  q: singleLineText('Type at least 2 characters')
    .min(2, 'Type at least 2 characters')
    .max(100, 'Type at most 100 characters'),
});

/** Per client address: typing a birthplace asks once per pause, a few dozen times a form. */
const placeLimits = {
  suggest: { bucket: 'place-suggest', limit: 600, windowSeconds: 600 },
  check: { bucket: 'place-check', limit: 300, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get(
    '/api/places',
    { ...forAnyone, preHandler: rateLimited(db, placeLimits.suggest) },
    async (request, reply) => {
      const { q } = placeSearchQuerySchema.parse(request.query);
      // The same query gives the same answer: let the browser reuse it while the visitor types.
      reply.header('cache-control', 'public, max-age=300');
      return suggestPlaces(q, 8);
    },
  );

  // The forms' "We could not find this place" note: the same text the order will resolve.
  app.get(
    '/api/places/check',
    { ...forAnyone, preHandler: rateLimited(db, placeLimits.check) },
    async (request, reply) => {
      const { q } = placeSearchQuerySchema.parse(request.query);
      reply.header('cache-control', 'public, max-age=300');
      return checkPlace(q);
    },
  );
}
