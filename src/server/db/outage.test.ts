import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../errors';
import { serializeError } from '../log-serializers';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { withTestAppBehindRelay } from '../../../tests/support/observed-app';
import { checkoutPerson } from '../../../tests/support/checkout-factories';

const person = checkoutPerson({
  fullName: 'Imogen Quartermaine',
  phone: '+44 20 7946 0958',
  birthLocation: 'Harrogate, England',
});
const personalValues = [person.fullName, person.email, person.phone, person.birthLocation];

describe.each(testDatabaseKinds())('health checks on %s', (kind) => {
  const harness = withTestApp(kind);

  it('answers /healthz without the database and /readyz once migrations are in', async () => {
    const health = await harness.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await harness.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready when the newest migration is missing', async () => {
    await harness.database.db.execute(sql`
      create temporary table saved as
        select * from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    await harness.database.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    try {
      const ready = await harness.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        reason: 'the database is missing migrations',
      });
    } finally {
      await harness.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations select * from saved`,
      );
      await harness.database.db.execute(sql`drop table saved`);
    }
  });

  it('keeps personal data out of a failed query in the logs', async () => {
    const failure = await harness.database.db
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
  const lines: string[] = [];
  const harness = withTestAppBehindRelay({ logLines: lines });

  it('answers 503 with Retry-After, logs no personal data, and recovers', async () => {
    const before = await harness.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      payload: person,
    });
    expect(before.statusCode, before.body).toBe(200);

    harness.proxy.cut();
    const during = await harness.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      payload: { ...person, email: `second.${person.email}` },
    });
    expect(during.statusCode, during.body).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ error: 'unavailable', message: UNAVAILABLE_MESSAGE });
    const ready = await harness.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect((await harness.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('database unavailable');
    // The driver's reason is logged beside the query builder's error, which names only the query.
    const warning = lines
      .map(
        (line) =>
          JSON.parse(line) as { msg?: string; reason?: { code?: string; message?: string } },
      )
      .find((line) => line.msg === 'database unavailable');
    expect(warning?.reason?.code ?? warning?.reason?.message).toBeTruthy();
    for (const value of personalValues) expect(log).not.toContain(value);

    harness.proxy.restore();
    const after = await harness.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      payload: { ...person, email: `third.${person.email}` },
    });
    expect(after.statusCode, after.body).toBe(200);
  });
});
