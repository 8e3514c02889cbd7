import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutPerson } from '../support/checkout-factories';
import { reserveFreePort } from '../support/smtp-server';

const root = path.resolve(import.meta.dirname, '../..');

/** The shop as `npm start` runs it (main.ts), in its own process, so SIGTERM reaches it. */
async function startShopProcess() {
  const port = await reserveFreePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url, dataDir, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop did not start:\n${output}`);
}

/** A POST the server has begun reading: part of its body, then the rest on `finish`. */
function slowPost(url: string) {
  const body = Buffer.from(JSON.stringify(checkoutPerson()));
  let finish = () => {};
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': body.length,
        connection: 'close',
        expect: '100-continue',
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    // The server answers 100 Continue once it has read the headers: from then on the request
    // is in flight on its side, not merely queued in a socket.
    request.on('continue', () => request.write(body.subarray(0, 20), () => markStarted()));
    request.flushHeaders();
    finish = () => request.end(body.subarray(20));
  });
  return { started, status, finish: () => finish() };
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, afterMs: Date.now() - started })),
  );
}

describe('graceful shutdown', () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => {
    for (const cleanup of cleanups) cleanup();
  });

  it('finishes the requests in flight on SIGTERM, then exits cleanly', async () => {
    const shop = await startShopProcess();
    cleanups.push(() => {
      if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
      rmSync(shop.dataDir, { recursive: true, force: true });
    });
    // Requests whose bodies are still arriving when the signal comes: truly in flight.
    const inFlight = Array.from({ length: 6 }, () => slowPost(`${shop.url}/api/free-tier`));
    await Promise.all(inFlight.map((request) => request.started));
    const exited = exitOf(shop.child);
    shop.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const request of inFlight) request.finish();

    const statuses = await Promise.all(inFlight.map((request) => request.status));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const { code, afterMs } = await exited;
    console.log(
      `shop exited ${afterMs} ms after SIGTERM with ${inFlight.length} requests in flight`,
    );
    // A forced exit at the 10 s deadline would be code 1.
    expect(code, shop.output()).toBe(0);
    await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow();
  });
});
