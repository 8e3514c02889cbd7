import type { FastifyReply } from 'fastify';
import type { AffiliateAuthStatus } from '../../common/affiliate';
import type { Config } from '../config';
import { createSignInCookie } from '../sign-ins/cookies';
import { knownDeviceCookieOf } from './known-device';
import type { AffiliateLoginResult } from './login';

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

/**
 * The answer to a sign-in that worked (the login, or a password set from a link): the session
 * and known-device cookies set, nothing cached, and who is signed in.
 */
export function signedInReplyOf(config: Config) {
  const { signInCookie } = affiliateSignInOf(config);
  const deviceCookie = knownDeviceCookieOf(config);
  return (reply: FastifyReply, signedIn: AffiliateLoginResult): AffiliateAuthStatus => {
    signInCookie.set(reply, signedIn.session.token, signedIn.session.expiresAt);
    deviceCookie.set(reply, signedIn.deviceToken);
    reply.header('cache-control', 'no-store');
    return { authenticated: true, affiliate: signedIn.affiliate };
  };
}
