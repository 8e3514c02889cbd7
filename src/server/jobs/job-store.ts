import { and, asc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/client';

/**
 * What every claimed job carries. `attempts` after the claim is the claim token: every claim
 * increments it, so a write conditioned on it lands only while this claim is the current one.
 */
export interface ClaimToken {
  id: string;
  attempts: number;
  /** When it was queued: how long it has been retried counts towards giving it up. */
  createdAt: Date;
}

/** The database's clock, or a given instant (tests move time forward with it). */
export type ClockReading = Date | undefined;

/** The columns a table needs to hold leased jobs; both job tables name them alike. */
interface LeasedColumns {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  lastError: PgColumn;
}

type Values = Record<string, SQL | string | number | null>;

/** Where a kind of job lives and what its states are called. */
export interface LeasedJobTable<Claimed extends ClaimToken> {
  table: PgTable & LeasedColumns;
  /** The state of a job a worker holds (`sending`, `rendering`). */
  runningStatus: string;
  /** The state of a finished job (`sent`, `done`). */
  doneStatus: string;
  /** The columns a claim returns: the job as its worker sees it. */
  claimed: { [Key in keyof Claimed]: PgColumn };
  /**
   * The order jobs were queued in, when a table keeps one (mail's `queued_order`): jobs due
   * together are claimed and handled in it. Without one, by `createdAt`.
   */
  queuedOrder?: PgColumn;
  /** Written whenever a held job goes back to the queue or ends unfinished (clears a mail's reservation). */
  onLeavingRunning?: () => Values;
  /** Written when a job ends for good: done, dead or cancelled (a report's `finishedAt`). */
  onEnding?: () => Values;
}

/** The operations of one leased job table. Every write after the claim is conditioned on it. */
export interface LeasedJobStore<Claimed extends ClaimToken> {
  /** Claims up to `limit` due jobs for `leaseMs`, queued ones and those whose lease ran out. */
  claim(db: Database, limit: number, leaseMs: number, clock?: ClockReading): Promise<Claimed[]>;
  /** Extends the lease of jobs this worker still holds; a claim that was lost stays lost. */
  renew(db: Database, jobs: Claimed[], leaseMs: number, clock?: ClockReading): Promise<void>;
  /**
   * Records the job done with `values`, in the caller's transaction if it passes one. False
   * when the claim was lost, or the job is already done: completing twice changes nothing.
   */
  complete(db: Queryable, job: Claimed, values?: Values): Promise<boolean>;
  /** Back in the queue after `retryInMs`, or given up (`dead`) when that is null. */
  fail(db: Queryable, job: Claimed, error: string, retryInMs: number | null): Promise<boolean>;
  /** A held job that is no longer wanted (refunded order, questionnaire already in). */
  cancel(db: Queryable, job: Claimed, reason: string): Promise<boolean>;
  /** Hands back a held job that was not tried (shutting down, lease too short), uncounted. */
  release(db: Queryable, job: Claimed): Promise<void>;
  /** The condition "this claim still holds the job", for writes of the kind's own. */
  heldBy(job: Claimed): SQL;
}

function nowOf(clock: ClockReading) {
  return clock ? sql`${clock.toISOString()}::timestamptz` : sql`now()`;
}

const inSeconds = (ms: number) => ms / 1000;

/**
 * One leased job store over a job table (decision 220). A claim is one statement: the due rows
 * are picked `FOR UPDATE SKIP LOCKED` and marked held in the same implicit transaction, so two
 * workers (in this process or on other instances) never claim the same job, and no explicit
 * transaction stays open between round trips (on PGlite it would hold every request back).
 */
export function createLeasedJobStore<Claimed extends ClaimToken>(
  spec: LeasedJobTable<Claimed>,
): LeasedJobStore<Claimed> {
  const { table } = spec;
  const leaving = () => spec.onLeavingRunning?.() ?? {};
  const ending = () => spec.onEnding?.() ?? {};

  function heldBy(job: Claimed): SQL {
    return and(
      eq(table.id, job.id),
      eq(table.status, spec.runningStatus),
      eq(table.attempts, job.attempts),
    ) as SQL;
  }

  /** One update of held jobs; `set` is typed by the table, so its values are spelled loosely here. */
  async function updateHeld(db: Queryable, job: Claimed, values: Values): Promise<boolean> {
    const rows = await db
      .update(table)
      .set(values as never)
      .where(heldBy(job))
      .returning({ id: table.id });
    return rows.length === 1;
  }

  return {
    heldBy,
    async claim(db, limit, leaseMs, clock) {
      const now = nowOf(clock);
      const queueOrder = spec.queuedOrder ?? spec.claimed.createdAt;
      const due = db
        .select({ id: table.id })
        .from(table)
        .where(
          or(
            and(eq(table.status, 'queued'), lte(table.nextAttemptAt, now)),
            // A worker that claimed this and then died: its lease ran out, so it is free again.
            and(eq(table.status, spec.runningStatus), lt(table.lockedUntil, now)),
          ),
        )
        // Due first; among jobs due together, in the order they were queued (a transaction that
        // queues the order confirmation before the "book your sessions" mail sends it first).
        .orderBy(asc(table.nextAttemptAt), asc(queueOrder))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(table)
        .set({
          status: spec.runningStatus,
          attempts: sql`${table.attempts} + 1`,
          lockedUntil: sql`${now} + make_interval(secs => ${inSeconds(leaseMs)})`,
        } as never)
        .where(inArray(table.id, due))
        .returning({
          ...(spec.claimed as SelectedFields),
          queuePosition: sql<string>`extract(epoch from ${spec.claimed.createdAt})::numeric`,
          ...(spec.queuedOrder ? { queueNumber: spec.queuedOrder } : {}),
        });
      // UPDATE ... RETURNING keeps no order: the worker handles them as they were queued.
      const ordered = (
        rows as unknown as (Claimed & { queuePosition: string; queueNumber?: number })[]
      ).sort((a, b) =>
        a.queueNumber !== undefined && b.queueNumber !== undefined
          ? a.queueNumber - b.queueNumber
          : Number(a.queuePosition) - Number(b.queuePosition),
      );
      return ordered.map(
        ({ queuePosition: _position, queueNumber: _number, ...job }) => job as unknown as Claimed,
      );
    },
    async renew(db, jobs, leaseMs, clock) {
      if (jobs.length === 0) return;
      await db
        .update(table)
        .set({
          lockedUntil: sql`${nowOf(clock)} + make_interval(secs => ${inSeconds(leaseMs)})`,
        } as never)
        .where(or(...jobs.map(heldBy)));
    },
    complete: (db, job, values = {}) =>
      updateHeld(db, job, {
        ...ending(),
        ...values,
        status: spec.doneStatus,
        lockedUntil: null,
        lastError: null,
      }),
    fail: (db, job, error, retryInMs) =>
      updateHeld(
        db,
        job,
        retryInMs === null
          ? { ...leaving(), ...ending(), status: 'dead', lockedUntil: null, lastError: error }
          : {
              ...leaving(),
              status: 'queued',
              lockedUntil: null,
              lastError: error,
              nextAttemptAt: sql`now() + make_interval(secs => ${inSeconds(retryInMs)})`,
            },
      ),
    cancel: (db, job, reason) =>
      updateHeld(db, job, {
        ...leaving(),
        ...ending(),
        status: 'cancelled',
        lockedUntil: null,
        lastError: reason,
      }),
    async release(db, job) {
      await updateHeld(db, job, {
        ...leaving(),
        status: 'queued',
        lockedUntil: null,
        attempts: sql`${table.attempts} - 1`,
        nextAttemptAt: sql`now()`,
      });
    },
  };
}
