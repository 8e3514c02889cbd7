import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reads, sets and clears one kind of session cookie with the flags docs/architecture.md §4 asks for. */
export interface SignInCookie {
  readonly name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string, expiresAt: Date): void;
  clear(reply: FastifyReply): void;
}

export interface SignInCookieOptions {
  /** E.g. `affiliate_session`. */
  baseName: string;
  /** Production: the cookie only travels over HTTPS. */
  isSecure: boolean;
}

/**
 * HttpOnly (scripts never see it), SameSite=Lax (not sent on cross-site POSTs), Path=/.
 * When Secure, the name takes the `__Host-` prefix, which browsers only accept from HTTPS
 * with no Domain, so a sibling subdomain cannot plant or overwrite it.
 */
export function createSignInCookie(options: SignInCookieOptions): SignInCookie {
  const name = options.isSecure ? `__Host-${options.baseName}` : options.baseName;
  const flags = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.isSecure,
  } as const;
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token, expiresAt) => {
      reply.setCookie(name, token, { ...flags, expires: expiresAt });
    },
    clear: (reply) => {
      reply.clearCookie(name, flags);
    },
  };
}
