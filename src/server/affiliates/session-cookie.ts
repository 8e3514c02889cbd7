import type { Config } from '../config';
import { createSessionCookie } from '../sessions/cookies';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The affiliate's session cookie and how long a sign-in lasts: one definition for every route. */
export function affiliateSessionOf(config: Config) {
  return {
    sessionCookie: createSessionCookie({
      baseName: 'affiliate_session',
      isSecure: config.isProduction,
    }),
    sessionLifetimeSeconds: config.AFFILIATE_SESSION_DAYS * SECONDS_PER_DAY,
  };
}
