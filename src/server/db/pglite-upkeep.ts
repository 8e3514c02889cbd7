import { sql } from 'drizzle-orm';
import { startPollingLoop, type PollingLoop } from '../jobs/leased-worker';
import type { Database } from './client';

/*
 * PostgreSQL's autovacuum, for the embedded database. PGlite runs one backend and no background
 * processes, so nothing ever analyzed or vacuumed the shop's tables there: they kept the empty
 * image's statistics (no pages, no rows). The free sign-up slowed as the shop grew, in its two
 * foreign-key checks (1.4 ms a sign-up at 2,000 customers, 2.5 ms at 7,000); after one analyze
 * it took 0.33 ms and stayed there (decision 388). Which of the checks' steps the statistics
 * changed is not known: their plan read the primary key both before and after. When is
 * autovacuum's own rule: a table is analyzed once 50 rows and a tenth of it changed since, and
 * vacuumed (and analyzed) once 50 rows and a fifth of it are dead. One table a round, so no
 * round holds the shop's one thread long.
 */

/** How often the tables' counts are looked at: one small query. */
const ROUND_MS = 2000;

export interface UpkeepRound {
  table: string;
  work: 'analyze' | 'vacuum';
}

/** Analyzes or vacuums the one table most overdue, if any. */
export async function upkeepOnce(db: Database): Promise<UpkeepRound | null> {
  // The counts of the statements before are written out at this one's end (PostgreSQL would
  // otherwise keep them in hand for up to a second or more).
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select schemaname as schema, relname as table,
      n_dead_tup > 50 + 0.2 * n_live_tup as needs_vacuum
    from pg_stat_user_tables
    where n_mod_since_analyze > 50 + 0.1 * n_live_tup or n_dead_tup > 50 + 0.2 * n_live_tup
    order by greatest(n_mod_since_analyze, n_dead_tup) desc
    limit 1`);
  const [due] = (result as unknown as { rows: DueTable[] }).rows;
  if (!due) return null;
  const target = sql`${sql.identifier(due.schema)}.${sql.identifier(due.table)}`;
  await db.execute(due.needs_vacuum ? sql`vacuum (analyze) ${target}` : sql`analyze ${target}`);
  return { table: due.table, work: due.needs_vacuum ? 'vacuum' : 'analyze' };
}

interface DueTable {
  schema: string;
  table: string;
  needs_vacuum: boolean;
}

/** Runs `upkeepOnce` every couple of seconds until stopped. */
export function startPgliteUpkeep(
  db: Database,
  log: { error(object: object, message: string): void },
): PollingLoop {
  return startPollingLoop({
    runOnce: async () => {
      await upkeepOnce(db);
      return 0;
    },
    batchSize: 1,
    pollIntervalMs: ROUND_MS,
    wakeDelayMs: 0,
    onRoundFailed: (error) => log.error({ err: error }, 'embedded database upkeep failed'),
  });
}
