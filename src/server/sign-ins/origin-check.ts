import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/**
 * CSRF defence for cookie-authenticated mutations (docs/architecture.md §4), on top of
 * SameSite=Lax. A browser names the page that sent a POST in `Origin`; it must be the shop
 * itself: the configured public origin, or the origin of the host the request came to (as
 * `Host`, or `X-Forwarded-Host` behind a trusted proxy). Without `Origin`, `Sec-Fetch-Site`
 * decides; with neither the caller is no browser (curl, a script), which CSRF cannot abuse.
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === publicOrigin) return true;
    try {
      const url = new URL(origin);
      return url.origin === origin && url.host === request.host;
    } catch {
      // `Origin: null` (sandboxed frames, some redirects) and anything unparsable.
      return false;
    }
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}

/** An `onRequest` hook refusing cross-site calls with 403 before the body is even read. */
export function createOriginCheck(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async function checkOrigin(request: FastifyRequest): Promise<void> {
    if (!isSameOriginRequest(request, publicOrigin)) {
      throw new AppError('forbidden', CROSS_SITE_MESSAGE);
    }
  };
}
