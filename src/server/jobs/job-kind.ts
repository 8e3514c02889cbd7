import type { z } from 'zod';
import type { Queryable } from '../db/client';
import type { ClaimToken, LeasedJobStore } from './job-store';
import { announceJobQueued } from './queued-signal';

export interface EnqueueOptions {
  /** Same key twice -> one job. Use it for anything that must happen once per event. */
  dedupeKey?: string;
  /** Not before this many hours from now (scheduled work such as reminders). */
  delayHours?: number;
  /** Not before this instant (a session's reminder, to the minute). */
  notBefore?: Date;
}

/**
 * One kind of background work, as whoever queues it sees it: its name, the schema of its
 * payload (shared with the code that runs it), and where its jobs are kept.
 */
export interface JobKind<
  Kind extends string,
  Schema extends z.ZodType,
  Claimed extends ClaimToken,
> {
  kind: Kind;
  payload: Schema;
  store: LeasedJobStore<Claimed>;
  /** Writes the queued row of a checked payload: the job id, or null when deduplicated. */
  write(db: Queryable, payload: z.output<Schema>, options: EnqueueOptions): Promise<string | null>;
  /** The payload a claimed job carries, checked again by its worker before it runs. */
  payloadOf(job: Claimed): unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind, whatever its rows
export type AnyJobKind = JobKind<string, z.ZodType, any>;

/** Names a kind of background work once; `jobs.enqueue` and its worker both go through it. */
export function defineJobKind<
  Kind extends string,
  Schema extends z.ZodType,
  Claimed extends ClaimToken,
>(definition: JobKind<Kind, Schema, Claimed>): JobKind<Kind, Schema, Claimed> {
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
 * change that asks for it does. The payload is checked against the kind's schema first: the
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
  const id = await kind.write(db, checked.data, options);
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
