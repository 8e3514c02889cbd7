import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFERRAL_COOKIE } from '../../common/affiliate';
import type { CurrentReferral, ReferralPurchaseReply } from '../../common/referral';
import { referralPurchaseInputSchema, referralVisitInputSchema } from '../../common/referral-input';
import { createOriginCheck } from '../sign-ins/origin-check';
import { activeReferral, countReferralVisit, type ReferralSnapshot } from '../referrals/referral';
import {
  formatReferralCookie,
  readReferralCookie,
  REFERRAL_COOKIE_MAX_AGE_SECONDS,
} from '../referrals/referral-cookie';
import { rateLimited, type RateLimit } from '../web/rate-limit';
import { startReferralPurchase } from './referral-purchase';
import { forAnyone } from '../sign-ins/route-access';

/** A code, a product id and an e-mail: far below this. */
const REFERRAL_BODY_LIMIT = 1024;

/**
 * Per client address; a buyer opens one link and buys a handful of times at most, while a
 * script flooding visits would inflate an affiliate's figures and purchases would make
 * Checkout Sessions at Stripe.
 */
export const referralRateLimits = {
  visit: { bucket: 'referral-visit', limit: 60, windowSeconds: 600 },
  purchase: { bucket: 'referral-purchase', limit: 20, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

export function readReferralCookieText(request: FastifyRequest): string | undefined {
  return request.cookies[REFERRAL_COOKIE];
}

/**
 * Referral links (docs/product.md §7): a shop page opened with `?ref=` records the visit and keeps
 * the referral for 30 days in a first-party cookie; the cart asks which referral is in force;
 * a referred purchase asks where to pay.
 */
export async function referralRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, payments } = app.deps;
  const checkOrigin = createOriginCheck(config.PUBLIC_URL);

  /** The cookie's referral while within its 30 days and its affiliate still active. */
  const keptReferral = async (request: FastifyRequest, now: Date) => {
    const kept = readReferralCookie(readReferralCookieText(request), now);
    return kept ? activeReferral(db, kept.code) : null;
  };
  const currentOf = (
    referral: (ReferralSnapshot & { affiliateName: string }) | null,
  ): CurrentReferral =>
    referral
      ? { referral: { code: referral.code, affiliateName: referral.affiliateName } }
      : { referral: null };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  // The first valid referral wins: a kept one is never replaced, and only a newly set cookie
  // counts a visit, so reloads and later links do not inflate the affiliate's numbers.
  app.post(
    '/api/referral/visit',
    {
      ...forAnyone,
      onRequest: checkOrigin,
      preHandler: rateLimited(db, referralRateLimits.visit),
      bodyLimit: REFERRAL_BODY_LIMIT,
    },
    async (request, reply): Promise<CurrentReferral> => {
      const { code } = referralVisitInputSchema.parse(request.body);
      const now = app.deps.clock();
      noStore(reply);
      const kept = await keptReferral(request, now);
      if (kept) return currentOf(kept);
      const referral = await activeReferral(db, code);
      if (!referral) return currentOf(null);
      reply.setCookie(
        REFERRAL_COOKIE,
        formatReferralCookie({ code: referral.code, firstSeenAt: now }),
        {
          path: '/',
          maxAge: REFERRAL_COOKIE_MAX_AGE_SECONDS,
          // Only the server reads it: the page asks `GET /api/referral` what is in force.
          httpOnly: true,
          sameSite: 'lax',
          secure: config.isProduction,
        },
      );
      await countReferralVisit(db, referral.affiliateId, now);
      return currentOf(referral);
    },
  );

  app.get('/api/referral', forAnyone, async (request, reply): Promise<CurrentReferral> => {
    noStore(reply);
    return currentOf(await keptReferral(request, app.deps.clock()));
  });

  app.post(
    '/api/referral/purchase',
    {
      ...forAnyone,
      onRequest: checkOrigin,
      preHandler: rateLimited(db, referralRateLimits.purchase),
      bodyLimit: REFERRAL_BODY_LIMIT,
    },
    async (request, reply): Promise<ReferralPurchaseReply> => {
      const input = referralPurchaseInputSchema.parse(request.body);
      noStore(reply);
      return startReferralPurchase(
        {
          db,
          payments,
          publicUrl: config.PUBLIC_URL,
          priceIds: config.stripe?.priceIds ?? {},
          log: request.log,
        },
        input,
        { cookie: readReferralCookieText(request), now: app.deps.clock() },
      );
    },
  );
}
