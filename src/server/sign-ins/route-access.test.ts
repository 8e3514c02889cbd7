import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from '../errors';
import { authoriseOnTheMatchedRoute, forAdmins, forAffiliates, forAnyone } from './route-access';

function appWithGuards() {
  const app = Fastify();
  registerErrorHandler(app);
  const calls: string[] = [];
  authoriseOnTheMatchedRoute(app, {
    admin: async (request) => {
      calls.push(`admin ${request.url}`);
      if (request.headers.authorization !== 'admin') throw new AppError('unauthorized', 'no');
    },
    affiliate: async () => {
      calls.push('affiliate');
      throw new AppError('unauthorized', 'no');
    },
  });
  return { app, calls };
}

describe('authorising on the matched route', () => {
  it('stops the app from starting when a route declares no access', async () => {
    const { app } = appWithGuards();
    app.get('/healthz', forAnyone, async () => ({ ok: true }));
    expect(() => app.get('/api/forgotten', async () => ({ secret: true }))).toThrow(
      'GET /api/forgotten declares no access',
    );
    await app.close();
  });

  it("runs a route's guard however its URL was spelled, before the route's own hooks", async () => {
    const { app, calls } = appWithGuards();
    let handled = 0;
    app.post(
      '/api/admin/stats',
      {
        ...forAdmins,
        onRequest: async () => {
          calls.push('own hook');
        },
      },
      async () => ({ handled: ++handled }),
    );
    app.get('/api/admin/stats', forAdmins, async () => ({ handled: ++handled }));
    app.get('/api/affiliate/dashboard', forAffiliates, async () => ({ handled: ++handled }));
    await app.ready();

    for (const url of ['/api/admin/stats', '/api/%61dmin/stats', '/%61pi/admin/stat%73']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await app.inject({ method: 'HEAD', url })).statusCode, url).toBe(401);
      expect((await app.inject({ method: 'POST', url })).statusCode, url).toBe(401);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/%61ffiliate/dashboard' })).statusCode,
    ).toBe(401);
    expect(handled).toBe(0);
    expect(calls).not.toContain('own hook');

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/%61dmin/stats',
      headers: { authorization: 'admin' },
    });
    expect(signedIn.json()).toEqual({ handled: 1 });
    expect(calls.slice(-2)).toEqual(['admin /api/%61dmin/stats', 'own hook']);
    await app.close();
  });
});
