import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sessions, type Session, type SignInSubjectKind } from '../db/schema';

/** 32 random bytes as base64url: the only form a session token ever takes. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** What the table keeps instead of the token: its SHA-256, so a copied table opens nothing. */
export function hashSignInToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSignIn {
  /** Goes into the cookie and nowhere else. */
  token: string;
  expiresAt: Date;
}

export interface CreateSignInOptions {
  subjectKind: SignInSubjectKind;
  subjectId: string;
  lifetimeSeconds: number;
}

/** Starts a session with a fresh random 256-bit token; expiry is fixed at creation. */
export async function createSignIn(
  db: Queryable,
  options: CreateSignInOptions,
): Promise<NewSignIn> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      id: hashSignInToken(token),
      subjectKind: options.subjectKind,
      subjectId: options.subjectId,
      expiresAt: sql`now() + make_interval(secs => ${options.lifetimeSeconds})`,
    })
    .returning({ expiresAt: sessions.expiresAt });
  if (!row) throw new Error('session insert returned no row');
  return { token, expiresAt: row.expiresAt };
}

/**
 * The live session of that kind for a cookie's token, or null when it is unknown, of
 * another kind, or expired (the database clock decides). Notes activity at most once a minute.
 */
export async function findSignIn(
  db: Queryable,
  token: string | undefined,
  subjectKind: SignInSubjectKind,
): Promise<Session | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      session: sessions,
      isActivityStale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, hashSignInToken(token)),
        eq(sessions.subjectKind, subjectKind),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  if (row.isActivityStale) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.session.id));
  }
  return row.session;
}

/** Ends the session behind a token (logout); an unknown token is not an error. */
export async function destroySignIn(db: Queryable, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.delete(sessions).where(eq(sessions.id, hashSignInToken(token)));
}

/** Ends every session of one person, e.g. after a password reset or deactivation. */
export async function destroySignInsOf(
  db: Queryable,
  subjectKind: SignInSubjectKind,
  subjectId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.subjectKind, subjectKind), eq(sessions.subjectId, subjectId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Removes expired rows; they are already refused, this only keeps the table small. */
export async function pruneExpiredSignIns(db: Queryable): Promise<number> {
  const pruned = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return pruned.length;
}
