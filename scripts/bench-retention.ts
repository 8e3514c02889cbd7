/**
 * `npm run bench:retention`: how long the daily retention purge takes on PostgreSQL with many
 * orders, the first time (years of data due at once) and on an ordinary day (nothing due).
 * Creates its own database on the server of `DATABASE_URL` (default: the local test server),
 * seeds it with `BENCH_ORDERS` orders (default 200,000) spread over 8 years, times
 * `purgeExpiredData`, and drops the database. Printed figures, never a timed test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { purgeExpiredData } from '../src/server/retention/retention-purge';
import { createLocalStorage } from '../src/server/storage/local-storage';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const orders = Number(process.env.BENCH_ORDERS ?? 200_000);

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function main(): Promise<void> {
  const name = `bench_retention_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const rootDir = await mkdtemp(path.join(os.tmpdir(), 'bench-retention-'));
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    const { db } = database;
    const seedStart = performance.now();
    await db.execute(sql`
      insert into users (full_name, email, email_key, phone, created_at)
      select 'Bench Customer ' || i, 'bench' || i || '@example.com', 'bench' || i || '@example.com',
        '+1 206 555 0147', now() - (random() * interval '8 years')
      from generate_series(1, ${orders / 2}) i`);
    await db.execute(sql`
      insert into purchases (user_id, product_id, tier, amount, payment_status, processing_status,
        payment_provider, payment_intent_id, customer, admin_notes, created_at, completed_at, refunded_at)
      select u.id, 6, 'master-blueprint', 500,
        (case when r < 0.05 then 'pending' when r < 0.1 then 'refunded' else 'completed' end)::payment_status,
        (case when r < 0.9 then 'delivered' else 'in-progress' end)::processing_status,
        'local', 'pi_bench_' || i,
        jsonb_build_object('fullName', u.full_name, 'email', u.email, 'phone', u.phone,
          'birthLocation', 'Seattle, WA', 'birthYear', '1991'),
        'Bench note', t, t, case when r >= 0.05 and r < 0.1 then t + interval '20 days' end
      from (select i, random() as r, now() - (random() * interval '8 years') as t,
              1 + (i % ${orders / 2}) as user_index
            from generate_series(1, ${orders}) i) o
      join (select id, full_name, email, phone, row_number() over () as n from users) u
        on u.n = o.user_index`);
    await db.execute(sql`
      insert into order_events (purchase_id, kind, actor, data, created_at)
      select id, 'processing-status-changed', 'admin:bench@example.com',
        '{"from":"completed","to":"delivered"}'::jsonb, created_at + interval '10 days'
      from purchases where processing_status = 'delivered'`);
    await db.execute(sql`
      insert into order_files (purchase_id, file_name, content_type, size, storage_key, added_by, created_at)
      select id, 'Reading.pdf', 'application/pdf', 1000, 'reports/' || id || '/bench', 'system', created_at
      from purchases where processing_status = 'delivered' and random() < 0.2`);
    await db.execute(sql`
      insert into free_signups (user_id, full_name, email, birth_month, birth_day, birth_year,
        birth_hour, birth_minute, ampm, birth_location, birth_date, birth_time, created_at)
      select id, full_name, email, '07', '21', '1991', '3', '45', 'PM', 'Seattle, WA',
        '1991-07-21', '15:45', created_at from users where random() < 0.5`);
    await db.execute(sql`analyze`);
    console.log(
      `seeded ${orders} orders, ${orders / 2} customers in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const deps = {
      db,
      storage: createLocalStorage({ rootDir, signingSecret: 'bench-retention-secret-0123456789' }),
      log: { info: () => {}, error: (details: object) => console.error(details) },
    };
    for (const label of ['first run (years due)', 'next day (nothing due)']) {
      const start = performance.now();
      const counts = await purgeExpiredData(deps, { now: new Date() });
      const seconds = (performance.now() - start) / 1000;
      const touched = Object.entries(counts)
        .filter(([, count]) => count > 0)
        .map(([key, count]) => `${key} ${count}`)
        .join(', ');
      console.log(`${label}: ${seconds.toFixed(2)} s${touched ? ` (${touched})` : ''}`);
    }
  } finally {
    await database.close();
    await onServer(`drop database if exists ${name} with (force)`);
    await rm(rootDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
