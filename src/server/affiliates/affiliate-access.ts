import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';
import { createOriginCheck } from '../sign-ins/origin-check';
import { isMutation, type AccessGuard } from '../sign-ins/route-access';
import { findSignIn } from '../sign-ins/store';
import { affiliateSignInOf } from './sign-in-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in affiliate's id, set by the guard of the routes declared `forAffiliates`. */
    affiliateId?: string;
  }
}

export const NOT_SIGNED_IN_AS_AFFILIATE = 'Please sign in as an affiliate';

/**
 * The guard of every route declared `forAffiliates` (sign-ins/route-access.ts): 403 for a
 * cross-site mutation, 401 without an affiliate session (an admin's session is not one).
 */
export function affiliateAccessGuard(db: Queryable, config: Config): AccessGuard {
  const { signInCookie } = affiliateSignInOf(config);
  const checkOrigin = createOriginCheck(config.PUBLIC_URL);
  return async (request) => {
    if (isMutation(request)) await checkOrigin(request);
    const session = await findSignIn(db, signInCookie.read(request), 'affiliate');
    if (!session) throw new AppError('unauthorized', NOT_SIGNED_IN_AS_AFFILIATE);
    request.affiliateId = session.subjectId;
  };
}

/** The affiliate a `forAffiliates` handler runs for; its guard has made sure there is one. */
export function affiliateIdOf(request: FastifyRequest): string {
  if (!request.affiliateId) throw new AppError('unauthorized', NOT_SIGNED_IN_AS_AFFILIATE);
  return request.affiliateId;
}
