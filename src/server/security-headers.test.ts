import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';

// Every reply carries the security headers, the framework's own refusals included.
describe('security headers on every reply', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp('pglite');
  });
  afterAll(async () => {
    await harness?.close();
  });

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
