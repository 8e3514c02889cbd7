import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The claims a test user's Google account would give. */
export interface TestOidcUser {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`: the app's `GOOGLE_ISSUER`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at this provider logs in as (no login screen: a test picks). */
  signInAs(user: TestOidcUser): void;
  /** Paths the provider was asked for, in order (e.g. to see whether userinfo was used). */
  readonly requestedPaths: string[];
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback standing in for Google: one client with
 * secret and PKCE, and an interaction route that logs in whoever the test chose and grants
 * `openid email profile` at once, as a returning Google user would see.
 */
export async function startTestOidcProvider(options: {
  /** Read at the first request, so the app may start (and learn its port) after the provider. */
  redirectUri: () => string;
  /** Google puts e-mail and name in the ID token; without this they come from userinfo. */
  hasClaimsInIdToken?: boolean;
}): Promise<TestOidcProvider> {
  const clientId = 'astral-admin-test';
  const clientSecret = 'test-client-secret-that-is-long-enough-for-hs256-0123456789';
  const signingKey = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: 'test-signing-key',
    use: 'sig',
    alg: 'RS256',
  };
  const users = new Map<string, TestOidcUser>();
  let next: TestOidcUser | undefined;
  let provider: Provider | undefined;

  const requestedPaths: string[] = [];
  const server = http.createServer((request, response) => {
    requestedPaths.push(new URL(request.url ?? '/', 'http://provider').pathname);
    provider ??= createProvider();
    if (request.url?.startsWith('/interaction/')) {
      void interact(provider, request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    provider.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function interact(
    current: Provider,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) {
    const details = await current.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('call signInAs(user) before starting a sign-in');
      const accountId = `sub-${next.email}`;
      users.set(accountId, next);
      await current.interactionFinished(request, response, { login: { accountId } });
      return;
    }
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a login');
    const grant = new current.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await current.interactionFinished(request, response, { consent: { grantId } });
  }

  const createProvider = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [options.redirectUri()],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      // Own keys and lifetimes keep the provider's quick-start warnings out of the test output.
      jwks: { keys: [signingKey] },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 600,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
      },
      conformIdTokenClaims: !options.hasClaimsInIdToken,
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      features: { devInteractions: { enabled: false } },
      interactions: {
        url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      },
      cookies: { keys: ['test-cookie-key-for-the-oidc-provider'] },
      findAccount: (_context: unknown, accountId: string) => {
        const user = users.get(accountId);
        return user && { accountId, claims: () => ({ sub: accountId, ...user }) };
      },
    });

  return {
    issuer,
    clientId,
    clientSecret,
    requestedPaths,
    signInAs(user) {
      next = user;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
