import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SvgTreeNode } from '../../../common/charts/svg-tree';
import type { UploadKind } from '../../../common/intake';
import type { ReadingChart } from '../../../common/order-status-reading';
import {
  workspaceMessages,
  type SaveSectionReply,
  type SectionConflict,
  type SectionVersion,
  type WorkspaceView,
} from '../../../common/workspace';
import type { WrittenDoc } from '../../../common/written-reading';
import { admins, purchases, writtenDrafts } from '../../db/schema';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withAdminTestApp, type AdminRequestOptions } from '../../../../tests/support/admin-app';
import {
  createPaidTestOrder,
  startTestCheckout,
} from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { makePdf, makePng } from '../../../../tests/support/file-fixtures';
import { blueprintAnswers } from '../../../../tests/support/intake-factories';
import { sendTestUpload } from '../../../../tests/support/upload-factories';
import { listVersions, saveSection } from './drafts';
import { SECTION_BODY_LIMIT } from './routes';

const ORIGIN = 'http://shop.test';
const OTHER_READER = 'second.reader@astral.test';

const docSaying = (text: string): WrittenDoc => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Your hands' }] },
    { type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] },
    { type: 'chartFigure', attrs: { chart: 'natal-wheel' } },
  ],
});

describe.each(testDatabaseKinds())('the reader workspace on %s', (kind) => {
  const harness = withAdminTestApp(kind, {
    origin: ORIGIN,
    admins: [TEST_ADMIN_EMAIL, OTHER_READER],
  });

  const request = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    { payload, ...options }: AdminRequestOptions & { payload?: unknown } = {},
  ) => harness.request(method, url, payload, options);
  const save = (purchaseId: string, key: string, payload: unknown, as?: string) =>
    request('PUT', `/api/admin/reading/${purchaseId}/sections/${key}`, { payload, as });

  async function upload(purchaseId: string, kind: UploadKind, name: string, bytes: Buffer) {
    const { uploadId, checked } = await sendTestUpload(harness.app, purchaseId, kind, name, bytes);
    expect(checked.statusCode, checked.body).toBe(200);
    return `/api/objects/${uploadId}`;
  }

  /** A paid Master Blueprint order with its answers, resume and both palm photos. */
  async function blueprintOrder() {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 6);
    const resumePath = await upload(purchaseId, 'resume', 'cv.pdf', makePdf());
    const palmPhotos = [
      await upload(purchaseId, 'palm-photo', 'left.png', makePng(1100, 1100)),
      await upload(purchaseId, 'palm-photo', 'right.png', makePng(1100, 1100)),
    ];
    const submitted = await harness.app.inject({
      method: 'POST',
      url: '/api/strategic-alignment',
      payload: { purchaseId, responses: blueprintAnswers, resumePath, palmPhotos },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { purchaseId, person };
  }

  it('shows a reader everything to read and one section per written deliverable', async () => {
    const { purchaseId, person } = await blueprintOrder();
    const reply = await request('GET', `/api/admin/reading/${purchaseId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const view = reply.json<WorkspaceView>();
    expect(view.customer).toMatchObject({ fullName: person.fullName, email: person.email });
    expect(view.birth?.place).toBe(person.birthLocation);
    expect(view.sections.map((section) => section.key)).toEqual([
      'intensive-report',
      'palmistry',
      'strategic-report',
    ]);
    // The catalogue's lengths: the same palmistry promise here as in products 7 and 8.
    expect(view.sections.map((section) => section.promisedWords)).toEqual([9000, 3000, 3000]);
    expect(view.charts.map((chart) => chart.chart)).toEqual(
      expect.arrayContaining(['natal-wheel', 'bodygraph', 'destiny-matrix']),
    );
    const year = await request('GET', `/api/admin/reading/${purchaseId}/year-events`);
    expect(year.json()).toMatchObject({
      chart: { chart: 'year-events', facts: expect.arrayContaining([expect.any(String)]) },
    });
    expect(view.charts.find((chart) => chart.chart === 'bodygraph')?.facts[0]).toMatch(/^Type: /);
    // The drawn charts come on their own request, as the reading page draws them.
    const drawn = await request('GET', `/api/admin/reading/${purchaseId}/charts`);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const { charts } = drawn.json<{ charts: ReadingChart[] }>();
    expect(charts.map((chart) => chart.document).sort()).toEqual([
      'astrocartography-map',
      'cosmic-map',
      'destiny-matrix',
      'human-design-profile',
    ]);
    // The natal wheel as the Cosmic Map PDF draws it: the signs round it, the planets, the angles.
    const wheel = charts.find((chart) => chart.document === 'cosmic-map');
    const texts: string[] = [];
    const visit = (node: SvgTreeNode | string): void => {
      if (typeof node === 'string') texts.push(node);
      else node.children.forEach(visit);
    };
    if (wheel?.document === 'cosmic-map') visit(wheel.wheel);
    expect(texts).toEqual(expect.arrayContaining(['ARI', 'PIS', 'Su', 'Mo', 'Pl', 'ASC', 'MC']));
    expect(
      (await request('GET', `/api/admin/reading/${purchaseId}/charts`, { as: null })).statusCode,
    ).toBe(401);
    expect((await request('GET', `/api/admin/reading/${randomUUID()}/charts`)).statusCode).toBe(
      404,
    );
    expect(view.questionnaire?.answers.length).toBeGreaterThan(0);
    expect(view.photoTips.length).toBeGreaterThan(2);
    expect(view.palmPhotos).toHaveLength(2);
    expect(view.checklist.map((line) => [line.rule, line.isDone])).toEqual([
      ['every-section-written', false],
      ['promised-length', false],
      ['palm-photos-looked-at', false],
      ['resume-looked-at', false],
    ]);

    const photo = await request('GET', view.palmPhotos[0]!.viewPath);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-disposition']).toMatch(/^inline/);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const resume = await request('GET', view.resume!.viewPath);
    expect(resume.headers['content-disposition']).toMatch(/^inline/);
    // Shown beside the text in a frame of the workspace: only the shop itself may frame it.
    expect(resume.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(photo.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    // Another order's path never serves this order's file.
    const other = await blueprintOrder();
    const foreign = await request(
      'GET',
      `/api/admin/reading/${other.purchaseId}/files/${view.palmPhotos[0]!.uploadId}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('saves a section revision by revision, and tells a second tab instead of overwriting', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const first = await save(purchaseId, 'palmistry', {
      baseRevision: 0,
      doc: docSaying('The first draft'),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SaveSectionReply>()).toMatchObject({ revision: 1, words: 5 });
    const second = await save(purchaseId, 'palmistry', {
      baseRevision: 1,
      doc: docSaying('The second draft'),
    });
    expect(second.json<SaveSectionReply>().revision).toBe(2);

    // Another reader (or tab) still at revision 1, and a new tab that thinks it is empty.
    for (const baseRevision of [1, 0]) {
      const stale = await save(
        purchaseId,
        'palmistry',
        { baseRevision, doc: docSaying('Stale text') },
        harness.cookieOf(OTHER_READER),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json<SectionConflict>()).toMatchObject({
        message: workspaceMessages.savedElsewhere,
        current: { revision: 2, doc: docSaying('The second draft'), savedBy: TEST_ADMIN_EMAIL },
      });
    }
    const view = (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
    expect(view.sections.find((section) => section.key === 'palmistry')?.draft).toMatchObject({
      revision: 2,
      doc: docSaying('The second draft'),
    });

    // The other reader's save starts a version of its own; the first one can be restored.
    const theirs = await save(
      purchaseId,
      'palmistry',
      { baseRevision: 2, doc: docSaying('Their text') },
      harness.cookieOf(OTHER_READER),
    );
    expect(theirs.json<SaveSectionReply>().revision).toBe(3);
    const versions = (
      await request('GET', `/api/admin/reading/${purchaseId}/sections/palmistry/versions`)
    ).json<SectionVersion[]>();
    expect(versions.map((version) => [version.revision, version.savedBy])).toEqual([
      [3, OTHER_READER],
      [2, TEST_ADMIN_EMAIL],
    ]);
    const older = await request(
      'GET',
      `/api/admin/reading/${purchaseId}/sections/palmistry/versions/${versions[1]!.id}`,
    );
    expect(older.json()).toEqual({ doc: docSaying('The second draft') });
  });

  it('lists versions saved in the same millisecond newest revision first', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const { db } = harness.database;
    const idOf = async (email: string) =>
      (await db.select().from(admins).where(eq(admins.emailKey, email)))[0]!.id;
    const ref = { purchaseId, sectionKey: 'palmistry' };
    // PGlite's clock counts milliseconds: two readers' saves can carry the same time.
    const now = new Date('2026-11-30T10:00:00.000Z');
    for (const [baseRevision, email] of [
      [0, TEST_ADMIN_EMAIL],
      [1, OTHER_READER],
      [2, TEST_ADMIN_EMAIL],
    ] as const) {
      const doc = docSaying(`Revision ${baseRevision + 1}`);
      const adminId = await idOf(email);
      expect(await saveSection(db, ref, { baseRevision, doc, adminId, now })).toMatchObject({
        kind: 'saved',
      });
    }
    expect((await listVersions(db, ref)).map((version) => version.revision)).toEqual([3, 2, 1]);
  });

  it('refuses markup, odd and huge bodies, and writes nothing', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const bad = [
      { baseRevision: 0, doc: { type: 'doc', content: [{ type: 'html', text: '<script>' }] } },
      {
        baseRevision: 0,
        doc: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'x',
                  marks: [{ type: 'link', attrs: { href: 'javascript:x' } }],
                },
              ],
            },
          ],
        },
      },
      { baseRevision: -1, doc: docSaying('x') },
      { baseRevision: 0, doc: docSaying('x'), extra: true },
      ['not', 'an', 'object'],
      null,
    ];
    for (const payload of bad) {
      const reply = await save(purchaseId, 'palmistry', payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Text that is not JSON is not even parsed.
    expect((await save(purchaseId, 'palmistry', 'a string')).statusCode).toBe(415);
    const huge = await save(purchaseId, 'palmistry', {
      baseRevision: 0,
      doc: docSaying('word '.repeat(SECTION_BODY_LIMIT / 4)),
    });
    expect(huge.statusCode).toBe(413);
    const rows = await harness.database.db
      .select()
      .from(writtenDrafts)
      .where(eq(writtenDrafts.purchaseId, purchaseId));
    expect(rows).toEqual([]);
  });

  it('needs an admin session, refuses cross-site writes and odd spellings of the path', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const payload = { baseRevision: 0, doc: docSaying('x') };
    expect(
      (await request('GET', `/api/admin/reading/${purchaseId}`, { as: null })).statusCode,
    ).toBe(401);
    expect((await save(purchaseId, 'palmistry', payload, '')).statusCode).toBe(401);
    const forged = await save(purchaseId, 'palmistry', payload, 'astral_admin=forged-token');
    expect(forged.statusCode).toBe(401);
    const foreign = await request('PUT', `/api/admin/reading/${purchaseId}/sections/palmistry`, {
      payload,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    const lookedAt = await request('POST', `/api/admin/reading/${purchaseId}/looked-at`, {
      payload: { item: 'resume' },
      origin: 'https://evil.example',
    });
    expect(lookedAt.statusCode).toBe(403);
    for (const spelling of [
      `/api/admin/%72eading/${purchaseId}`,
      `/api/%61dmin/reading/${purchaseId}`,
    ]) {
      const reply = await request('GET', spelling, { as: null });
      expect([401, 404]).toContain(reply.statusCode);
      expect(reply.body).not.toContain('sections');
    }
    const escapedWrite = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/reading/${purchaseId}/sections/%70almistry`,
      headers: { origin: ORIGIN },
      payload,
    });
    expect(escapedWrite.statusCode).toBe(401);
  });

  it('refuses orders that are not paid, have no written reading, or are unknown', async () => {
    const pending = await startTestCheckout(harness.app, 6);
    await harness.database.db
      .update(purchases)
      .set({ placedAt: new Date() })
      .where(eq(purchases.id, pending.purchaseId));
    const unpaid = await save(pending.purchaseId, 'palmistry', {
      baseRevision: 0,
      doc: docSaying('x'),
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: workspaceMessages.notPaid });

    const computedOnly = await createPaidTestOrder(harness.app, 1);
    const noReading = await request('GET', `/api/admin/reading/${computedOnly.purchaseId}`);
    expect(noReading.statusCode).toBe(404);
    expect((await request('GET', `/api/admin/reading/${randomUUID()}`)).statusCode).toBe(404);
    expect((await request('GET', '/api/admin/reading/not-a-uuid')).statusCode).toBe(400);

    const { purchaseId } = await createPaidTestOrder(harness.app, 5);
    const notItsSection = await save(purchaseId, 'palmistry', {
      baseRevision: 0,
      doc: docSaying('x'),
    });
    expect(notItsSection.statusCode).toBe(404);
  });

  it('records what the reader looked at, and the checklist follows', async () => {
    const { purchaseId } = await blueprintOrder();
    for (const item of ['palm-photos', 'resume']) {
      const reply = await request('POST', `/api/admin/reading/${purchaseId}/looked-at`, {
        payload: { item },
      });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const odd = await request('POST', `/api/admin/reading/${purchaseId}/looked-at`, {
      payload: { item: 'everything' },
    });
    expect(odd.statusCode).toBe(400);
    const view = (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
    const done = view.checklist.filter((line) => line.isDone).map((line) => line.rule);
    expect(done).toEqual(['palm-photos-looked-at', 'resume-looked-at']);
    expect(view.checks.map((check) => check.item).sort()).toEqual(['palm-photos', 'resume']);
  });
});
