import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { leasedJobs } from '../../src/server/db/schema';
import { checkoutPerson } from '../support/checkout-factories';
import { killShopProcess, startShopProcess, type ShopProcess } from './support/shop-process';

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

describe('graceful shutdown', () => {
  // The shop as `npm start` runs it, in its own process so SIGTERM reaches it; started in a
  // hook, whose limit allows for a slow start on a busy machine.
  let shop: ShopProcess;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'));
  beforeAll(async () => {
    shop = await startShopProcess('shutdown', {
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
  });
  afterAll(async () => {
    await killShopProcess(shop);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight on SIGTERM, then exits cleanly', async () => {
    // Requests whose bodies are still arriving when the signal comes: truly in flight.
    const inFlight = Array.from({ length: 6 }, () => slowPost(`${shop.url}/api/free-tier`));
    await Promise.all(inFlight.map((request) => request.started));
    const signalledAt = Date.now();
    shop.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [last, ...first] = inFlight;
    for (const request of first) request.finish();
    const early = await Promise.all(first.map((request) => request.status));
    // The last one arrives well after the job worker would have woken for the others' mails.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    last!.finish();

    const statuses = [...early, await last!.status];
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const code = await shop.exited;
    const afterMs = Date.now() - signalledAt;
    console.log(
      `shop exited ${afterMs} ms after SIGTERM with ${inFlight.length} requests in flight`,
    );
    // A forced exit at the 10 s deadline would be code 1.
    expect(code, shop.output()).toBe(0);
    await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow();
    // From the signal on the shop took no job: the six summaries wait, untried, for the next
    // start, instead of one being drawn while the shop was meant to be leaving.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pg') });
    try {
      const mails = await database.db
        .select({ status: leasedJobs.status, attempts: leasedJobs.attempts })
        .from(leasedJobs)
        .where(eq(leasedJobs.mailKind, 'free-summary'));
      expect(mails).toEqual(Array.from({ length: 6 }, () => ({ status: 'queued', attempts: 0 })));
    } finally {
      await database.close();
    }
  });
});
