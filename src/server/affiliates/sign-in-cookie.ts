import type { Config } from '../config';
import { createSignInCookie } from '../sign-ins/cookies';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The affiliate's session cookie and how long a sign-in lasts: one definition for every route. */
export function affiliateSignInOf(config: Config) {
  return {
    signInCookie: createSignInCookie({
      baseName: 'affiliate_session',
      isSecure: config.isProduction,
    }),
    signInLifetimeSeconds: config.AFFILIATE_SESSION_DAYS * SECONDS_PER_DAY,
  };
}
