import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/** The migration that moves mail and report jobs into one table (decision 327). */
const ONE_JOB_TABLE = 'one_job_table';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that ends just before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (index < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe('the one job table migration', () => {
  const client = new PGlite('memory://', { extensions: { pg_trgm, btree_gist } });
  const db = drizzle({ client });
  let before: string | undefined;
  afterAll(async () => {
    await client.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('moves queued, running and finished mails and reports into jobs, in their queue order', async () => {
    before = await migrationsBefore(ONE_JOB_TABLE);
    await migrate(db, { migrationsFolder: before });
    const [order] = (
      await client.query<{ id: string }>(
        `insert into purchases (tier, amount, currency, payment_status, product_id)
         values ('cosmic-map', 2900, 'usd', 'completed', 2) returning id`,
      )
    ).rows;
    const purchaseId = order!.id;
    await client.query(
      `insert into email_jobs (kind, recipient, payload, dedupe_key, purchase_id, status, sent_at, message_id)
       values ('order-confirmation', 'Ann.Lee+shop@Gmail.com', '{"fullName":"Ann"}', $1, $2, 'sent', now(), '<a@shop>'),
              ('questionnaire-reminder', 'ann.lee@gmail.com', '{"reminderNumber":1}', null, $2, 'queued', null, null),
              ('free-summary', 'bo@example.com', '{"fullName":"Bo"}', null, null, 'sending', now(), null)`,
      [`order-confirmation:${purchaseId}`, purchaseId],
    );
    // Reports keep the order they were queued in (`created_at`). The times are given: PGlite's
    // clock counts milliseconds, and two inserts in one millisecond would tie (then `id` decides).
    await client.query(
      `insert into report_jobs (purchase_id, reason, requested_by, dedupe_key, status, created_at)
       values ($1, 'paid', 'system', $2, 'rendering', now() - interval '1 minute')`,
      [purchaseId, `paid:${purchaseId}`],
    );
    await client.query(
      `insert into report_jobs (purchase_id, reason, requested_by, status)
       values ($1, 'regenerate', 'admin:ann@example.com', 'queued')`,
      [purchaseId],
    );

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows } = await client.query<Record<string, unknown>>(
      `select kind, mail_kind, recipient, recipient_key, purchase_id, payload, status::text,
         dedupe_key, result, sent_at is not null as has_sent_at, finished_at is not null as is_finished
       from jobs order by queued_order`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'mail',
        mail_kind: 'order-confirmation',
        recipient_key: 'annlee@gmail.com',
        purchase_id: purchaseId,
        payload: { fullName: 'Ann' },
        status: 'done',
        dedupe_key: `order-confirmation:${purchaseId}`,
        result: { messageId: '<a@shop>' },
        has_sent_at: true,
        is_finished: true,
      }),
      expect.objectContaining({
        mail_kind: 'questionnaire-reminder',
        payload: { reminderNumber: 1 },
        status: 'queued',
      }),
      expect.objectContaining({
        mail_kind: 'free-summary',
        purchase_id: null,
        status: 'running',
        has_sent_at: true,
      }),
      expect.objectContaining({
        kind: 'report',
        mail_kind: null,
        purchase_id: purchaseId,
        payload: { reason: 'paid', requestedBy: 'system' },
        status: 'running',
        dedupe_key: `paid:${purchaseId}`,
      }),
      expect.objectContaining({
        kind: 'report',
        payload: { reason: 'regenerate', requestedBy: 'admin:ann@example.com' },
        status: 'queued',
      }),
    ]);
    // The old tables are gone, and a job queued now comes after every copied one.
    const { rows: left } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_name in ('email_jobs', 'report_jobs')`,
    );
    expect(left).toEqual([]);
    const { rows: next } = await client.query<{ later: boolean }>(
      `insert into jobs (kind, payload) values ('mail', '{}')
       returning queued_order > (select max(queued_order) from jobs where kind = 'report') as later`,
    );
    expect(next[0]?.later).toBe(true);
  });
});
