/**
 * Before the unit and integration tests: one migrated PostgreSQL database (when CI points at a
 * server) that every test database is copied from with `create database ... template`, instead
 * of each test file migrating its own (decision 209). Dropped when the run ends.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database's name, or '' without PostgreSQL. */
    postgresTemplate: string;
  }
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
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
  const name = `shop_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated, then closed: a template may have no open connection while it is copied.
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`);
}
