import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminAuthReply } from '../../../common/admin';
import { adminLoginPath, adminPaths, type AdminSignInError } from '../../../common/admin-sign-in';
import { destroySignIn } from '../../sign-ins/store';
import { createOriginCheck } from '../../sign-ins/origin-check';
import { forAdmins, forAnyone } from '../../sign-ins/route-access';
import {
  adminSignInCookie,
  currentAdmin,
  isAllowedAdmin,
  startAdminSignIn,
} from './admin-sign-ins';
import { createGoogleSignIn, GoogleUnavailableError } from './google-sign-in';
import { createPendingSignInCookie } from './pending-sign-in-cookie';
import { redeemSignInLink } from './sign-in-links';

/**
 * Admin sign-in and sign-out (docs/product.md §2, 6, 7): Google OpenID Connect, one-time links, the
 * auth check and logout. Every way in ends in `startAdminSignIn`, which checks the allow-list.
 */
export async function adminSignInRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const signInCookie = adminSignInCookie(config);
  const checkOrigin = createOriginCheck(config.PUBLIC_URL);
  const redirectUri = new URL(adminPaths.googleCallback, config.PUBLIC_URL).toString();
  // Null without GOOGLE_CLIENT_ID/SECRET: the login page then explains one-time links.
  const google = config.google && createGoogleSignIn(config.google, redirectUri);
  const pendingCookie =
    config.google &&
    createPendingSignInCookie({
      clientSecret: config.google.clientSecret,
      isSecure: config.isProduction,
    });

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const backToLogin = (reply: FastifyReply, error?: AdminSignInError) =>
    noStore(reply).redirect(adminLoginPath(error));

  /** Signs the browser in, replacing whatever admin session its cookie held before. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: { email: string; name?: string | null },
  ) {
    await destroySignIn(db, signInCookie.read(request));
    const { admin, session } = await startAdminSignIn(db, config, identity);
    signInCookie.set(reply, session.token, session.expiresAt);
    request.log.info({ admin: admin.email }, 'admin signed in');
    return noStore(reply).redirect(adminPaths.dashboard);
  }

  // Always 200, signed in or not (the login page and the gate ask; docs/product.md §7: no retry).
  app.get('/api/admin/auth', forAnyone, async (request, reply): Promise<AdminAuthReply> => {
    noStore(reply);
    const admin = await currentAdmin(db, config, signInCookie.read(request));
    return {
      isAuthenticated: Boolean(admin),
      user: admin ? { email: admin.email, name: admin.name } : null,
      signIn: { google: Boolean(google) },
    };
  });

  app.get(adminPaths.googleStart, forAnyone, async (request, reply) => {
    if (!google || !pendingCookie) return backToLogin(reply);
    try {
      const { authorizationUrl, pending } = await google.begin();
      pendingCookie.write(reply, pending);
      return noStore(reply).redirect(authorizationUrl.toString());
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in could not start');
      return backToLogin(reply, 'google-unavailable');
    }
  });

  app.get(adminPaths.googleCallback, forAnyone, async (request, reply) => {
    if (!google || !pendingCookie) return backToLogin(reply);
    const pending = pendingCookie.read(request);
    // Used once: a replayed callback finds no pending sign-in (and the code is spent at Google).
    pendingCookie.clear(reply);
    if (!pending) return backToLogin(reply, 'sign-in-failed');
    let identity;
    try {
      identity = await google.finish(new URL(request.url, config.PUBLIC_URL), pending);
    } catch (error) {
      if (error instanceof GoogleUnavailableError) {
        request.log.error({ err: error }, 'Google sign-in could not finish');
        return backToLogin(reply, 'google-unavailable');
      }
      request.log.warn({ err: error }, 'Google sign-in refused');
      return backToLogin(reply, 'sign-in-failed');
    }
    if (!identity.isEmailVerified || !isAllowedAdmin(config, identity.email)) {
      request.log.warn(
        { email: identity.email, isEmailVerified: identity.isEmailVerified },
        'admin sign-in refused: not an allow-listed, verified e-mail',
      );
      return backToLogin(reply, 'not-authorised');
    }
    return signIn(request, reply, identity);
  });

  app.get<{ Querystring: { token?: unknown } }>(
    adminPaths.link,
    forAnyone,
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      const email = await redeemSignInLink(db, token);
      // The allow-list may have changed since the link was made.
      if (!email) return backToLogin(reply, 'link-expired');
      if (!isAllowedAdmin(config, email)) return backToLogin(reply, 'not-authorised');
      return signIn(request, reply, { email });
    },
  );

  // docs/product.md §7: logout is a navigation. One from another site (a link, an image) is refused: a
  // browser names where a navigation came from in Sec-Fetch-Site.
  const logoutOptions = { ...forAnyone, onRequest: checkOrigin };
  app.get(adminPaths.logout, logoutOptions, async (request, reply) => {
    await destroySignIn(db, signInCookie.read(request));
    signInCookie.clear(reply);
    return backToLogin(reply);
  });

  // The same for scripts of the admin pages; its guard checks the session and the Origin.
  app.post('/api/admin/logout', forAdmins, async (request, reply) => {
    await destroySignIn(db, signInCookie.read(request));
    signInCookie.clear(reply);
    noStore(reply);
    return { success: true };
  });
}
