import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { createPendingSignInCookie, PENDING_SIGN_IN_SECONDS } from './pending-sign-in-cookie';

const pending = { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'verifier-1' };

/** Writes the cookie at one clock, reads it back at another. */
async function roundTrip(options: {
  readAfterSeconds?: number;
  tamper?: (value: string) => string;
  readSecret?: string;
}) {
  let clock = 1_000_000;
  const make = (secret: string) =>
    createPendingSignInCookie({ clientSecret: secret, isSecure: false, now: () => clock });
  const writer = make('client-secret');
  const reader = make(options.readSecret ?? 'client-secret');
  const app = Fastify();
  await app.register(cookie);
  app.get('/write', (_request, reply) => {
    writer.write(reply, pending);
    return reply.send('ok');
  });
  app.get('/read', (request) => ({ pending: reader.read(request) }));
  const written = await app.inject({ method: 'GET', url: '/write' });
  const setCookie = String(written.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(new RegExp(`Max-Age=${PENDING_SIGN_IN_SECONDS}`));
  const value = setCookie.split(';')[0]!.split('=')[1]!;
  expect(value).not.toContain('verifier');
  clock += options.readAfterSeconds ?? 0;
  const read = await app.inject({
    method: 'GET',
    url: '/read',
    headers: { cookie: `${writer.name}=${options.tamper ? options.tamper(value) : value}` },
  });
  await app.close();
  return read.json<{ pending: unknown }>().pending;
}

describe('the pending Google sign-in cookie', () => {
  it('gives back what was sealed, within 10 minutes', async () => {
    expect(await roundTrip({ readAfterSeconds: PENDING_SIGN_IN_SECONDS })).toEqual(pending);
  });

  it('refuses it after 10 minutes even if the browser kept it', async () => {
    expect(await roundTrip({ readAfterSeconds: PENDING_SIGN_IN_SECONDS + 1 })).toBeNull();
  });

  it('refuses a tampered cookie or one sealed under another secret', async () => {
    const flipLast = (value: string) => value.slice(0, -2) + (value.endsWith('A') ? 'BB' : 'AA');
    expect(await roundTrip({ tamper: flipLast })).toBeNull();
    expect(await roundTrip({ tamper: () => 'garbage' })).toBeNull();
    expect(await roundTrip({ readSecret: 'rotated-secret' })).toBeNull();
  });
});
