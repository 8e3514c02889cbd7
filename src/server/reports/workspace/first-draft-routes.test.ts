/**
 * First drafts in the workspace (issue 38): made once when a reading is first opened, never over
 * a reader's text, drafted again on demand, in the reader's own library, and counted at delivery.
 * The buyer is the test checkout's (21 July 1991, 15:45, Seattle) with Strategic Alignment answers.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paragraphsOf } from '../../../common/first-draft';
import type { SectionVersion, WorkspaceView } from '../../../common/workspace';
import { countWords, type WrittenDoc } from '../../../common/written-reading';
import { orderFiles } from '../../db/schema';
import { orderTimeline } from '../../orders/timeline';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { withAdminTestApp } from '../../../../tests/support/admin-app';
import {
  createPaidTestOrder,
  startTestCheckout,
} from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { strategicAnswers } from '../../../../tests/support/intake-factories';
import { readPdf } from '../../../../tests/support/read-pdf';

const ORIGIN = 'http://shop.test';
const SECTION = 'intensive-report';

describe.each(testDatabaseKinds())('first drafts in the workspace on %s (issue 38)', (kind) => {
  const harness = withAdminTestApp(kind, { origin: ORIGIN });
  const request = harness.request;

  /** A paid product 5 order whose buyer answered the questionnaire, naming Lisbon. */
  async function answeredOrder() {
    const { purchaseId } = await createPaidTestOrder(harness.app, 5);
    const submitted = await harness.app.inject({
      method: 'POST',
      url: '/api/strategic-alignment',
      payload: {
        purchaseId,
        responses: {
          ...strategicAnswers,
          futureVision: 'Teaching money skills from Lisbon, and known for it.',
        },
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return purchaseId;
  }
  const open = (purchaseId: string) =>
    request('POST', `/api/admin/reading/${purchaseId}/first-drafts`, {});

  it('drafts every empty section once, when the reading is first opened', async () => {
    const purchaseId = await answeredOrder();
    const before = (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
    expect(before.sections[0]?.draft).toBeNull();

    const opened = await open(purchaseId);
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json<WorkspaceView>();
    const draft = view.sections[0]!.draft!;
    expect(draft.revision).toBe(1);
    const paragraphs = paragraphsOf(draft.doc);
    expect(countWords(draft.doc)).toBeGreaterThan(2000);
    expect(paragraphs.filter((paragraph) => paragraph.factor).length).toBeGreaterThan(40);
    expect(paragraphs.map((paragraph) => paragraph.text)).toContain('Near Lisbon');
    const quoted = paragraphs.filter((paragraph) => paragraph.quoted);
    expect(quoted.map((paragraph) => paragraph.factor)).toContain(
      'Your answer: Known for in 10 years',
    );
    const versions = (
      await request('GET', `/api/admin/reading/${purchaseId}/sections/${SECTION}/versions`)
    ).json<SectionVersion[]>();
    expect(versions).toEqual([expect.objectContaining({ revision: 1, savedBy: null })]);

    // The reader edits; opening the reading again leaves their text alone.
    const edited: WrittenDoc = {
      type: 'doc',
      content: [
        ...draft.doc.content,
        { type: 'paragraph', content: [{ type: 'text', text: 'My own closing words for you.' }] },
      ],
    };
    const saved = await request('PUT', `/api/admin/reading/${purchaseId}/sections/${SECTION}`, {
      baseRevision: 1,
      doc: edited,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reopened = (await open(purchaseId)).json<WorkspaceView>();
    expect(reopened.sections[0]!.draft).toMatchObject({ revision: 2, doc: edited });
  });

  it('drafts a section again on demand, without saving over the text', async () => {
    const purchaseId = await answeredOrder();
    await open(purchaseId);
    const again = await request(
      'POST',
      `/api/admin/reading/${purchaseId}/sections/${SECTION}/first-draft`,
      {},
    );
    expect(again.statusCode, again.body).toBe(200);
    const { doc } = again.json<{ doc: WrittenDoc }>();
    const view = (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
    expect(doc).toEqual(view.sections[0]!.draft!.doc);
    expect(view.sections[0]!.draft!.revision).toBe(1);
  });

  it('refuses anyone but a signed-in admin from the shop, an unpaid order, and a section the order lacks', async () => {
    const purchaseId = await answeredOrder();
    expect(
      (await request('POST', `/api/admin/reading/${purchaseId}/first-drafts`, {}, { as: null }))
        .statusCode,
    ).toBe(401);
    const crossSite = await request(
      'POST',
      `/api/admin/reading/${purchaseId}/first-drafts`,
      {},
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    const unpaid = await startTestCheckout(harness.app, 5);
    // Refused as opening its workspace is.
    const unpaidView = await request('GET', `/api/admin/reading/${unpaid.purchaseId}`);
    expect(unpaidView.statusCode).toBeGreaterThanOrEqual(400);
    expect((await open(unpaid.purchaseId)).statusCode).toBe(unpaidView.statusCode);
    const { purchaseId: computedOnly } = await createPaidTestOrder(harness.app, 3);
    expect((await open(computedOnly)).statusCode).toBe(404);
    expect(
      (await request('POST', `/api/admin/reading/${purchaseId}/sections/palmistry/first-draft`, {}))
        .statusCode,
    ).toBe(404);
    expect((await open('not-an-order')).statusCode).toBe(400);
    for (const url of [
      `/api/admin/reading/${purchaseId}/%66irst-drafts`,
      `/api/admin/x/../reading/${purchaseId}/first-drafts`,
    ]) {
      expect([401, 404], url).toContain((await request('POST', url, {}, { as: null })).statusCode);
    }
    const huge = await request('POST', `/api/admin/reading/${purchaseId}/first-drafts`, {
      pad: 'x'.repeat(4000),
    });
    expect(huge.statusCode).toBe(413);
    const view = (await request('GET', `/api/admin/reading/${purchaseId}`)).json<WorkspaceView>();
    expect(view.sections[0]!.draft).toBeNull();
  });

  it('counts at delivery how much the reader wrote, and prints no factor mark', async () => {
    const purchaseId = await answeredOrder();
    const draft = (await open(purchaseId)).json<WorkspaceView>().sections[0]!.draft!;
    // The reader rewrites the first drafted paragraph and adds one of their own.
    const content = draft.doc.content.map((block) =>
      block.type === 'paragraph' &&
      block.attrs &&
      block === draft.doc.content.find((b) => b.type === 'paragraph')
        ? {
            ...block,
            content: [
              {
                type: 'text' as const,
                text: 'In my words: you were made to answer life, not to chase it.',
              },
            ],
          }
        : block,
    );
    content.push({
      type: 'paragraph',
      content: [{ type: 'text', text: 'A closing word of my own, for you alone.' }],
    });
    const saved = await request('PUT', `/api/admin/reading/${purchaseId}/sections/${SECTION}`, {
      baseRevision: 1,
      doc: { type: 'doc', content },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const delivered = await request('POST', `/api/admin/reading/${purchaseId}/deliver`, {
      version: 1,
      shortReason: 'A shorter first draft, agreed with the customer by e-mail.',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const timeline = await orderTimeline(harness.database.db, purchaseId);
    const event = timeline.find((each) => each.kind === 'written-reading-delivered');
    const data = event?.data as { words: number; untouchedDraftWords: number };
    expect(data.untouchedDraftWords).toBeGreaterThan(0);
    expect(data.untouchedDraftWords).toBeLessThan(data.words);
    expect(data.words - data.untouchedDraftWords).toBeGreaterThanOrEqual(20);

    const [file] = await harness.database.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.purchaseId, purchaseId));
    const pdf = await readPdf((await harness.app.deps.storage.read(file!.storageKey, 50_000_000))!);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('In my words: you were made to answer life');
    expect(text).not.toContain('Your answer:');
    expect(text).not.toMatch(/Human Design type: /);
  });
});
