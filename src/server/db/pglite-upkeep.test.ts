import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../../tests/support/database';
import { upkeepOnce } from './pglite-upkeep';

// PGlite has no autovacuum (decision 388): the shop's upkeep analyzes and vacuums its tables
// by autovacuum's own rule, one table a round.
describe('the embedded database is analyzed and vacuumed as autovacuum would', () => {
  const database = withTestDatabase('pglite');

  async function probeStats() {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const result = await database.db.execute(sql`
      select s.n_mod_since_analyze::int as changed, s.n_dead_tup::int as dead,
        s.last_analyze is not null as analyzed, c.reltuples::int as rows
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.relname = 'upkeep_probe'`);
    return (result as unknown as { rows: Record<string, number | boolean>[] }).rows[0];
  }

  /** Rounds until nothing is due; what each did. Tables other tests left count too. */
  async function roundsUntilDone() {
    const rounds = [];
    for (let round = await upkeepOnce(database.db); round; round = await upkeepOnce(database.db)) {
      rounds.push(round);
      if (rounds.length > 50) throw new Error('upkeep never finished');
    }
    return rounds;
  }

  it('analyzes a grown table, vacuums one with many dead rows, and leaves the rest', async () => {
    const { db } = database;
    await roundsUntilDone();
    await db.execute(sql`create table upkeep_probe (key text primary key, note text)`);
    // 40 new rows are under autovacuum's threshold of 50: nothing is due.
    await db.execute(
      sql`insert into upkeep_probe select 'a-' || n, 'note' from generate_series(1, 40) n`,
    );
    await expect(upkeepOnce(db)).resolves.toBe(null);

    await db.execute(
      sql`insert into upkeep_probe select 'key-' || n, 'note' from generate_series(1, 5000) n`,
    );
    await expect(upkeepOnce(db)).resolves.toEqual({ table: 'upkeep_probe', work: 'analyze' });
    await expect(probeStats()).resolves.toEqual({
      changed: 0,
      dead: 0,
      analyzed: true,
      rows: 5040,
    });
    await expect(upkeepOnce(db)).resolves.toBe(null);

    // A fifth and 50 rows dead: vacuumed, and analyzed with it.
    await db.execute(sql`update upkeep_probe set note = 'changed' where key < 'key-3'`);
    await expect(probeStats()).resolves.toMatchObject({ dead: 2262 });
    await expect(upkeepOnce(db)).resolves.toEqual({ table: 'upkeep_probe', work: 'vacuum' });
    await expect(probeStats()).resolves.toMatchObject({ changed: 0, dead: 0 });
    await db.execute(sql`drop table upkeep_probe`);
  });
});
