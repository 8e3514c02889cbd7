import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { UNAVAILABLE_MESSAGE } from '../errors';
import { serializeError } from '../log-serializers';
import type { DatabaseHandle } from './client';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { startTcpProxy, type TcpProxy } from '../../../tests/support/tcp-proxy';
import { checkoutPerson } from '../../../tests/support/checkout-factories';
import type { FastifyInstance } from 'fastify';

const person = checkoutPerson({
  fullName: 'Imogen Quartermaine',
  phone: '+44 20 7946 0958',
  birthLocation: 'Harrogate, England',
});
const personalValues = [person.fullName, person.email, person.phone, person.birthLocation];

describe.each(testDatabaseKinds())('health checks on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      deps: {
        config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data' }),
        db: database.db,
      },
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers /healthz without the database and /readyz once migrations are in', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready when the newest migration is missing', async () => {
    await database.db.execute(sql`
      create temporary table saved as
        select * from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    await database.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        reason: 'the database is missing migrations',
      });
    } finally {
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations select * from saved`);
      await database.db.execute(sql`drop table saved`);
    }
  });

  it('keeps personal data out of a failed query in the logs', async () => {
    const failure = await database.db
      .execute(
        sql`insert into no_such_table (name, email) values (${person.fullName}, ${person.email})`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(person.email);
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).toContain('Failed query: insert into no_such_table');
    expect(logged).not.toContain(person.email);
    expect(logged).not.toContain(person.fullName);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await createTestDatabase('postgres', { port: proxy.port });
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
    proxy?.restore();
    await database?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After, logs no personal data, and recovers', async () => {
    const before = await app.inject({ method: 'POST', url: '/api/free-tier', payload: person });
    expect(before.statusCode, before.body).toBe(200);

    proxy.cut();
    const during = await app.inject({
      method: 'POST',
      url: '/api/free-tier',
      payload: { ...person, email: `second.${person.email}` },
    });
    expect(during.statusCode, during.body).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ error: 'unavailable', message: UNAVAILABLE_MESSAGE });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('database unavailable');
    for (const value of personalValues) expect(log).not.toContain(value);

    proxy.restore();
    const after = await app.inject({
      method: 'POST',
      url: '/api/free-tier',
      payload: { ...person, email: `third.${person.email}` },
    });
    expect(after.statusCode, after.body).toBe(200);
  });
});
