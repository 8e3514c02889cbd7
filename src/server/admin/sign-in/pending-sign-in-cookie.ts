import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bytesOfBase64url } from '../../sign-ins/token-bytes';
import type { PendingGoogleSignIn } from './google-sign-in';

/** Time to choose an account at Google and come back; after that the callback is refused. */
export const PENDING_SIGN_IN_SECONDS = 10 * 60;

export interface PendingSignInCookie {
  readonly name: string;
  write(reply: FastifyReply, pending: PendingGoogleSignIn): void;
  /** The pending sign-in, or null when missing, tampered with, or older than 10 minutes. */
  read(request: FastifyRequest): PendingGoogleSignIn | null;
  clear(reply: FastifyReply): void;
}

interface SealedPending extends PendingGoogleSignIn {
  /** Unix seconds; checked here too, not only by the cookie's Max-Age. */
  issuedAt: number;
}

/**
 * State, nonce and PKCE verifier travel in the browser as one AES-256-GCM sealed, HttpOnly
 * cookie rather than in a server table, so any instance can finish a sign-in another began.
 * The key is derived from GOOGLE_CLIENT_SECRET, which every instance already shares.
 */
export function createPendingSignInCookie(options: {
  clientSecret: string;
  isSecure: boolean;
  now?: () => number;
}): PendingSignInCookie {
  const key = Buffer.from(
    hkdfSync('sha256', options.clientSecret, 'astral-admin', 'pending google sign-in', 32),
  );
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const name = options.isSecure ? '__Host-admin_google_sign_in' : 'admin_google_sign_in';
  const flags = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.isSecure } as const;

  function seal(value: SealedPending): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  function open(sealed: string): SealedPending | null {
    try {
      const raw = bytesOfBase64url(sealed);
      if (!raw) return null;
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as SealedPending;
    } catch {
      return null;
    }
  }

  return {
    name,
    write(reply, pending) {
      reply.setCookie(name, seal({ ...pending, issuedAt: now() }), {
        ...flags,
        maxAge: PENDING_SIGN_IN_SECONDS,
      });
    },
    read(request) {
      const sealed = request.cookies[name];
      const value = sealed ? open(sealed) : null;
      if (!value || now() - value.issuedAt > PENDING_SIGN_IN_SECONDS) return null;
      return { state: value.state, nonce: value.nonce, codeVerifier: value.codeVerifier };
    },
    clear(reply) {
      reply.clearCookie(name, flags);
    },
  };
}
