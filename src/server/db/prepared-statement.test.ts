import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, withTestDatabase } from '../../../tests/support/database';
import { rateLimitHits } from './schema';
import { runPrepared } from './prepared-statement';

interface HitRow {
  hits: number;
  client_key: string;
  is_repeat: boolean;
  id: string;
  note: string | null;
}

describe.each(testDatabaseKinds())('prepared statements on %s', (kind) => {
  const database = withTestDatabase(kind);
  const bucket = `prepared-${randomUUID()}`;
  const window = '2026-01-01T00:00:00.000Z';
  // A statement of the test's own, answering every type a prepared statement reads.
  const hit = (clientKey: string, hits: number, note: string | null = null) => sql`
    insert into ${rateLimitHits} (bucket, client_key, window_start, hits)
    values (${bucket}, ${clientKey}, ${window}::timestamptz, ${hits})
    returning hits, client_key, hits > 1 as is_repeat, gen_random_uuid() as id,
      ${note}::text as note`;
  const countHits = () => sql`
    select count(*)::int as hits from ${rateLimitHits} where bucket = ${bucket}`;

  it('answers its rows typed as node-postgres reads them, each time it runs', async () => {
    for (const [n, note] of [
      [1, null],
      [2, 'second'],
      [3, null],
    ] as const) {
      const rows = await runPrepared<HitRow>(database.db, 'test_hit', hit(`typed-${n}`, n, note));
      expect(rows).toEqual([
        {
          hits: n,
          client_key: `typed-${n}`,
          is_repeat: n > 1,
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          note,
        },
      ]);
    }
  });

  it('fails as the database refuses it, and runs again after', async () => {
    await runPrepared(database.db, 'test_hit', hit('twice', 1));
    await expect(runPrepared(database.db, 'test_hit', hit('twice', 1))).rejects.toMatchObject({
      code: '23505',
    });
    const [row] = await runPrepared<HitRow>(database.db, 'test_hit', hit('after', 1));
    expect(row?.client_key).toBe('after');
  });

  it('is parsed again in a session that forgot it', async () => {
    await runPrepared(database.db, 'test_hit', hit('before-reset', 1));
    await database.db.execute(sql`discard all`);
    const [row] = await runPrepared<HitRow>(database.db, 'test_hit', hit('after-reset', 1));
    expect(row?.client_key).toBe('after-reset');
  });

  if (kind === 'postgres') {
    it('is parsed again when every session of the pool forgot it', async () => {
      // Three connections at once, so that the statement is parsed on each.
      const slowHit = (n: number) => sql`
        select ${n}::int as hits, pg_sleep(0.05)::text as note`;
      await Promise.all([1, 2, 3].map((n) => runPrepared(database.db, 'test_slow', slowHit(n))));
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const sessions = await Promise.all(
        Array.from({ length: pool.idleCount }, () => pool.connect()),
      );
      expect(sessions.length).toBeGreaterThanOrEqual(3);
      for (const session of sessions) await session.query('discard all');
      for (const session of sessions) session.release();
      const [row] = await runPrepared<{ hits: number }>(database.db, 'test_slow', slowHit(4));
      expect(row?.hits).toBe(4);
    });
  }

  it('never runs inside a transaction another caller has open', async () => {
    const { db } = database;
    const [before] = await runPrepared<{ hits: number }>(db, 'test_count', countHits());
    let finish: () => void = () => {};
    const isFinished = new Promise<void>((resolve) => (finish = resolve));
    let markInserted: () => void = () => {};
    const isInserted = new Promise<void>((resolve) => (markInserted = resolve));
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.insert(rateLimitHits).values({
          bucket,
          clientKey: 'uncommitted',
          windowStart: new Date(window),
          hits: 1,
        });
        markInserted();
        await isFinished;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await isInserted;
    const counted = runPrepared<{ hits: number }>(db, 'test_count', countHits());
    // Long enough for a statement that did not wait for the transaction to have run in it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    expect(await rolledBack).toBe('rolled back');
    expect(await counted).toEqual([{ hits: before!.hits }]);
  });
});
