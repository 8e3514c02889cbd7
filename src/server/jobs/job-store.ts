import { and, asc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/client';
import { leasedJobs } from '../db/schema';

/**
 * A job as its worker holds it. `attempts` after the claim is the claim token: every claim
 * increments it, so a write conditioned on it lands only while this claim is the current one.
 */
export interface ClaimedJob {
  id: string;
  kind: string;
  attempts: number;
  /** When it was queued: how long it has been retried counts towards giving it up. */
  createdAt: Date;
  purchaseId: string | null;
  mailKind: string | null;
  recipient: string | null;
  payload: unknown;
}

/** The database's clock, or a given instant (tests move time forward with it). */
export type ClockReading = Date | undefined;

type Values = PgUpdateSetSource<typeof leasedJobs>;

function nowOf(clock: ClockReading) {
  return clock ? sql`${clock.toISOString()}::timestamptz` : sql`now()`;
}

const inSeconds = (ms: number) => ms / 1000;

/** What a write after the claim needs of the job: which one, and which claim. */
export type HeldJob = Pick<ClaimedJob, 'id' | 'attempts'>;

/** The condition "this claim still holds the job", for writes of a kind's own. */
export function heldBy(job: HeldJob): SQL {
  return and(
    eq(leasedJobs.id, job.id),
    eq(leasedJobs.status, 'running'),
    eq(leasedJobs.attempts, job.attempts),
  ) as SQL;
}

/** One update of a held job; false when the claim was lost. */
async function updateHeld(db: Queryable, job: HeldJob, values: Values): Promise<boolean> {
  const rows = await db
    .update(leasedJobs)
    .set(values)
    .where(heldBy(job))
    .returning({ id: leasedJobs.id });
  return rows.length === 1;
}

// A mail's `sent_at` is its place under its recipient limit while it is being sent: a job that
// goes back to the queue, or ends unsent, gives that place up.
const leavingRunning = { sentAt: null } satisfies Values;
const ending = () => ({ finishedAt: sql`now()` }) satisfies Values;

/**
 * Claims up to `limit` due jobs of `kind` for `leaseMs`: queued ones, and running ones whose
 * lease ran out (their worker died). One statement (decision 220): the due rows are picked
 * `FOR UPDATE SKIP LOCKED` and marked held in the same implicit transaction, so two workers
 * (in this process or on other instances) never claim the same job, and no explicit
 * transaction stays open between round trips (on PGlite it would hold every request back).
 * Returned in the order they were queued.
 */
export async function claimJobs(
  db: Database,
  kind: string,
  limit: number,
  leaseMs: number,
  clock?: ClockReading,
): Promise<ClaimedJob[]> {
  const now = nowOf(clock);
  const due = db
    .select({ id: leasedJobs.id })
    .from(leasedJobs)
    .where(
      and(
        eq(leasedJobs.kind, kind),
        or(
          and(eq(leasedJobs.status, 'queued'), lte(leasedJobs.nextAttemptAt, now)),
          and(eq(leasedJobs.status, 'running'), lt(leasedJobs.lockedUntil, now)),
        ),
      ),
    )
    // Due first; among jobs due together, in the order they were queued (a transaction that
    // queues the order confirmation before the "book your sessions" mail sends it first).
    .orderBy(asc(leasedJobs.nextAttemptAt), asc(leasedJobs.queuedOrder))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(leasedJobs)
    .set({
      status: 'running',
      attempts: sql`${leasedJobs.attempts} + 1`,
      lockedUntil: sql`${now} + make_interval(secs => ${inSeconds(leaseMs)})`,
    })
    .where(inArray(leasedJobs.id, due))
    .returning({
      id: leasedJobs.id,
      kind: leasedJobs.kind,
      attempts: leasedJobs.attempts,
      createdAt: leasedJobs.createdAt,
      purchaseId: leasedJobs.purchaseId,
      mailKind: leasedJobs.mailKind,
      recipient: leasedJobs.recipient,
      payload: leasedJobs.payload,
      queuedOrder: leasedJobs.queuedOrder,
    });
  // UPDATE ... RETURNING keeps no order: the worker runs them as they were queued.
  return rows
    .sort((a, b) => a.queuedOrder - b.queuedOrder)
    .map(({ queuedOrder: _order, ...job }) => job);
}

/** Extends the lease of jobs this worker still holds; a claim that was lost stays lost. */
export async function renewJobs(
  db: Database,
  jobs: ClaimedJob[],
  leaseMs: number,
  clock?: ClockReading,
): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .update(leasedJobs)
    .set({ lockedUntil: sql`${nowOf(clock)} + make_interval(secs => ${inSeconds(leaseMs)})` })
    .where(or(...jobs.map(heldBy)));
}

/**
 * Records the job done, with what it made, in the caller's transaction if it passes one. False
 * when the claim was lost, or the job is already done: completing twice changes nothing.
 */
export const completeJob = (
  db: Queryable,
  job: HeldJob,
  result: Record<string, unknown> | null = null,
  values: Values = {},
) =>
  updateHeld(db, job, {
    ...ending(),
    ...values,
    result,
    status: 'done',
    lockedUntil: null,
    lastError: null,
  });

/** Back in the queue after `retryInMs`, or given up (`dead`) when that is null. */
export const failJob = (db: Queryable, job: HeldJob, error: string, retryInMs: number | null) =>
  updateHeld(
    db,
    job,
    retryInMs === null
      ? { ...leavingRunning, ...ending(), status: 'dead', lockedUntil: null, lastError: error }
      : {
          ...leavingRunning,
          status: 'queued',
          lockedUntil: null,
          lastError: error,
          nextAttemptAt: sql`now() + make_interval(secs => ${inSeconds(retryInMs)})`,
        },
  );

/** A held job that is no longer wanted (refunded order, questionnaire already in). */
export const cancelJob = (db: Queryable, job: HeldJob, reason: string) =>
  updateHeld(db, job, {
    ...leavingRunning,
    ...ending(),
    status: 'cancelled',
    lockedUntil: null,
    lastError: reason,
  });

/** Hands back a held job that was not tried (shutting down, lease too short), uncounted. */
export async function releaseJob(db: Queryable, job: HeldJob): Promise<void> {
  await updateHeld(db, job, {
    ...leavingRunning,
    status: 'queued',
    lockedUntil: null,
    attempts: sql`${leasedJobs.attempts} - 1`,
    nextAttemptAt: sql`now()`,
  });
}
