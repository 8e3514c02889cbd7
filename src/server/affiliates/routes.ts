import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  affiliateLoginInputSchema,
  referralCodeSchema,
  type AffiliateAuthStatus,
  type ReferralLookup,
} from '../../common/affiliate';
import { createOriginCheck } from '../sign-ins/origin-check';
import { forAnyone } from '../sign-ins/route-access';
import { affiliateSignInOf, signedInReplyOf } from './sign-in-cookie';
import { knownDeviceCookieOf } from './known-device';
import { affiliateForSignIn, loginAffiliate, logoutAffiliate } from './login';
import { AppError } from '../errors';
import { admitSignIn, HASHING_BUSY_MESSAGE, hashForUnknownAccount } from '../referrals/password';
import { lookupReferral } from '../referrals/referral';
import { rateLimited, type RateLimit } from '../web/rate-limit';

/** E-mail and password are well under 1 KB. */
const LOGIN_BODY_LIMIT = 4 * 1024;

/**
 * Per client address, whatever the e-mail: each sign-in costs a password hash, so a burst of
 * guesses across many accounts is cut off here before the failure throttle even counts.
 */
export const signInLimits = {
  login: { bucket: 'affiliate-login', limit: 20, windowSeconds: 600 },
  setPassword: { bucket: 'affiliate-set-password', limit: 10, windowSeconds: 600 },
  passwordReset: { bucket: 'affiliate-password-reset', limit: 5, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

/** Per client address: a cart checks one code per visit; guessing codes takes thousands. */
const referralLookupLimit: RateLimit = { bucket: 'referral-lookup', limit: 60, windowSeconds: 600 };

/**
 * A sign-in refused while hashing is full is answered after a second, not at once: a client
 * that floods waits for each answer, so it sends a few a second instead of thousands, and the
 * pages keep the main thread (`bench:flood`). A timer costs no CPU; past this many held, the
 * rest are answered at once so a flood cannot hold unbounded sockets open.
 */
const REFUSAL_HOLD_MS = 1_000;
const MAX_HELD_REFUSALS = 256;
let heldRefusals = 0;

/** How many refused sign-ins are waiting out their hold (tests read it). */
export function heldSignInRefusals(): number {
  return heldRefusals;
}

async function holdRefusal(): Promise<void> {
  if (heldRefusals >= MAX_HELD_REFUSALS) return;
  heldRefusals += 1;
  try {
    await new Promise((resolve) => setTimeout(resolve, REFUSAL_HOLD_MS));
  } finally {
    heldRefusals -= 1;
  }
}

/**
 * Refuses a sign-in from memory, while the process already holds as many as it can
 * hash or queue: no rate-limit count, no failure row, no lookup. The slot is freed when the
 * reply is out or the client went away.
 */
async function admitWhileHashingKeepsUp(_request: FastifyRequest, reply: FastifyReply) {
  const release = admitSignIn();
  if (!release) {
    await holdRefusal();
    const busy = new AppError('too_many_requests', HASHING_BUSY_MESSAGE);
    busy.retryAfterSeconds = 5;
    throw busy;
  }
  reply.raw.once('finish', release);
  reply.raw.once('close', release);
}

export async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const { signInCookie, signInLifetimeSeconds } = affiliateSignInOf(config);
  const deviceCookie = knownDeviceCookieOf(config);
  const signedInReply = signedInReplyOf(config);
  const checkOrigin = createOriginCheck(config.PUBLIC_URL);
  // Ready before the first unknown e-mail arrives, so that reply is not slower than others.
  hashForUnknownAccount().catch((error: unknown) => app.log.error({ err: error }, 'dummy hash'));

  app.post(
    '/api/affiliate/login',
    {
      ...forAnyone,
      onRequest: checkOrigin,
      preHandler: [admitWhileHashingKeepsUp, rateLimited(db, signInLimits.login)],
      bodyLimit: LOGIN_BODY_LIMIT,
    },
    async (request, reply): Promise<AffiliateAuthStatus> => {
      const input = affiliateLoginInputSchema.parse(request.body);
      const signedIn = await loginAffiliate(
        db,
        {
          ...input,
          ipAddress: request.ip,
          previousToken: signInCookie.read(request),
          deviceToken: deviceCookie.read(request),
        },
        { signInLifetimeSeconds },
      );
      return signedInReply(reply, signedIn);
    },
  );

  // Always 200, so every page can ask without the browser logging a failed request.
  app.get(
    '/api/affiliate/auth',
    forAnyone,
    async (request, reply): Promise<AffiliateAuthStatus> => {
      const token = signInCookie.read(request);
      const affiliate = await affiliateForSignIn(db, token);
      if (token && !affiliate) signInCookie.clear(reply);
      reply.header('cache-control', 'no-store');
      return affiliate
        ? { authenticated: true, affiliate }
        : { authenticated: false, affiliate: null };
    },
  );

  app.post(
    '/api/affiliate/logout',
    { ...forAnyone, onRequest: checkOrigin },
    async (request, reply) => {
      await logoutAffiliate(db, signInCookie.read(request));
      signInCookie.clear(reply);
      reply.header('cache-control', 'no-store');
      return { success: true };
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/referral/:code',
    { ...forAnyone, preHandler: rateLimited(db, referralLookupLimit) },
    async (request): Promise<ReferralLookup> => {
      // A malformed code is simply not a valid referral (the cart shows nothing).
      const code = referralCodeSchema.safeParse(request.params.code);
      if (!code.success) return { valid: false };
      return lookupReferral(db, code.data);
    },
  );
}
