import { sql } from 'drizzle-orm';
import { startPollingLoop, type PollingLoop } from '../jobs/leased-worker';
import type { Database, DatabaseHandle } from './client';

/*
 * Autovacuum's rule, run by the shop. A table is analyzed once 50 rows and a tenth of it changed
 * since, and vacuumed (and analyzed) once 50 rows and a fifth of it are dead.
 *
 * PGlite runs one backend and none of PostgreSQL's background processes: nothing else ever
 * analyzed or vacuumed its tables, which kept the empty image's statistics (decision 388). One
 * table a round there, so no round holds the shop's one thread long.
 *
 * PostgreSQL has autovacuum, which vacuums, but looks at a database once a minute: a new shop's
 * tables kept the statistics their migrations left (an analyze of the empty customers table,
 * migration 0035) for that minute, and a connection's foreign-key checks kept the plan they made
 * then, a scan of every customer for each sign-up: bench:api's sign-ups on a new database
 * answered 770-1,153 req/s, and 2,042-2,218 once the tables were analyzed as they grew. The shop
 * analyzes there too, every table as soon as it is due (the work is the server's), and leaves
 * vacuuming to autovacuum (decision 396).
 */

/** How often the tables' counts are looked at: one small query. */
const ROUND_MS = 2000;

export interface UpkeepRound {
  table: string;
  work: 'analyze' | 'vacuum';
}

/**
 * Analyzes the tables that are due, or, on PGlite, analyzes or vacuums the one most overdue: the
 * work it did, most overdue first.
 */
export async function upkeepOnce(
  db: Database,
  engine: DatabaseHandle['kind'],
): Promise<UpkeepRound[]> {
  const isEmbedded = engine === 'pglite';
  // PGlite's one backend keeps the counts of the statements before in hand for a while;
  // PostgreSQL's backends write theirs out within a second on their own.
  if (isEmbedded) await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select schemaname as schema, relname as table,
      ${isEmbedded} and n_dead_tup > 50 + 0.2 * n_live_tup as needs_vacuum
    from pg_stat_user_tables
    where n_mod_since_analyze > 50 + 0.1 * n_live_tup
      or (${isEmbedded} and n_dead_tup > 50 + 0.2 * n_live_tup)
    order by greatest(n_mod_since_analyze, n_dead_tup) desc
    limit ${isEmbedded ? 1 : null}`);
  const due = (result as unknown as { rows: DueTable[] }).rows;
  for (const { schema, table, needs_vacuum } of due) {
    const target = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    // A table autovacuum (or another worker) is analyzing now is left to it.
    await db.execute(
      needs_vacuum ? sql`vacuum (analyze) ${target}` : sql`analyze (skip_locked) ${target}`,
    );
  }
  return due.map(({ table, needs_vacuum }) => ({
    table,
    work: needs_vacuum ? 'vacuum' : 'analyze',
  }));
}

interface DueTable {
  schema: string;
  table: string;
  needs_vacuum: boolean;
}

/** Runs `upkeepOnce` every couple of seconds until stopped. */
export function startTableUpkeep(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  log: { error(object: object, message: string): void },
): PollingLoop {
  return startPollingLoop({
    runOnce: async () => {
      await upkeepOnce(database.db, database.kind);
      return 0;
    },
    batchSize: 1,
    pollIntervalMs: ROUND_MS,
    wakeDelayMs: 0,
    onRoundFailed: (error) => log.error({ err: error }, 'database upkeep failed'),
  });
}
