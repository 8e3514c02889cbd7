import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';

/**
 * Who may call a route, declared on the route itself: `{ config: { access: 'admin' } }`.
 * - `public`: anyone; a route that reads a cookie adds its own Origin check.
 * - `admin`: a signed-in admin; a mutation must come from the shop's own pages.
 * - `affiliate`: a signed-in affiliate; the same for mutations.
 */
export type RouteAccess = 'public' | 'admin' | 'affiliate';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Refuses a request (by throwing an AppError) unless its caller may use a route of one access. */
export type AccessGuard = (request: FastifyRequest) => Promise<void>;

export const forAnyone = { config: { access: 'public' } } as const;
export const forAdmins = { config: { access: 'admin' } } as const;
export const forAffiliates = { config: { access: 'affiliate' } } as const;

export function isMutation(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

/**
 * Puts each route's guard first among its own `onRequest` hooks, so it runs for the route the
 * router matched, whatever spelling of the URL led there (percent-encoded letters, absolute-form
 * targets), and before any rate limit, body parser or handler. A route that declares no access
 * stops the app from starting. Call before any route is registered.
 */
export function authoriseOnTheMatchedRoute(
  app: FastifyInstance,
  guards: Record<Exclude<RouteAccess, 'public'>, AccessGuard>,
): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access: give it config.access`,
      );
    }
    if (access === 'public') return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    // A new array: the HEAD twin of a GET route shares the options it was declared with.
    route.onRequest = [guards[access] as onRequestHookHandler, ...own];
  });
}
