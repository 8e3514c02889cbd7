import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors';
import { createOriginCheck } from './origin-check';

describe('origin check', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.post('/mutate', { onRequest: createOriginCheck('https://shop.example/') }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/mutate', headers: { host: 'shop.example', ...headers } });

  it.each([
    ['the public origin', { origin: 'https://shop.example' }],
    [
      'the origin of the requested host',
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
    ],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a non-browser client (no Origin, no Sec-Fetch-Site)', {}],
  ])('lets through %s', async (_label, headers) => {
    expect((await post(headers)).statusCode).toBe(200);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://shop.example.evil.example' }],
    ['another scheme of the public host on another port', { origin: 'https://shop.example:8443' }],
    ['Origin null', { origin: 'null' }],
    ['garbage', { origin: 'not a url' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sibling subdomain) fetch without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403', async (_label, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
  });
});
