import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeNatalChart, zodiacSigns } from '../../../astrology';
import {
  workspaceMessages,
  type FactCheckReply,
  type WorkspaceView,
} from '../../../common/workspace';
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

  /** A paid Master Blueprint order, its first section and the buyer's Moon sign. */
  async function blueprintOrder() {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
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
});
