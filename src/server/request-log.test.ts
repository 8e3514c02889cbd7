import { describe, expect, it } from 'vitest';
import { withLoggedTestApp } from '../../tests/support/observed-app';

describe('the request log', () => {
  const lines: string[] = [];
  const harness = withLoggedTestApp('pglite', lines);

  it('writes one line per request, when it completes, with the request and the reply', async () => {
    lines.length = 0;
    const response = await harness.app.inject({ method: 'GET', url: '/healthz' });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      reqId: response.headers['x-request-id'],
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});
