import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkPlace, suggestPlaces } from './service';

export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type at least 2 characters' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Type at most 100 characters'),
});

export async function placesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/places', async (request, reply) => {
    const { q } = placeSearchQuerySchema.parse(request.query);
    // The same query gives the same answer: let the browser reuse it while the visitor types.
    reply.header('cache-control', 'public, max-age=300');
    return suggestPlaces(q, 8);
  });

  // The forms' "We could not find this place" note: the same text the order will resolve.
  app.get('/api/places/check', async (request, reply) => {
    const { q } = placeSearchQuerySchema.parse(request.query);
    reply.header('cache-control', 'public, max-age=300');
    return checkPlace(q);
  });
}
