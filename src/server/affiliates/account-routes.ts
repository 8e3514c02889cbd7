import type { FastifyInstance } from 'fastify';
import {
  affiliateMessages,
  affiliatePasswordResetInputSchema,
  affiliateSetPasswordInputSchema,
  type AffiliateAuthStatus,
  type AffiliateDashboard,
  type AffiliatePasswordLinkStatus,
} from '../../common/affiliate';
import { createOriginCheck } from '../sign-ins/origin-check';
import { forAffiliates, forAnyone } from '../sign-ins/route-access';
import { affiliateSignInOf, signedInReplyOf } from './sign-in-cookie';
import { affiliateIdOf } from './affiliate-access';
import { affiliateDashboard } from './dashboard';
import {
  isPasswordLinkUsable,
  requestPasswordReset,
  setPasswordWithToken,
} from './password-access';
import { linkHolderRoutes } from '../web/link-holder-routes';
import { rateLimited, type RateLimit } from '../web/rate-limit';
import { signInLimits } from './routes';

/** A token and a password, or an e-mail: well under 1 KB. */
const BODY_LIMIT = 4 * 1024;

/**
 * Per client address, like its neighbours: a set-password page asks once when it opens, and
 * the 43-character tokens cannot be found by guessing anyway.
 */
const passwordLinkCheckLimit: RateLimit = {
  bucket: 'affiliate-password-link',
  limit: 30,
  windowSeconds: 600,
};

const passwordLinkQuerySchema = affiliateSetPasswordInputSchema.pick({ token: true });

/** The affiliate's own side: setting a password from a link, asking for one, the dashboard. */
export async function affiliateAccountRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const { signInLifetimeSeconds } = affiliateSignInOf(config);
  const signedInReply = signedInReplyOf(config);
  const checkOrigin = createOriginCheck(config.PUBLIC_URL);

  // The invitation's or reset's token travels in the body, as a private link's does.
  app.post(
    '/api/affiliate/set-password',
    linkHolderRoutes(db, config)(signInLimits.setPassword, BODY_LIMIT),
    async (request, reply): Promise<AffiliateAuthStatus> => {
      const input = affiliateSetPasswordInputSchema.parse(request.body);
      const signedIn = await setPasswordWithToken(
        db,
        { ...input, ipAddress: request.ip },
        { signInLifetimeSeconds },
      );
      return signedInReply(reply, signedIn);
    },
  );

  app.get(
    '/api/affiliate/set-password',
    { ...forAnyone, preHandler: rateLimited(db, passwordLinkCheckLimit) },
    async (request, reply): Promise<AffiliatePasswordLinkStatus> => {
      const query = passwordLinkQuerySchema.safeParse(request.query);
      reply.header('cache-control', 'no-store');
      if (!query.success) return { isUsable: false };
      return { isUsable: await isPasswordLinkUsable(db, query.data.token) };
    },
  );

  app.post(
    '/api/affiliate/password-reset',
    {
      ...forAnyone,
      onRequest: checkOrigin,
      preHandler: rateLimited(db, signInLimits.passwordReset),
      bodyLimit: BODY_LIMIT,
    },
    async (request, reply) => {
      const input = affiliatePasswordResetInputSchema.parse(request.body);
      await requestPasswordReset(db, { ...input, ipAddress: request.ip });
      reply.code(202).header('cache-control', 'no-store');
      return { message: affiliateMessages.resetRequested };
    },
  );

  app.get(
    '/api/affiliate/dashboard',
    forAffiliates,
    async (request, reply): Promise<AffiliateDashboard> => {
      reply.header('cache-control', 'no-store');
      const dashboard = await affiliateDashboard(db, {
        affiliateId: affiliateIdOf(request),
        publicUrl: config.PUBLIC_URL,
        now: app.deps.clock(),
      });
      return dashboard;
    },
  );
}
