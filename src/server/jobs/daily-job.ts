import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Queryable } from '../db/client';
import { scheduledRuns } from '../db/schema';
import { startPollingLoop, type PollingLoop } from './leased-worker';

export interface DailyJobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DailyJobOptions {
  db: Queryable;
  /** Names the job in `scheduled_runs`, e.g. `retention-purge`. */
  job: string;
  /** The job's work; what it resolves with is logged and kept on the day's row. */
  run(): Promise<Record<string, unknown>>;
  /** Decides the day (UTC); tests move it. */
  clock: Clock;
  log: DailyJobLog;
  /** How often an instance asks whether today's run is still to do. */
  checkEveryMs?: number;
  /** How long a started run holds the day before another instance may take it again. */
  leaseMs?: number;
}

export interface DailyJob {
  /** Runs the job if no instance has taken today's run; resolves with whether this one did. */
  runIfDue(): Promise<boolean>;
  /** Checks now, then every `checkEveryMs`, until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes the day's run of `job` in one statement: the insert wins for the first instance; a
 * later one wins only a run left unfinished past its lease (its instance died mid-run).
 */
export async function claimDailyRun(
  db: Queryable,
  job: string,
  day: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .insert(scheduledRuns)
    .values({ job, day })
    .onConflictDoUpdate({
      target: [scheduledRuns.job, scheduledRuns.day],
      set: { startedAt: sql`now()`, attempts: sql`${scheduledRuns.attempts} + 1` },
      setWhere: sql`${scheduledRuns.finishedAt} is null and ${scheduledRuns.startedAt} < now() - make_interval(secs => ${leaseMs / 1000})`,
    })
    .returning({ job: scheduledRuns.job });
  return rows.length > 0;
}

/**
 * A job that runs once a day per shop however many instances run: each started instance checks
 * at once and then every `checkEveryMs`, and only the one that claims the day runs it.
 */
export function dailyJob(options: DailyJobOptions): DailyJob {
  const leaseMs = options.leaseMs ?? HOUR_MS;
  let loop: PollingLoop | undefined;
  async function runIfDue(): Promise<boolean> {
    const day = options.clock().toISOString().slice(0, 10);
    if (!(await claimDailyRun(options.db, options.job, day, leaseMs))) return false;
    const result = await options.run();
    await options.db
      .update(scheduledRuns)
      .set({ finishedAt: sql`now()`, result })
      .where(and(eq(scheduledRuns.job, options.job), eq(scheduledRuns.day, day)));
    options.log.info({ job: options.job, day, ...result }, `${options.job} done`);
    return true;
  }
  return {
    runIfDue,
    start() {
      loop ??= startPollingLoop({
        runOnce: async () => {
          await runIfDue();
          return 0;
        },
        batchSize: 1,
        pollIntervalMs: options.checkEveryMs ?? HOUR_MS,
        wakeDelayMs: 0,
        onRoundFailed: (error) =>
          options.log.error({ err: error, job: options.job }, `${options.job} failed`),
      });
    },
    async stop() {
      await loop?.stop();
      loop = undefined;
    },
  };
}
