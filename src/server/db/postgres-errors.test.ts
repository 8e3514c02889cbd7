import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import type { DatabaseHandle } from './client';
import { isExclusionViolation, isUniqueViolation } from './postgres-errors';

async function refusalOf(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error('The write was not refused.');
}

describe.each(testDatabaseKinds())('PostgreSQL refusals on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.execute(sql`
      create table refusal_probe (
        id integer constraint refusal_probe_id_key unique,
        busy tstzrange,
        constraint refusal_probe_busy_excl exclude using gist (busy with &&)
      )`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads a unique violation through the query builder’s error, by its constraint', async () => {
    await database.db.execute(sql`insert into refusal_probe (id) values (1)`);
    const error = await refusalOf(
      database.db.execute(sql`insert into refusal_probe (id) values (1)`),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'refusal_probe_id_key')).toBe(true);
    expect(isUniqueViolation(error, 'another_key')).toBe(false);
    expect(isExclusionViolation(error)).toBe(false);
  });

  it('reads an exclusion violation, and nothing in an error that is none', async () => {
    const range = sql`tstzrange('2027-04-03 16:00+00', '2027-04-03 17:00+00', '[)')`;
    await database.db.execute(sql`insert into refusal_probe (busy) values (${range})`);
    const error = await refusalOf(
      database.db.execute(sql`insert into refusal_probe (busy) values (${range})`),
    );
    expect(isExclusionViolation(error)).toBe(true);
    expect(isExclusionViolation(error, 'refusal_probe_busy_excl')).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
