import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMessages, type WorkspaceView } from '../../../common/workspace';
import type { WrittenDeliveryDescription } from '../../../common/written-delivery';
import type { WrittenDoc } from '../../../common/written-reading';
import { emailJobs, orderFiles, writtenDeliveries } from '../../db/schema';
import { REPORT_DELIVERY_KIND } from '../../orders/order-files';
import { orderTimeline } from '../../orders/timeline';
import { CROSS_SITE_MESSAGE } from '../../sessions/origin-check';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { createSecondTestApp, createTestApp, type TestApp } from '../../../../tests/support/app';
import { createPaidTestOrder } from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';

const ORIGIN = 'http://shop.test';

const docOf = (words: number, heading: string): WrittenDoc => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
    ...Array.from({ length: Math.ceil(words / 1000) }, (_, index) => ({
      type: 'paragraph' as const,
      content: [
        {
          type: 'text' as const,
          text: 'word '.repeat(Math.min(1000, words - index * 1000)).trim(),
        },
      ],
    })),
  ],
});

describe.each(testDatabaseKinds())('preview and delivery from the workspace on %s', (kind) => {
  let harness: TestApp;
  let cookie: string;
  beforeAll(async () => {
    harness = await createTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: ORIGIN });
    ({ cookie } = await signInTestAdmin(harness.app));
  });
  afterAll(async () => {
    await harness?.close();
  });

  const request = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    origin = ORIGIN,
    /** Another instance, or another address (the deliver limit counts per address). */
    from: { app?: FastifyInstance; remoteAddress?: string } = {},
  ) =>
    (from.app ?? harness.app).inject({
      method,
      url,
      headers: { origin, cookie },
      ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A paid product 5 order (one written report, 9,000 words promised). */
  async function orderWith(words: number) {
    const { purchaseId } = await createPaidTestOrder(harness.app, 5);
    const saved = await request(
      'PUT',
      `/api/admin/reading/${purchaseId}/sections/intensive-report`,
      { baseRevision: 0, doc: docOf(words, 'Your power places') },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    return purchaseId;
  }

  it('previews what is saved as the finished PDF', async () => {
    const purchaseId = await orderWith(40);
    const preview = await request('GET', `/api/admin/reading/${purchaseId}/preview`);
    expect(preview.statusCode, preview.body.slice(0, 200)).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('delivers only a complete reading, the version the confirmation showed, once', async () => {
    const short = await orderWith(40);
    const refused = await request('POST', `/api/admin/reading/${short}/deliver`, { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: deliveryMessages.notReady(['a section is shorter than its promised length']),
    });

    const purchaseId = await orderWith(9000);
    const described = await request('GET', `/api/admin/reading/${purchaseId}/delivery`);
    const description = described.json<WrittenDeliveryDescription>();
    expect(description).toMatchObject({
      version: 1,
      files: [{ key: 'intensive-report', format: 'pdf' }],
    });
    const foreign = await request(
      'POST',
      `/api/admin/reading/${purchaseId}/deliver`,
      { version: 1 },
      'https://evil.example',
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    expect(
      (await request('POST', `/api/admin/reading/${purchaseId}/deliver`, { version: 2 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await request('POST', `/api/admin/reading/${purchaseId}/deliver`, { version: 'one' }))
        .statusCode,
    ).toBe(400);

    const delivered = await request('POST', `/api/admin/reading/${purchaseId}/deliver`, {
      version: 1,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ version: 1, fileIds: [expect.any(String)] });
    const again = await request('POST', `/api/admin/reading/${purchaseId}/deliver`, { version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: deliveryMessages.versionMoved });

    const timeline = await orderTimeline(harness.database.db, purchaseId);
    expect(timeline.map((event) => event.kind)).toContain('written-reading-delivered');
    const view = (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
    expect(view.processingStatus).toBe('delivered');
  });

  /** What one order holds after delivery presses: versions, filed files, mails, stored files. */
  async function deliveredOnce(purchaseId: string) {
    const { db } = harness.database;
    const versions = await db
      .select()
      .from(writtenDeliveries)
      .where(eq(writtenDeliveries.purchaseId, purchaseId));
    const files = await db.select().from(orderFiles).where(eq(orderFiles.purchaseId, purchaseId));
    const mails = await db
      .select()
      .from(emailJobs)
      .where(and(eq(emailJobs.purchaseId, purchaseId), eq(emailJobs.kind, REPORT_DELIVERY_KIND)));
    const storedDir = path.join(harness.config.dataDir, 'uploads', 'reports', purchaseId);
    const stored = await readdir(storedDir).catch(() => []);
    return { versions: versions.length, files: files.length, mails: mails.length, stored };
  }

  it('four presses of Deliver at once deliver once; the others are told it was delivered', async () => {
    const purchaseId = await orderWith(9000);
    const presses = await Promise.all(
      Array.from({ length: 4 }, () =>
        request('POST', `/api/admin/reading/${purchaseId}/deliver`, { version: 1 }, ORIGIN, {
          remoteAddress: '10.36.0.1',
        }),
      ),
    );
    expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of presses.filter((press) => press.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ message: deliveryMessages.versionMoved });
    }
    expect(await deliveredOnce(purchaseId)).toEqual({
      versions: 1,
      files: 1,
      mails: 1,
      stored: [expect.any(String)],
    });
  });

  // Two shops on one database need PostgreSQL: PGlite is one process's own.
  if (kind === 'postgres') {
    it('two instances pressing Deliver twice each deliver once', async () => {
      const second = await createSecondTestApp(harness);
      try {
        const purchaseId = await orderWith(9000);
        const url = `/api/admin/reading/${purchaseId}/deliver`;
        const presses = await Promise.all(
          [harness.app, second.app, harness.app, second.app].map((app) =>
            request('POST', url, { version: 1 }, ORIGIN, { app, remoteAddress: '10.36.0.2' }),
          ),
        );
        expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 409, 409, 409]);
        expect(await deliveredOnce(purchaseId)).toEqual({
          versions: 1,
          files: 1,
          mails: 1,
          stored: [expect.any(String)],
        });
      } finally {
        await second.close();
      }
    });
  }
});
