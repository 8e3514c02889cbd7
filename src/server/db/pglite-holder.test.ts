import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgliteHolder } from './pglite-holder';

const holdFolder = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.query('select 1');
console.log('ready');
setInterval(() => {}, 1000);
`;

describe.runIf(process.platform === 'linux')('PGlite folder holder', () => {
  let folder: string;
  let child: ChildProcess | undefined;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'pglite-holder-'));
  });
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });

  it('is null for a folder nobody opened', async () => {
    expect(await findPgliteHolder(path.join(folder, 'missing'))).toBeNull();
  });

  it('names the process holding the folder, and ignores the lock file it leaves behind', async () => {
    const dataFolder = path.join(folder, 'pg');
    child = spawn(process.execPath, ['--input-type=module', '-e', holdFolder, dataFolder], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child!.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
    });
    expect(await findPgliteHolder(dataFolder)).toEqual({ pid: child.pid });

    // Killed without closing: postmaster.pid stays, but nobody holds the folder any more.
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(await findPgliteHolder(dataFolder)).toBeNull();
  });
});
