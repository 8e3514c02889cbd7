import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { sessions } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import {
  createSignIn,
  destroySignIn,
  destroySignInsOf,
  findSignIn,
  hashSignInToken,
  pruneExpiredSignIns,
} from './store';

describe.each(testDatabaseKinds())('session store on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const start = (subjectId = randomUUID(), lifetimeSeconds = 3600) =>
    createSignIn(database.db, { subjectKind: 'affiliate', subjectId, lifetimeSeconds });

  it('hands out a 256-bit token and keeps only its SHA-256', async () => {
    const subjectId = randomUUID();
    const { token, expiresAt } = await start(subjectId);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    const rows = await database.db.select().from(sessions).where(eq(sessions.subjectId, subjectId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(hashSignInToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('finds a live session by its token, only for its own kind', async () => {
    const subjectId = randomUUID();
    const { token } = await start(subjectId);
    expect(await findSignIn(database.db, token, 'affiliate')).toMatchObject({ subjectId });
    expect(await findSignIn(database.db, token, 'admin')).toBeNull();
    expect(await findSignIn(database.db, undefined, 'affiliate')).toBeNull();
    expect(await findSignIn(database.db, 'x'.repeat(43), 'affiliate')).toBeNull();
    expect(await findSignIn(database.db, "' or 1=1 --", 'affiliate')).toBeNull();
  });

  it('refuses a session once it has expired, and prunes it', async () => {
    const subjectId = randomUUID();
    const { token } = await start(subjectId);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.subjectId, subjectId));
    expect(await findSignIn(database.db, token, 'affiliate')).toBeNull();
    await pruneExpiredSignIns(database.db);
    expect(
      await database.db.select().from(sessions).where(eq(sessions.subjectId, subjectId)),
    ).toEqual([]);
  });

  it('notes activity at most once a minute', async () => {
    const subjectId = randomUUID();
    const { token } = await start(subjectId);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.subjectId, subjectId));
    const seen = await findSignIn(database.db, token, 'affiliate');
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, subjectId));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(seen!.lastSeenAt.getTime() + 5 * 60_000);
  });

  it('destroys one session, or all of one subject', async () => {
    const subjectId = randomUUID();
    const first = await start(subjectId);
    const second = await start(subjectId);
    const other = await start();
    await destroySignIn(database.db, first.token);
    expect(await findSignIn(database.db, first.token, 'affiliate')).toBeNull();
    expect(await findSignIn(database.db, second.token, 'affiliate')).not.toBeNull();
    expect(await destroySignInsOf(database.db, 'affiliate', subjectId)).toBe(1);
    expect(await findSignIn(database.db, second.token, 'affiliate')).toBeNull();
    expect(await findSignIn(database.db, other.token, 'affiliate')).not.toBeNull();
    await destroySignIn(database.db, 'unknown');
  });
});
