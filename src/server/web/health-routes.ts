import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Queryable } from '../db/client';
import { forAnyone } from '../sign-ins/route-access';

const READY_TIMEOUT_MS = 2000;

/** When the newest migration this build ships was made (drizzle's journal). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/** The database answers and holds every migration this build needs (a newer one is fine). */
export async function checkReadiness(db: Queryable, needed: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: 'the database did not answer in time' }),
      READY_TIMEOUT_MS,
    );
  });
  const check = (async (): Promise<Readiness> => {
    const result = (await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | null }[] };
    const newest = Number(result.rows[0]?.newest ?? 0);
    return newest >= needed
      ? { ready: true }
      : { ready: false, reason: 'the database is missing migrations' };
  })().catch((): Readiness => ({ ready: false, reason: 'the database is unreachable' }));
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a load balancer: `GET /healthz` says the process answers (no database call), `GET
 * /readyz` says this instance can serve orders (database reachable, migrations applied).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const needed = newestMigrationMillis();
  app.get('/healthz', forAnyone, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', forAnyone, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const readiness = await checkReadiness(app.deps.db, needed);
    if (readiness.ready) return { status: 'ready' };
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ status: 'unavailable', reason: readiness.reason });
  });
}
