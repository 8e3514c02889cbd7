import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, withTestDatabase } from '../../../tests/support/database';
import { upkeepOnce } from './table-upkeep';

// The shop runs autovacuum's rule (decisions 388, 396): on PGlite, which has no autovacuum, it
// analyzes and vacuums; on PostgreSQL, whose autovacuum looks once a minute, it analyzes as soon
// as a table is due.
describe.each(testDatabaseKinds())('tables are analyzed as autovacuum would (%s)', (kind) => {
  const database = withTestDatabase(kind);
  // PostgreSQL's own autovacuum keeps off the probe tables, so only the shop's upkeep runs.
  const noAutovacuum = sql.raw('autovacuum_enabled = false');

  /** Writes out this connection's counts (PGlite's one backend keeps them in hand). */
  async function flushStats() {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
  }

  async function probeStats(table: string) {
    await flushStats();
    const result = await database.db.execute(sql`
      select s.n_mod_since_analyze::int as changed, s.n_dead_tup::int as dead,
        s.last_analyze is not null as analyzed, c.reltuples::int as rows,
        s.seq_scan::int as scans
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.relname = ${table}`);
    return (result as unknown as { rows: Record<string, number | boolean>[] }).rows[0]!;
  }

  /**
   * One round's work on this test's tables: on PostgreSQL the counts of an earlier test's
   * connections can arrive late (a backend writes them out within seconds), making some other
   * table due in the middle of a test.
   */
  async function upkeepOfProbes() {
    const work = await upkeepOnce(database.db, kind);
    return work.filter((round) => round.table.startsWith('upkeep_'));
  }

  /** Rounds until nothing is due; what each did. Tables other tests left count too. */
  async function roundsUntilDone() {
    const done = [];
    for (let round = 0; round < 50; round++) {
      const work = await upkeepOnce(database.db, kind);
      if (work.length === 0) return done;
      done.push(...work);
    }
    throw new Error('upkeep never finished');
  }

  it('analyzes a grown table and leaves the rest', async () => {
    const { db } = database;
    await flushStats();
    await roundsUntilDone();
    await db.execute(
      sql`create table upkeep_probe (key text primary key, note text) with (${noAutovacuum})`,
    );
    // 40 new rows are under autovacuum's threshold of 50: nothing is due.
    await db.execute(
      sql`insert into upkeep_probe select 'a-' || n, 'note' from generate_series(1, 40) n`,
    );
    await flushStats();
    await expect(upkeepOfProbes()).resolves.toEqual([]);

    await db.execute(
      sql`insert into upkeep_probe select 'key-' || n, 'note' from generate_series(1, 5000) n`,
    );
    await flushStats();
    await expect(upkeepOfProbes()).resolves.toEqual([{ table: 'upkeep_probe', work: 'analyze' }]);
    await expect(probeStats('upkeep_probe')).resolves.toMatchObject({
      changed: 0,
      analyzed: true,
      rows: 5040,
    });
    await expect(upkeepOfProbes()).resolves.toEqual([]);

    // A fifth and 50 rows dead: PGlite's are vacuumed (and analyzed with it); PostgreSQL's
    // autovacuum vacuums, and the shop analyzes what changed.
    await db.execute(sql`update upkeep_probe set note = 'changed' where key < 'key-3'`);
    await expect(probeStats('upkeep_probe')).resolves.toMatchObject({ dead: 2262 });
    await expect(upkeepOfProbes()).resolves.toEqual([
      { table: 'upkeep_probe', work: kind === 'pglite' ? 'vacuum' : 'analyze' },
    ]);
    await expect(probeStats('upkeep_probe')).resolves.toMatchObject(
      kind === 'pglite' ? { changed: 0, dead: 0 } : { changed: 0 },
    );
    await db.execute(sql`drop table upkeep_probe`);
  });

  it('analyzes every table due in one round on PostgreSQL, the most overdue on PGlite', async () => {
    const { db } = database;
    await flushStats();
    await roundsUntilDone();
    for (const [table, rows] of [
      ['upkeep_small', 200],
      ['upkeep_large', 3000],
    ] as const) {
      await db.execute(sql`create table ${sql.identifier(table)} (n int) with (${noAutovacuum})`);
      await db.execute(
        sql`insert into ${sql.identifier(table)} select n from generate_series(1, ${rows}) n`,
      );
    }
    await flushStats();
    const large = { table: 'upkeep_large', work: 'analyze' };
    const small = { table: 'upkeep_small', work: 'analyze' };
    if (kind === 'pglite') {
      await expect(upkeepOfProbes()).resolves.toEqual([large]);
      await expect(upkeepOfProbes()).resolves.toEqual([small]);
    } else {
      await expect(upkeepOfProbes()).resolves.toEqual([large, small]);
    }
    await flushStats();
    await expect(upkeepOfProbes()).resolves.toEqual([]);
    await db.execute(sql`drop table upkeep_small, upkeep_large`);
  });

  it('gives foreign-key checks planned on a small table a lookup once it has grown', async () => {
    const { db } = database;
    await db.execute(sql`create table upkeep_parent (id int primary key) with (${noAutovacuum})`);
    await db.execute(
      sql`create table upkeep_child (parent int not null references upkeep_parent (id))
        with (${noAutovacuum})`,
    );
    // As migration 0035 left the customers of a new shop: analyzed while (nearly) empty.
    await db.execute(sql`insert into upkeep_parent values (1)`);
    await db.execute(sql`analyze upkeep_parent`);
    /** Inserts `count` children, one statement each, as sign-ups do; the parent's scans it cost. */
    async function scansForChildren(count: number) {
      const before = (await probeStats('upkeep_parent')).scans as number;
      for (let n = 0; n < count; n++) {
        await db.execute(sql`insert into upkeep_child values (1)`);
      }
      return ((await probeStats('upkeep_parent')).scans as number) - before;
    }
    // The connection plans its check while the table is small, and keeps the plan.
    await scansForChildren(10);
    await db.execute(sql`insert into upkeep_parent select n from generate_series(2, 20000) n`);
    // Until the table is analyzed, each check reads all 20,000 rows.
    await expect(scansForChildren(10)).resolves.toBe(10);
    await flushStats();
    await expect(roundsUntilDone()).resolves.toContainEqual({
      table: 'upkeep_parent',
      work: 'analyze',
    });
    await expect(scansForChildren(10)).resolves.toBe(0);
    await db.execute(sql`drop table upkeep_child, upkeep_parent`);
  });
});
