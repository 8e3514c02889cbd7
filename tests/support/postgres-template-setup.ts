/**
 * Before the unit and integration tests and the journeys: one migrated PostgreSQL database (when
 * CI points at a server) that every test database and every journey's shop is copied from with
 * `create database ... template`, instead of each migrating its own (decisions 209, 395).
 * Dropped when the run ends.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { asPostgresAdmin } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database's name, or '' without PostgreSQL. */
    postgresTemplate: string;
  }
}

/**
 * The run's template: the unit tests and the journeys each name this setup, and where Vitest
 * loads it once for both, they share one template, dropped when the last of them ends (loaded
 * once per project, each makes and drops its own).
 */
let template: { name: Promise<string>; users: number; adminUrl: string } | undefined;

async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `shop_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await asPostgresAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated, then closed: a template may have no open connection while it is copied.
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await handle.close();
  return name;
}

/**
 * Drops the template and every copy of it still there: a test worker keeps a few emptied copies
 * for its next files (decision 370) and ends without closing them, and a crashed test leaves
 * its own. Copies are named after their template (`createEmptyPostgresDatabase`), so a run
 * beside this one on the same server keeps its databases.
 */
async function dropWithCopies(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const copies = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`${name}_`],
    );
    for (const { datname } of copies.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', '');
    return async () => {};
  }
  template ??= { name: migratedTemplate(adminUrl), users: 0, adminUrl };
  template.users += 1;
  project.provide('postgresTemplate', await template.name);
  return async () => {
    if (!template) return;
    template.users -= 1;
    if (template.users > 0) return;
    const { name, adminUrl: url } = template;
    template = undefined;
    await dropWithCopies(url, await name);
  };
}
