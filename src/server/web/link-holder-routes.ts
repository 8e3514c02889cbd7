import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { createOriginCheck } from '../sign-ins/origin-check';
import { forAnyone } from '../sign-ins/route-access';
import { rateLimited, type RateLimit } from './rate-limit';

/**
 * The options of a route a private link opens without an account (a gift's pages, an order's
 * upgrades): anyone may call it, from the shop's own pages only, so many times per client
 * address, with a small body; the token travels in that body.
 */
export function linkHolderRoutes(db: Queryable, config: Pick<Config, 'PUBLIC_URL'>) {
  const checkOrigin = createOriginCheck(config.PUBLIC_URL);
  return (limit: RateLimit, bodyLimit: number) => ({
    ...forAnyone,
    onRequest: checkOrigin,
    preHandler: rateLimited(db, limit),
    bodyLimit,
  });
}

/** A reply only its own browser may keep: what a private link opens. */
export function privately(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}
