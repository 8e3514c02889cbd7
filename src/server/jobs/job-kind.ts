import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../db/client';
import { leasedJobs } from '../db/schema';
import type { ClaimedJob } from './job-store';
import { announceJobQueued } from './queued-signal';

export interface EnqueueOptions {
  /** Same key twice -> one job. Use it for anything that must happen once per event. */
  dedupeKey?: string;
  /** Not before this many hours from now (scheduled work such as reminders). */
  delayHours?: number;
  /** Not before this instant (a session's reminder, to the minute). */
  notBefore?: Date;
}

/** The columns of the job table a kind fills from a payload; the rest goes in `payload`. */
export interface JobRow {
  purchaseId?: string | null;
  mailKind?: string | null;
  recipient?: string | null;
  /** What only the kind reads: kept as jsonb, checked again by its schema before it runs. */
  payload: Record<string, unknown>;
}

/**
 * One kind of background work, as whoever queues it sees it: its name, the schema of its
 * payload (shared with the code that runs it), and how a payload is kept in the one job table
 * (decision 327): the columns queries look for, the rest as jsonb.
 */
export interface JobKind<Kind extends string, Schema extends z.ZodType> {
  kind: Kind;
  payload: Schema;
  /** The row a checked payload is written as. */
  rowOf(payload: z.output<Schema>): JobRow;
  /** The payload a claimed job carries, checked again by its worker before it runs. */
  payloadOf(job: ClaimedJob): unknown;
  /** The dedupe key when the caller gives none (one report per payment). */
  defaultDedupeKey?(payload: z.output<Schema>): string | null;
}

export type AnyJobKind = JobKind<string, z.ZodType>;

/** Names a kind of background work once; `jobs.enqueue` and the job worker both go through it. */
export function defineJobKind<Kind extends string, Schema extends z.ZodType>(
  definition: JobKind<Kind, Schema>,
): JobKind<Kind, Schema> {
  return definition;
}

/** A payload its kind's schema refuses: a bug in the code that queued it, never queued. */
export class InvalidJobPayloadError extends Error {
  constructor(
    readonly kind: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `refused a "${kind}" job: ${issues
        .map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`)
        .join('; ')}`,
    );
    this.name = 'InvalidJobPayloadError';
  }
}

/**
 * Queues one job of `kind`, in the caller's transaction so the job exists exactly when the
 * change that asks for it does; the id, or null when its dedupe key had queued one. The payload is checked against the kind's schema first: the
 * type says so at compile time, this at run time (payloads built from `unknown` data).
 */
export async function enqueueJob<Kind extends AnyJobKind>(
  db: Queryable,
  kind: Kind,
  payload: z.input<Kind['payload']>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const checked = kind.payload.safeParse(payload);
  if (!checked.success) throw new InvalidJobPayloadError(kind.kind, checked.error.issues);
  const row = kind.rowOf(checked.data);
  const due = options.notBefore
    ? { nextAttemptAt: options.notBefore }
    : options.delayHours
      ? { nextAttemptAt: sql`now() + make_interval(hours => ${options.delayHours})` }
      : {};
  const [queued] = await db
    .insert(leasedJobs)
    .values({
      kind: kind.kind,
      ...row,
      dedupeKey: options.dedupeKey ?? kind.defaultDedupeKey?.(checked.data) ?? null,
      ...due,
    })
    .onConflictDoNothing({ target: leasedJobs.dedupeKey })
    .returning({ id: leasedJobs.id });
  const id = queued?.id ?? null;
  if (id && !options.delayHours && !options.notBefore) announceJobQueued(kind.kind);
  return id;
}

/** The kinds of background work of the shop, each registered once, queued by name. */
export function createJobQueue<Kinds extends Record<string, AnyJobKind>>(kinds: Kinds) {
  return {
    kinds,
    enqueue<Name extends keyof Kinds & string>(
      db: Queryable,
      name: Name,
      payload: z.input<Kinds[Name]['payload']>,
      options?: EnqueueOptions,
    ): Promise<string | null> {
      return enqueueJob(db, kinds[name] as Kinds[Name], payload, options);
    },
  };
}
