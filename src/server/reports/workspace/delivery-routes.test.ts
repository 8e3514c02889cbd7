import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../../common/catalogue';
import { deliveryRuleLabels, type DeliveryRule } from '../../../common/delivery-rules';
import type { UploadKind } from '../../../common/intake';
import { NOTION_WORKSPACE_KEY } from '../../../common/plan-steps';
import { deliveryMessages, type WorkspaceView } from '../../../common/workspace';
import type { WrittenDeliveryDescription } from '../../../common/written-delivery';
import type { WrittenDoc } from '../../../common/written-reading';
import { leasedJobs, orderFiles, writtenDeliveries } from '../../db/schema';
import { REPORT_DELIVERY_KIND } from '../../orders/order-files';
import { orderTimeline } from '../../orders/timeline';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withAdminTestApp } from '../../../../tests/support/admin-app';
import { createSecondTestApp } from '../../../../tests/support/app';
import { createPaidTestOrder } from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { makePdf, makePng } from '../../../../tests/support/file-fixtures';
import { blueprintAnswers, strategicAnswers } from '../../../../tests/support/intake-factories';
import { sendTestUpload } from '../../../../tests/support/upload-factories';
import { planSection } from '../../../../tests/support/written-reading-factories';

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
  const harness = withAdminTestApp(kind, { origin: ORIGIN });

  const request = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    origin = ORIGIN,
    /** Another instance, or another address (the deliver limit counts per address). */
    from: { app?: FastifyInstance; remoteAddress?: string } = {},
  ) => harness.request(method, url, payload, { origin, ...from });

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
      message: expect.stringContaining(
        `${deliveryRuleLabels['promised-length']}: “Astrocartography and Human Design report” has 43 of 9,000 words.`,
      ),
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
      .from(leasedJobs)
      .where(
        and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, REPORT_DELIVERY_KIND)),
      );
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

  async function upload(purchaseId: string, kind: UploadKind, name: string, bytes: Buffer) {
    const { uploadId, checked } = await sendTestUpload(harness.app, purchaseId, kind, name, bytes);
    expect(checked.statusCode, checked.body).toBe(200);
    return `/api/objects/${uploadId}`;
  }

  /** A paid order whose customer answered the questionnaire and sent every file it takes. */
  async function answeredOrder(productId: number) {
    const { purchaseId } = await createPaidTestOrder(harness.app, productId);
    const resumePath = await upload(purchaseId, 'resume', 'cv.pdf', makePdf());
    const withPalms = findProduct(productId)?.questionnaire === 'master-blueprint';
    const palmPhotos = withPalms
      ? [
          await upload(purchaseId, 'palm-photo', 'left.png', makePng(1100, 1100)),
          await upload(purchaseId, 'palm-photo', 'right.png', makePng(1100, 1100)),
        ]
      : null;
    const submitted = await harness.app.inject({
      method: 'POST',
      url: '/api/strategic-alignment',
      payload: {
        purchaseId,
        responses: withPalms ? blueprintAnswers : strategicAnswers,
        resumePath,
        palmPhotos,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return purchaseId;
  }

  /** Each section at its promised length (the plan with or without its list of steps). */
  async function writeEverySection(purchaseId: string, options: { planHasSteps: boolean }) {
    const view = (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
    for (const section of view.sections) {
      const doc =
        section.key !== NOTION_WORKSPACE_KEY
          ? docOf(section.promisedWords ?? 100, section.title)
          : options.planHasSteps
            ? planSection()
            : docOf(120, 'Month 1: Ground');
      const saved = await request(
        'PUT',
        `/api/admin/reading/${purchaseId}/sections/${section.key}`,
        { baseRevision: section.draft?.revision ?? 0, doc },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
  }

  const unmetRules = (view: WorkspaceView): DeliveryRule[] =>
    view.checklist.filter((line) => !line.isDone).map((line) => line.rule);

  it.each([5, 6, 7, 8])(
    'product %i: Deliver refuses only what the checklist shows, and a green checklist delivers',
    async (productId) => {
      const purchaseId = await answeredOrder(productId);
      const viewOf = async () =>
        (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
      const press = () =>
        request('POST', `/api/admin/reading/${purchaseId}/deliver`, { version: 1 }, ORIGIN, {
          remoteAddress: `10.36.1.${productId}`,
        });

      // Nothing written, nothing looked at: every line is open and the refusal names each one.
      const fresh = await viewOf();
      const hasPlan = fresh.sections.some((section) => section.key === NOTION_WORKSPACE_KEY);
      expect(unmetRules(fresh)).toEqual([
        'every-section-written',
        ...(hasPlan ? (['plan-has-steps'] as const) : []),
        'promised-length',
        ...(productId === 5 ? [] : (['palm-photos-looked-at'] as const)),
        'resume-looked-at',
      ]);
      const refused = await press();
      expect(refused.statusCode).toBe(409);
      for (const line of fresh.checklist) {
        expect(refused.json<{ message: string }>().message).toContain(`${line.label}:`);
      }

      // Written to length and looked at; a plan written as prose is the one line left open.
      await writeEverySection(purchaseId, { planHasSteps: false });
      for (const item of productId === 5 ? ['resume'] : ['resume', 'palm-photos']) {
        const looked = await request('POST', `/api/admin/reading/${purchaseId}/looked-at`, {
          item,
        });
        expect(looked.statusCode, looked.body).toBe(200);
      }
      if (hasPlan) {
        expect(unmetRules(await viewOf())).toEqual(['plan-has-steps']);
        const planRefused = await press();
        expect(planRefused.statusCode).toBe(409);
        expect(planRefused.json<{ message: string }>().message).toBe(
          deliveryMessages.notReady(
            (await viewOf()).checklist.filter((line) => line.rule === 'plan-has-steps'),
          ),
        );
        await writeEverySection(purchaseId, { planHasSteps: true });
      }

      // Every line done: nothing the checklist did not show stands in the way.
      expect(unmetRules(await viewOf())).toEqual([]);
      const delivered = await press();
      expect(delivered.statusCode, delivered.body).toBe(200);
    },
  );

  it('delivers short of the promised length only with a reason, which the timeline keeps', async () => {
    const purchaseId = await answeredOrder(6);
    await writeEverySection(purchaseId, { planHasSteps: true });
    const view = (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
    const palmistry = view.sections.find((section) => section.key === 'palmistry')!;
    expect(palmistry.promisedWords).toBe(3000);
    const saved = await request('PUT', `/api/admin/reading/${purchaseId}/sections/palmistry`, {
      baseRevision: palmistry.draft!.revision,
      doc: docOf(2100, 'Your hands'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const item of ['resume', 'palm-photos']) {
      await request('POST', `/api/admin/reading/${purchaseId}/looked-at`, { item });
    }
    const shortView = (
      await request('GET', `/api/admin/reading/${purchaseId}`)
    ).json<WorkspaceView>();
    expect(shortView.checklist.filter((line) => !line.isDone)).toEqual([
      {
        rule: 'promised-length',
        label: deliveryRuleLabels['promised-length'],
        isDone: false,
        missing: ['“Palmistry analysis of both hands” has 2,102 of 3,000 words.'],
      },
    ]);

    const url = `/api/admin/reading/${purchaseId}/deliver`;
    const from = { remoteAddress: '10.36.2.1' };
    const withReason = (shortReason: string) =>
      request('POST', url, { version: 1, shortReason }, ORIGIN, from);
    const withoutReason = await request('POST', url, { version: 1 }, ORIGIN, from);
    expect(withoutReason.statusCode).toBe(409);
    const tooShort = await withReason(' ok ');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({
      fieldErrors: { shortReason: deliveryMessages.shortReason },
    });
    const huge = await withReason('x'.repeat(501));
    expect(huge.statusCode).toBe(400);
    const flood = await withReason('x'.repeat(5000));
    expect(flood.statusCode).toBe(413);

    const reason = 'The customer asked for the palmistry reading to stay brief.';
    const delivered = await withReason(reason);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const timeline = await orderTimeline(harness.database.db, purchaseId);
    const short = timeline.find((event) => event.kind === 'written-reading-delivered-short');
    expect(short?.actor).toBe(`admin:${TEST_ADMIN_EMAIL}`);
    expect(short?.data).toEqual({
      version: 1,
      reason,
      sections: [
        {
          key: 'palmistry',
          title: 'Palmistry analysis of both hands',
          words: 2102,
          promisedWords: 3000,
        },
      ],
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
