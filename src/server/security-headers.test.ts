import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../tests/support/app';
import { createTestDatabase } from '../../tests/support/database';
import { buildApp } from './app';
import { loadConfig } from './config';

// Every reply carries the security headers, the framework's own refusals included.
describe('security headers on every reply', () => {
  const harness = withTestApp('pglite');

  it.each([
    ['a URL that does not decode', 'GET', '/%E0%A4%A', undefined, 400],
    ['an API path with a broken escape', 'GET', '/api/places?q=%', undefined, 400],
    ['a body that is not JSON', 'POST', '/api/free-tier', '{not json', 400],
    ['an unknown API route', 'GET', '/api/nothing-here', undefined, 404],
    ['a validation error', 'POST', '/api/free-tier', '{}', 400],
  ] as const)('%s', async (_name, method, url, payload, status) => {
    const response = await harness.app.inject({
      method,
      url,
      ...(payload === undefined
        ? {}
        : { payload, headers: { 'content-type': 'application/json' } }),
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
  });
});

// The reader's workspace shows the resume in a frame (issue 36): the admin's pages may frame
// this origin, every other page frames nothing, and Stripe's frames are kept where they are on.
describe('frames of the admin pages', () => {
  const shell = { render: async () => '<!doctype html><html><head></head><body></body></html>' };
  async function frameSources(url: string, env: Record<string, string> = {}) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ deps: { config, db: database.db }, html: shell, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      return {
        frameSrc: /frame-src ([^;]*)/.exec(policy)?.[1],
        ancestors: /frame-ancestors ([^;]*)/.exec(policy)?.[1],
      };
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('lets an admin page frame the shop itself, and nothing else', async () => {
    expect(await frameSources('/admin/reading/6d7e3a4c-1111-4b2a-9c3d-222233334444')).toEqual({
      frameSrc: "'self'",
      ancestors: "'none'",
    });
    expect(await frameSources('/')).toEqual({ frameSrc: "'none'", ancestors: "'none'" });
    expect(await frameSources('/administrators-of-nothing')).toMatchObject({ frameSrc: "'none'" });
  });

  it("keeps Stripe's frames beside the shop's own", async () => {
    const { frameSrc } = await frameSources('/admin/dashboard', {
      STRIPE_SECRET_KEY: 'sk_test_frames',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_frames',
      STRIPE_WEBHOOK_SECRET: 'whsec_frames',
    });
    expect(frameSrc?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(frameSrc).not.toContain("'none'");
  });
});
