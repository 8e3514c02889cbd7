import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase } from '../../tests/support/database';

describe('the request log', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      deps: {
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: '.tmp/test-data' }),
        db: database.db,
      },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes one line per request, when it completes, with the request and the reply', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/healthz' });
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
