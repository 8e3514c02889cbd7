import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/database';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { forAnyone } from './sign-ins/route-access';

describe('routes parse what they receive with zod, not JSON schemas', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  const appWithRoute = async (schema: object) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '.tmp/test-data',
    });
    const app = await buildApp({ deps: { config, db: database.db }, logger: false });
    app.get('/api/with-a-schema', { ...forAnyone, schema }, async () => ({ ok: true }));
    return app;
  };

  it('refuses to start with a route that validates its input by JSON schema', async () => {
    const app = await appWithRoute({ querystring: { type: 'object' } });
    await expect(app.ready()).rejects.toThrow(/JSON schema for its input.*zod/);
    await app.close();
  });

  it('refuses to start with a route that serialises its reply by JSON schema', async () => {
    const app = await appWithRoute({ response: { 200: { type: 'object' } } });
    await expect(app.ready()).rejects.toThrow(/JSON schema for its reply.*zod/);
    await app.close();
  });
});
