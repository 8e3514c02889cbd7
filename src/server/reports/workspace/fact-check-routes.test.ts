import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeNatalChart, zodiacSigns } from '../../../astrology';
import {
  factCheckMessages,
  workspaceMessages,
  type FactCheckReply,
  type WorkspaceView,
} from '../../../common/workspace';
import { orderTimeline } from '../../orders/timeline';
import type { WrittenDoc } from '../../../common/written-reading';
import { purchases } from '../../db/schema';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withTestApp } from '../../../../tests/support/app';
import {
  createPaidTestOrder,
  startTestCheckout,
} from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { SECTION_BODY_LIMIT } from './routes';
import { birthOf } from './workspace-view';

const ORIGIN = 'http://shop.test';

describe.each(testDatabaseKinds())('the workspace fact check on %s (issue 38)', (kind) => {
  let cookie: string;
  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: ORIGIN });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });

  const check = (
    purchaseId: string,
    sectionKey: string,
    payload: unknown,
    options: { as?: string | null; origin?: string; url?: string } = {},
  ) =>
    harness.app.inject({
      method: 'POST',
      url: options.url ?? `/api/admin/reading/${purchaseId}/sections/${sectionKey}/fact-check`,
      headers: {
        origin: options.origin ?? ORIGIN,
        ...(options.as === null ? {} : { cookie: options.as ?? cookie }),
      },
      payload: payload as object,
    });

  /** A paid order, its first section and the buyer's Moon sign (and the sign opposite it). */
  async function blueprintOrder(productId = 6) {
    const { purchaseId } = await createPaidTestOrder(harness.app, productId);
    const view = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/reading/${purchaseId}`,
      headers: { cookie },
    });
    const sectionKey = view.json<WorkspaceView>().sections[0]!.key;
    const [purchase] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    const birth = birthOf(purchase!)!;
    const moon = computeNatalChart({ ...birth, place: birth.place || null }).moon.sign;
    const otherSign = zodiacSigns[(zodiacSigns.indexOf(moon) + 6) % 12]!;
    return { purchaseId, sectionKey, moon, otherSign };
  }

  it('reads what is in the editor, block by block, and says what the chart says', async () => {
    const { purchaseId, sectionKey, moon, otherSign } = await blueprintOrder();
    const first = `Your Moon in ${moon} shapes how you rest.`;
    const second = `People with the Moon in ${otherSign} feel deeply, but your Moon in ${otherSign} is what I would question.`;
    const doc: WrittenDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Your Moon' }] },
        { type: 'paragraph', content: [{ type: 'text', text: first }] },
        { type: 'chartFigure', attrs: { chart: 'natal-wheel' } },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: second }] }],
            },
          ],
        },
      ],
    };
    const reply = await check(purchaseId, sectionKey, { doc });
    expect(reply.statusCode, reply.body).toBe(200);
    const { checked, statements } = reply.json<FactCheckReply>();
    expect(checked).toBe(true);
    expect(statements.map(({ block, text, verdict }) => [block, text, verdict])).toEqual([
      [1, `Your Moon in ${moon}`, 'true'],
      [2, `your Moon in ${otherSign}`, 'false'],
    ]);
    expect(second.slice(statements[1]!.start, statements[1]!.end)).toBe(statements[1]!.text);
    expect(statements[1]!.chart).toMatch(new RegExp(`^Moon: ${moon} \\(\\d+°\\d\\d'\\)$`));
  });

  it('refuses strangers, other sites, odd paths and bodies, and orders it has nothing to check in', async () => {
    const { purchaseId, sectionKey } = await blueprintOrder();
    const doc = { type: 'doc', content: [{ type: 'paragraph' }] };
    expect((await check(purchaseId, sectionKey, { doc }, { as: null })).statusCode).toBe(401);
    expect(
      (await check(purchaseId, sectionKey, { doc }, { as: 'astral_admin=forged-token' }))
        .statusCode,
    ).toBe(401);
    const foreign = await check(
      purchaseId,
      sectionKey,
      { doc },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    for (const url of [
      `/api/admin/reading/${purchaseId}/sections/${sectionKey}/fact-%63heck`,
      `/api/%61dmin/reading/${purchaseId}/sections/${sectionKey}/fact-check`,
      `/api/admin/reading/${purchaseId}/sections/../sections/${sectionKey}/fact-check`,
    ]) {
      const reply = await check(purchaseId, sectionKey, { doc }, { url, as: null });
      expect([401, 404]).toContain(reply.statusCode);
    }

    const markup = await check(purchaseId, sectionKey, {
      doc: { type: 'doc', content: [{ type: 'script', content: 'alert(1)' }] },
    });
    expect(markup.statusCode).toBe(400);
    expect((await check(purchaseId, sectionKey, { doc, extra: 1 })).statusCode).toBe(400);
    const huge = await check(purchaseId, sectionKey, {
      doc: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(SECTION_BODY_LIMIT) }] },
        ],
      },
    });
    expect(huge.statusCode).toBe(413);

    expect((await check(randomUUID(), sectionKey, { doc })).statusCode).toBe(404);
    expect((await check(purchaseId, 'no-such-section', { doc })).statusCode).toBe(404);
    const computedOnly = await createPaidTestOrder(harness.app, 1);
    expect((await check(computedOnly.purchaseId, sectionKey, { doc })).statusCode).toBe(404);
    const pending = await startTestCheckout(harness.app, 6);
    await harness.database.db
      .update(purchases)
      .set({ placedAt: new Date() })
      .where(eq(purchases.id, pending.purchaseId));
    const unpaid = await check(pending.purchaseId, sectionKey, { doc });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: workspaceMessages.notPaid });
  });

  it('holds back delivery while a statement contradicts the chart, until it is corrected or kept with a reason', async () => {
    const { purchaseId, sectionKey, moon, otherSign } = await blueprintOrder(5);
    const wrong = `Your Moon in ${otherSign} sets the tone.`;
    const docSaying = (statement: string): WrittenDoc => ({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: statement }] },
        ...Array.from({ length: 9 }, () => ({
          type: 'paragraph' as const,
          content: [{ type: 'text' as const, text: 'word '.repeat(1000).trim() }],
        })),
      ],
    });
    const save = (doc: WrittenDoc, baseRevision: number) =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/admin/reading/${purchaseId}/sections/${sectionKey}`,
        headers: { origin: ORIGIN, cookie },
        payload: { baseRevision, doc },
      });
    expect((await save(docSaying(wrong), 0)).statusCode).toBe(200);
    const deliver = () =>
      harness.app.inject({
        method: 'POST',
        url: `/api/admin/reading/${purchaseId}/deliver`,
        headers: { origin: ORIGIN, cookie },
        payload: { version: 1 },
      });
    const refused = await deliver();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: factCheckMessages.contradictions(1) });

    // Kept with a reason: the check says so, the timeline keeps it, and delivery goes ahead.
    const [marked] = (
      await check(purchaseId, sectionKey, { doc: docSaying(wrong) })
    ).json<FactCheckReply>().statements;
    expect(marked).toMatchObject({ verdict: 'false', dismissed: null });
    const dismissals = `/api/admin/reading/${purchaseId}/sections/${sectionKey}/fact-check/dismissals`;
    const keep = (payload: unknown, origin = ORIGIN) =>
      harness.app.inject({
        method: 'POST',
        url: dismissals,
        headers: { origin, cookie },
        payload: payload as object,
      });
    const reason = 'The customer gave a corrected birth time by e-mail.';
    const noReason = await keep({ statement: marked!.text, chart: marked!.chart, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(factCheckMessages.reason);
    expect(
      (
        await keep(
          { statement: marked!.text, chart: marked!.chart, reason },
          'https://evil.example',
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await keep({ statement: marked!.text, chart: marked!.chart, reason, extra: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await keep({ statement: 'x'.repeat(501), chart: marked!.chart, reason })).statusCode,
    ).toBe(400);
    const kept = await keep({ statement: marked!.text, chart: marked!.chart, reason });
    expect(kept.statusCode, kept.body).toBe(200);
    const [afterKeeping] = (
      await check(purchaseId, sectionKey, { doc: docSaying(wrong) })
    ).json<FactCheckReply>().statements;
    expect(afterKeeping).toMatchObject({ verdict: 'false', dismissed: reason });
    const timeline = await orderTimeline(harness.database.db, purchaseId);
    expect(timeline.find((event) => event.kind === 'fact-check-dismissed')?.data).toMatchObject({
      sectionKey,
      statement: marked!.text,
      chart: marked!.chart,
      reason,
    });

    // A second, different contradiction holds it back again; corrected, it goes out.
    const also = `${wrong} Your Moon in ${zodiacSigns[(zodiacSigns.indexOf(otherSign) + 1) % 12]} too.`;
    expect((await save(docSaying(also), 1)).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(409);
    expect((await save(docSaying(`${wrong} Your Moon in ${moon} too.`), 2)).statusCode).toBe(200);
    const delivered = await deliver();
    expect(delivered.statusCode, delivered.body).toBe(200);
  });
});
