import * as oidc from 'openid-client';
import type { GoogleSettings } from '../../config';

/** What the browser must bring back to the callback: kept in a sealed cookie meanwhile. */
export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who Google says signed in; the caller decides whether that person is an admin. */
export interface GoogleIdentity {
  email: string;
  isEmailVerified: boolean;
  name: string | null;
}

/** The one small interface around `openid-client` (docs/architecture.md rule 4). */
export interface GoogleSignIn {
  begin(): Promise<{ authorizationUrl: URL; pending: PendingGoogleSignIn }>;
  /** Verifies state, nonce, PKCE and the ID token, and exchanges the code once. */
  finish(callbackUrl: URL, pending: PendingGoogleSignIn): Promise<GoogleIdentity>;
}

/** The issuer's discovery document could not be fetched: sign-in is down, the shop is not. */
export class GoogleUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The OpenID issuer could not be reached', { cause });
    this.name = 'GoogleUnavailableError';
  }
}

const DISCOVERY_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

/** Plain http is only ever allowed for a loopback issuer (the tests' provider). */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

export function createGoogleSignIn(settings: GoogleSettings, redirectUri: string): GoogleSignIn {
  let discovered: Promise<oidc.Configuration> | undefined;

  /** Lazy (first sign-in, not app start) and cached; a failure is not cached, so it retries. */
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= (async () => {
      const issuer = new URL(settings.issuer);
      try {
        return await oidc.discovery(
          issuer,
          settings.clientId,
          { redirect_uris: [redirectUri], response_types: ['code'] },
          oidc.ClientSecretPost(settings.clientSecret),
          {
            timeout: DISCOVERY_TIMEOUT_SECONDS,
            ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
          },
        );
      } catch (error) {
        discovered = undefined;
        throw new GoogleUnavailableError(error);
      }
    })();
    return discovered;
  }

  return {
    async begin() {
      const config = await configuration();
      const pending: PendingGoogleSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl, pending };
    },

    async finish(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.codeVerifier,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the issuer returned no ID token');
      // Google puts e-mail and name in the ID token; other issuers may keep them for userinfo.
      const claims =
        typeof idToken.email_verified === 'boolean' && typeof idToken.email === 'string'
          ? idToken
          : await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
      return {
        email: typeof claims.email === 'string' ? claims.email : '',
        isEmailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
