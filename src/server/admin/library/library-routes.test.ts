/**
 * The interpretation library in the admin area (issue 38): search, versions, restore, the
 * readers' own texts, export and import, the guards, and the documents reading it. The order's
 * buyer is the test checkout's (21 July 1991, 15:45, Cologne); the profile is drawn for real.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedEntry } from '../../../astrology';
import {
  libraryDocOf,
  libraryMessages,
  type LibraryEntryView,
  type LibraryExport,
  type LibraryListReply,
} from '../../../common/library';
import { orderFiles } from '../../db/schema';
import { libraryTextsForReader } from '../../library/library-store';
import { renderDocument } from '../../reports/render-document';
import { createReportWorker, type ReportWorker } from '../../reports/report-worker';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { createDownloadLinksFor } from '../../storage';
import { TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withAdminTestApp } from '../../../../tests/support/admin-app';
import { createPaidTestOrder } from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { readPdf } from '../../../../tests/support/read-pdf';

const ORIGIN = 'http://shop.test';
const SECOND_ADMIN = 'second.reader@astral.test';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(testDatabaseKinds())('the interpretation library on %s (issue 38)', (kind) => {
  let worker: ReportWorker;
  const harness = withAdminTestApp(kind, {
    origin: ORIGIN,
    admins: [TEST_ADMIN_EMAIL, SECOND_ADMIN],
  });
  beforeAll(() => {
    worker = createReportWorker({
      db: harness.database.db,
      storage: harness.app.deps.storage,
      links: createDownloadLinksFor(harness.config),
      renderer: { render: renderDocument },
      context: { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl: ORIGIN },
      logger: silent,
      retryPolicy: { firstDelayMs: 0, maxDelayMs: 0, giveUpAfterMs: 0, minAttempts: 2 },
    });
  });

  const call = harness.request;
  const entryUrl = (key: string) => `/api/admin/library/entries/${encodeURIComponent(key)}`;
  const view = async (key: string, as?: string) =>
    (await call('GET', entryUrl(key), undefined, { as })).json<LibraryEntryView>();
  const doc = (text: string) => libraryDocOf(text);

  it('finds entries by factor, by words of the text and by group', async () => {
    const byFactor = (
      await call('GET', '/api/admin/library?q=venus%20libra')
    ).json<LibraryListReply>();
    expect(byFactor.entries.map((entry) => entry.factor)).toContain('Venus in Libra');
    expect(
      byFactor.entries.every((entry) => /venus/i.test(`${entry.factor} ${entry.excerpt}`)),
    ).toBe(true);
    const byGroup = (
      await call('GET', '/api/admin/library?group=Rising%20sign')
    ).json<LibraryListReply>();
    expect(byGroup.total).toBe(12);
    const all = (await call('GET', '/api/admin/library')).json<LibraryListReply>();
    expect(all.total).toBeGreaterThan(600);
    expect(all.entries).toHaveLength(100);
    const none = (await call('GET', '/api/admin/library?q=zzzqqq')).json<LibraryListReply>();
    expect(none).toEqual({ entries: [], total: 0 });
    expect((await call('GET', '/api/admin/library?group=Tarot')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/library?q=a&extra=1')).statusCode).toBe(400);
  });

  it('shows an entry as shipped: its factor, where it is used, version 1', async () => {
    const entry = await view('sign.venus.Libra');
    expect(entry).toMatchObject({
      key: 'sign.venus.Libra',
      factor: 'Venus in Libra',
      group: 'Planets in signs',
      usedIn: ['The Quick Glimpse', 'The Cosmic Map'],
      version: 1,
      own: null,
    });
    expect(entry.versions).toEqual([
      expect.objectContaining({
        version: 1,
        source: 'shipped',
        text: shippedEntry('sign.venus.Libra')!.text,
      }),
    ]);
    expect((await call('GET', entryUrl('sign.venus.Nowhere'))).statusCode).toBe(404);
    expect((await call('GET', `${entryUrl('sign.venus.Libra')}/versions/9`)).json()).toMatchObject({
      message: libraryMessages.versionNotFound,
    });
  });

  it('keeps every save as a version, refuses a stale one, and restores an older text', async () => {
    const key = 'sign.mars.Aries';
    const shipped = shippedEntry(key)!.text;
    const first = await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: doc(`${shipped} Readers add: it acts first and asks later.`),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ version: 2 });

    // A second tab still on version 1 is refused, and told what version 2 says.
    const stale = await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: doc('Another text for Mars in Aries, written in a second tab.'),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: libraryMessages.savedElsewhere,
      current: { version: 2 },
    });

    const restored = await call('POST', `${entryUrl(key)}/restore`, { version: 1, baseVersion: 2 });
    expect(restored.json()).toEqual({ version: 3 });
    const entry = await view(key);
    expect(entry.version).toBe(3);
    expect(
      entry.versions.map((version) => [version.version, version.source, version.restoredFrom]),
    ).toEqual([
      [3, 'restored', 1],
      [2, 'edited', null],
      [1, 'shipped', null],
    ]);
    expect(entry.versions[0]!.text).toBe(shipped);
    expect(entry.versions[1]!.savedBy).toBe(TEST_ADMIN_EMAIL);
    const version2 = await call('GET', `${entryUrl(key)}/versions/2`);
    expect(version2.json<{ doc: unknown }>().doc).toEqual(
      doc(`${shipped} Readers add: it acts first and asks later.`),
    );
    // Saving the same text again makes no version.
    expect(
      (await call('PUT', entryUrl(key), { baseVersion: 3, doc: doc(shipped) })).json(),
    ).toEqual({
      version: 3,
    });
  });

  it('refuses an empty text, a heading, a text too long and a lost placeholder, saving nothing', async () => {
    const key = 'number-role.lifePath';
    const empty = await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: { type: 'doc', content: [{ type: 'paragraph' }] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain(libraryMessages.empty);
    const heading = await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'A heading' }] },
        ],
      },
    });
    expect(heading.statusCode).toBe(400);
    expect(heading.json<{ message: string }>().message).toContain(libraryMessages.paragraphsOnly);
    const long = await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: doc('word '.repeat(1300)),
    });
    expect(long.statusCode).toBe(400);
    const lost = await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: doc(
        'Your life path, from your birth date, is {n}: the road of your life, and {nickname}.',
      ),
    });
    expect(lost.statusCode).toBe(422);
    expect(lost.json<{ message: string }>().message).toBe(
      libraryMessages.placeholders(['{gift}', '{keyword}'], ['{nickname}']),
    );
    expect((await view(key)).version).toBe(1);
  });

  it("keeps each reader's own text to themselves, and their drafts use it once chosen", async () => {
    const key = 'hd-type.Generator.strategy';
    const mine = 'Wait to respond: my own way of putting the Generator strategy to buyers.';
    expect((await call('PUT', `${entryUrl(key)}/choice`, { uses: 'own' })).json()).toMatchObject({
      message: libraryMessages.noOwnText,
    });
    const saved = await call('PUT', `${entryUrl(key)}/own`, { doc: doc(mine) });
    expect(saved.json<LibraryEntryView>().own).toMatchObject({ doc: doc(mine), chosen: false });
    const me = await view(key);
    expect(me.version).toBe(1);
    const adminId = async (email: string) =>
      (await harness.database.db.query.admins.findFirst({
        where: (admins, { eq: is }) => is(admins.email, email),
      }))!.id;
    expect(
      (await libraryTextsForReader(harness.database.db, await adminId(TEST_ADMIN_EMAIL))).get(key),
    ).toBeUndefined();

    const chosen = await call('PUT', `${entryUrl(key)}/choice`, { uses: 'own' });
    expect(chosen.json<LibraryEntryView>().own?.chosen).toBe(true);
    expect(
      (await libraryTextsForReader(harness.database.db, await adminId(TEST_ADMIN_EMAIL))).get(key),
    ).toBe(mine);
    // The other reader sees the shop's text and nothing of mine.
    expect((await view(key, harness.cookieOf(SECOND_ADMIN))).own).toBeNull();
    expect(
      (await libraryTextsForReader(harness.database.db, await adminId(SECOND_ADMIN))).get(key),
    ).toBeUndefined();
    const list = (
      await call('GET', '/api/admin/library?q=generator%20strategy')
    ).json<LibraryListReply>();
    expect(list.entries.find((entry) => entry.key === key)?.own).toBe('chosen');
    const theirs = (
      await call('GET', '/api/admin/library?q=generator%20strategy', undefined, {
        as: harness.cookieOf(SECOND_ADMIN),
      })
    ).json<LibraryListReply>();
    expect(theirs.entries.find((entry) => entry.key === key)?.own).toBe('none');

    await call('PUT', `${entryUrl(key)}/choice`, { uses: 'shop' });
    expect(
      (await libraryTextsForReader(harness.database.db, await adminId(TEST_ADMIN_EMAIL))).get(key),
    ).toBeUndefined();
  });

  it('exports every entry and imports it back, all or nothing', async () => {
    const key = 'rising.Leo';
    const exported = await call('GET', '/api/admin/library/export');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="library-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = exported.json<LibraryExport>();
    expect(file.entries.length).toBeGreaterThan(600);
    expect(file.entries.find((entry) => entry.key === 'sign.mars.Aries')).toMatchObject({
      version: 3,
    });

    await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: doc('Leo rising, edited after the export: warm, proud and seen from afar.'),
    });
    const back = await call('POST', '/api/admin/library/import', file);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ changed: 1, unchanged: file.entries.length - 1 });
    const entry = await view(key);
    expect(entry.versions[0]).toMatchObject({
      version: 3,
      source: 'imported',
      text: shippedEntry(key)!.text,
    });

    // Into another shop: the same texts arrive.
    const round = (await call('GET', '/api/admin/library/export')).json<LibraryExport>();
    expect(round.entries.map((item) => [item.key, item.text])).toEqual(
      file.entries.map((item) => [item.key, item.text]),
    );

    const unknown = await call('POST', '/api/admin/library/import', {
      ...file,
      entries: [
        { key: 'rising.Leo', text: 'Leo rising, a text that must not be imported alone.' },
        { key: 'sign.sun.Ophiuchus', text: 'Not a sign this shop knows.' },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ message: string }>().message).toBe(
      libraryMessages.importUnknown(['sign.sun.Ophiuchus']),
    );
    expect((await view(key)).version).toBe(3);
    const foreign = await call('POST', '/api/admin/library/import', { entries: [] });
    expect(foreign.json()).toMatchObject({ message: libraryMessages.importInvalid });
    const placeholder = await call('POST', '/api/admin/library/import', {
      ...file,
      entries: [
        { key: 'number-role.lifePath', text: 'Your life path is a number, and that is all.' },
      ],
    });
    expect(placeholder.statusCode).toBe(422);
    expect((await view('number-role.lifePath')).version).toBe(1);
  });

  it('guards every route: signed-in admins only, writes from the shop itself, no detours', async () => {
    const key = 'sign.moon.Cancer';
    expect((await call('GET', '/api/admin/library', undefined, { as: null })).statusCode).toBe(401);
    expect((await call('GET', entryUrl(key), undefined, { as: null })).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/admin/library/export', undefined, { as: null })).statusCode,
    ).toBe(401);
    const anonymous = await call(
      'PUT',
      entryUrl(key),
      { baseVersion: 1, doc: doc('An anonymous text that must never be saved here.') },
      { as: null },
    );
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await call(
      'PUT',
      entryUrl(key),
      { baseVersion: 1, doc: doc('A cross-site text that must never be saved here.') },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    const importing = await call(
      'POST',
      '/api/admin/library/import',
      { entries: [] },
      { origin: 'https://evil.example' },
    );
    expect(importing.statusCode).toBe(403);
    // Spelled with escapes or dot segments, the path is still the admin's.
    for (const url of [
      '/api/admin/%6cibrary',
      '/api/admin/library/entries/..%2F..%2Fexport',
      '/api/admin/x/../library/export',
      '/api/admin/library/entries/sign.moon.Cancer/../../export',
    ]) {
      const response = await call('GET', url, undefined, { as: null });
      expect([401, 404], url).toContain(response.statusCode);
    }
    const huge = await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: doc('x'.repeat(70 * 1024)),
    });
    expect(huge.statusCode).toBe(413);
    const odd = await call('PUT', entryUrl(key), {
      baseVersion: 1,
      doc: doc('A fine text for the Moon in Cancer, sent with extra fields.'),
      admin: 'me',
    });
    expect(odd.statusCode).toBe(400);
    expect((await view(key)).version).toBe(1);
  });

  it('reaches later documents, while a delivered document stays as it was drawn', async () => {
    const key = 'profile-planet.sun.atWork';
    const edited =
      'A strong Sun, in the revised words of this shop, wants work that carries its name and shows its hand.';
    // The test buyer's profile reads its dominant planets; find one whose paragraph it prints.
    const { purchaseId } = await createPaidTestOrder(harness.app, 3);
    while ((await worker.runOnce()) > 0);
    const profileOf = async (id: string) =>
      (
        await harness.database.db.select().from(orderFiles).where(eq(orderFiles.purchaseId, id))
      ).find((file) => file.fileName.startsWith('Your Dynamic Profile'));
    const delivered = await profileOf(purchaseId);
    const before = await harness.app.deps.storage.read(delivered!.storageKey, 20_000_000);
    const beforeText = (await readPdf(before!)).text.replace(/\s+/g, ' ');
    const shippedTexts = (
      await call('GET', '/api/admin/library?group=Profile%20portraits')
    ).json<LibraryListReply>().total;
    expect(shippedTexts).toBeGreaterThan(20);
    const printed = (await call('GET', '/api/admin/library/export'))
      .json<LibraryExport>()
      .entries.find(
        (entry) => entry.key.startsWith('profile-') && beforeText.includes(entry.text.slice(0, 60)),
      );
    expect(printed).toBeDefined();
    const target = printed?.key ?? key;
    const current = await view(target);
    await call('PUT', entryUrl(target), { baseVersion: current.version, doc: doc(edited) });

    const again = await harness.app.deps.storage.read(delivered!.storageKey, 20_000_000);
    expect(again!.equals(before!)).toBe(true);

    const { purchaseId: later } = await createPaidTestOrder(harness.app, 3);
    while ((await worker.runOnce()) > 0);
    const laterFile = await profileOf(later);
    const laterText = (
      await readPdf((await harness.app.deps.storage.read(laterFile!.storageKey, 20_000_000))!)
    ).text.replace(/\s+/g, ' ');
    expect(laterText).toContain('in the revised words of this shop');
    expect(beforeText).not.toContain('in the revised words of this shop');
  });
});
