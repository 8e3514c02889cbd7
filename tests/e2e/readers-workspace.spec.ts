import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deliveryMessages } from '../../src/common/workspace';
import { orderFiles, writtenDrafts } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { makePdf, makePng } from '../support/file-fixtures';
import { blueprintAnswers } from '../support/intake-factories';
import { readPdf } from '../support/read-pdf';
import { sendTestUpload } from '../support/upload-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, keepScreenshot, toastOf } from './support/page-helpers';

// A reader's day in the workspace (issue 24): write, lose the network, get it all back, preview,
// deliver; and two tabs on the same section.

const words = (count: number, word = 'insight') => `${word} `.repeat(count).trim();

function editorOf(page: Page, title: string) {
  return page.getByRole('textbox', { name: title, exact: true });
}

function sectionOf(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

async function statusOf(page: Page, title: string) {
  return sectionOf(page, title).getByRole('status').innerText();
}

/**
 * A toolbar button hands the focus back to the editor on the next frame (the editor's own focus
 * command waits for it): keys pressed before that go to the button. On a loaded machine a frame
 * came late once, and the heading typed after "Heading" was lost while its block stayed.
 */
async function untilEditorFocused(page: Page, title: string) {
  await expect
    .poll(() => editorOf(page, title).evaluate((editor) => editor.contains(document.activeElement)))
    .toBe(true);
}

/** Empties a section's editor (its first draft), as a reader who starts from a blank page. */
async function clearEditor(page: Page, title: string) {
  await editorOf(page, title).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

describe("the reader's workspace", () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });

  /** A paid Master Blueprint order with its answers, resume and palm photos. */
  async function blueprintOrder(fullName: string) {
    const { app } = journey.shop.runtime;
    const order = await createPaidTestOrder(app, 6, { fullName });
    const upload = async (kind: 'resume' | 'palm-photo', name: string, bytes: Buffer) =>
      `/api/objects/${(await sendTestUpload(app, order.purchaseId, kind, name, bytes)).uploadId}`;
    const resumePath = await upload('resume', 'cv.pdf', makePdf());
    const palmPhotos = [
      await upload('palm-photo', 'left.png', makePng(1100, 1100)),
      await upload('palm-photo', 'right.png', makePng(1100, 1100)),
    ];
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/strategic-alignment',
      payload: {
        purchaseId: order.purchaseId,
        responses: blueprintAnswers,
        resumePath,
        palmPhotos,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return order;
  }

  async function savedText(purchaseId: string, sectionKey: string) {
    const [row] = await journey.shop.db
      .select()
      .from(writtenDrafts)
      .where(
        and(eq(writtenDrafts.purchaseId, purchaseId), eq(writtenDrafts.sectionKey, sectionKey)),
      );
    return row ? JSON.stringify(row.doc) : '';
  }

  /**
   * Waits until the server holds `fragment` in the section, then until its status line says
   * so. The status alone is no proof: the editor hands its text on after the next paint, so a
   * status read at once after typing can still be the "Saved" of the first draft; a journey
   * that went on from it once found the section saved without what it had just typed.
   */
  async function untilSaved(
    page: Page,
    title: string,
    purchaseId: string,
    sectionKey: string,
    fragment: string,
  ) {
    await expect
      .poll(() => savedText(purchaseId, sectionKey), { timeout: 15_000 })
      .toContain(fragment);
    await expect.poll(() => statusOf(page, title), { timeout: 15_000 }).toMatch(/^Saved /);
  }

  it('writes, survives the network going away, previews and delivers', async () => {
    const { purchaseId, person } = await blueprintOrder('Ottilie Marchetti');
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);
    await page.goto(`${journey.shop.url}/admin/reading/${purchaseId}`);
    await page.getByRole('heading', { name: 'Reading for Ottilie Marchetti' }).waitFor();
    // Birth data as the shop says it everywhere, not as stored ("1991-07-21", "15:45").
    await page.getByText('21 July 1991, 15:45', { exact: true }).waitFor();
    await keepScreenshot(page, 'readers-workspace/workspace-1280-empty', { fullPage: true });

    // The first section: a heading from the toolbar, then the text.
    const intensive = 'Astrocartography and Human Design report';
    await clearEditor(page, intensive);
    await sectionOf(page, intensive).getByRole('button', { name: 'Heading', exact: true }).click();
    await untilEditorFocused(page, intensive);
    await page.keyboard.type('Your power places');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText(words(9000));
    await untilSaved(page, intensive, purchaseId, 'intensive-report', 'Your power places');
    expect(await savedText(purchaseId, 'intensive-report')).toContain('"level":2');

    // The second: the network goes mid-typing; the text stays on the device.
    const palmistry = 'Palmistry analysis of both hands';
    await clearEditor(page, palmistry);
    await page.keyboard.insertText(words(1500, 'palm'));
    await untilSaved(page, palmistry, purchaseId, 'palmistry', 'palm palm');
    await page.context().setOffline(true);
    await page.keyboard.insertText(` ${words(1500, 'heartline')}`);
    await expect
      .poll(() => statusOf(page, palmistry), { timeout: 15_000 })
      .toBe('Offline — kept on this device');
    expect(await savedText(purchaseId, 'palmistry')).not.toContain('heartline');

    // Back online, a reload: the text typed offline is back in the editor and on the server.
    // Its sending is held until the page has asked for the order again, so the server's count is
    // still the shorter text's (as on a slow line): the checklist must count the editor's.
    let releaseResend = () => {};
    const resendHeld = new Promise<void>((resolve) => (releaseResend = resolve));
    await page.route('**/sections/palmistry', async (route) => {
      await resendHeld;
      // A send from the page before the reload was cancelled with it.
      await route.continue().catch(() => undefined);
    });
    await page.context().setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Reading for Ottilie Marchetti' }).waitFor();
    expect(await editorOf(page, palmistry).innerText()).toContain('heartline');
    expect(await savedText(purchaseId, 'palmistry')).not.toContain('heartline');
    await sectionOf(page, palmistry).getByText('3,000 of 3,000 words').waitFor();
    releaseResend();
    await expect
      .poll(() => savedText(purchaseId, 'palmistry'), { timeout: 15_000 })
      .toContain('heartline');
    await expect.poll(() => statusOf(page, palmistry), { timeout: 15_000 }).toMatch(/^Saved /);
    await page.unroute('**/sections/palmistry');

    const strategic = 'Integrated strategic report';
    await clearEditor(page, strategic);
    await sectionOf(page, strategic).getByLabel('Insert chart').selectOption('bodygraph');
    // Written short of its 3,000 words: the checklist says by how much.
    await page.keyboard.insertText(words(2500, 'strategy'));
    await untilSaved(page, strategic, purchaseId, 'strategic-report', 'strategy strategy');
    expect(await savedText(purchaseId, 'strategic-report')).toContain('"chart":"bodygraph"');

    // The chart check reads what the reader writes: a Sun sign the chart contradicts is named
    // with what the chart says, and the mark goes once it is corrected (issue 38, decision 350).
    const chartCheck = sectionOf(page, strategic).getByRole('region', { name: 'Chart check' });
    await page.keyboard.insertText(' Your Sun in Leo.');
    await chartCheck.getByText('Contradicts the chart').waitFor({ timeout: 15_000 });
    await chartCheck.getByText(/^The chart says: Sun: Cancer \(\d+°\d\d'\)$/).waitFor();
    await chartCheck.getByText('1 statement about the chart: 1 contradicts it.').waitFor();
    // Marked in the text too, with what the chart says on hover.
    const marked = editorOf(page, strategic).locator('.chart-check-false');
    await expect(marked.innerText()).resolves.toBe('Your Sun in Leo');
    await expect(marked.getAttribute('title')).resolves.toMatch(
      /^The chart says: Sun: Cancer \(\d+°\d\d'\)$/,
    );
    // A reader may keep a marked statement with a reason (kept on the timeline); not this one.
    await chartCheck.getByRole('button', { name: 'Keep it…' }).click();
    await chartCheck.getByRole('button', { name: 'Keep the statement' }).click();
    await chartCheck.getByText('Say in a few words why the statement stands.').waitFor();
    await chartCheck.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'readers-workspace/workspace-1280-chart-check');
    await chartCheck.getByRole('button', { name: 'Cancel' }).click();
    await editorOf(page, strategic).click();
    await page.keyboard.press('ControlOrMeta+End');
    for (let typed = 0; typed < 'Leo.'.length; typed++) await page.keyboard.press('Backspace');
    await page.keyboard.insertText('Cancer.');
    await chartCheck
      .getByText('1 statement about the chart: all agree with it.')
      .waitFor({ timeout: 15_000 });
    expect(await chartCheck.getByRole('listitem').count()).toBe(0);
    expect(await editorOf(page, strategic).locator('.chart-check-false').count()).toBe(0);

    // The charts are drawn as the reading page draws them, once their panel is opened.
    const toRead = page.getByRole('region', { name: 'To read' });
    await toRead.getByText('Bodygraph', { exact: true }).click();
    await toRead.locator('svg[role="img"]').first().waitFor();
    await toRead.getByText('Destiny Matrix', { exact: true }).click();
    await expect.poll(() => toRead.locator('svg[role="img"]').count()).toBe(2);
    // The natal chart is the wheel the Cosmic Map PDF prints, not a list.
    await toRead.getByText('Natal chart', { exact: true }).click();
    const wheel = toRead.getByRole('img', { name: 'Your natal chart wheel' });
    await wheel.waitFor();
    expect(await wheel.locator('text').allTextContents()).toEqual(
      expect.arrayContaining(['ARI', 'LEO', 'Su', 'Mo', 'ASC', 'MC']),
    );
    await keepScreenshot(page, 'readers-workspace/workspace-1280-wheel');

    // The checklist asks for the photos and the resume to be looked at, and says what is short.
    // The photos' mark is still on its way (a slow line) when the resume is opened: both count.
    const checklist = page.getByRole('list', { name: 'Before delivery' });
    await checklist
      .getByText(/^“Integrated strategic report” has 2,50\d of 3,000 words\.$/)
      .waitFor();
    const deliver = page.getByRole('button', { name: 'Deliver…' });
    expect(await deliver.isDisabled()).toBe(true);
    let releasePhotosMark = () => {};
    const photosMarkHeld = new Promise<void>((resolve) => (releasePhotosMark = resolve));
    await page.route('**/looked-at', async (route) => {
      const { item } = route.request().postDataJSON() as { item: string };
      if (item === 'palm-photos') await photosMarkHeld;
      await route.continue();
    });
    await page.getByText('Palm photos', { exact: true }).click();
    await page.getByRole('img', { name: /Left hand/ }).waitFor();
    // The resume opens beside the text, in the page, from the order's private address.
    const resumeShown = page.waitForResponse((response) => /\/files\//.test(response.url()));
    await page.getByText('Resume', { exact: true }).click();
    const resumeFrame = page.locator('iframe[title="Resume: cv.pdf"]');
    await resumeFrame.waitFor();
    expect((await resumeShown).status()).toBe(200);
    await page.getByText('Resume ✓', { exact: true }).waitFor();
    releasePhotosMark();
    await resumeFrame.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'readers-workspace/workspace-1280-resume');
    await checklist.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'readers-workspace/workspace-1280-checklist');
    // Only the length is left: the reader may deliver short, with a reason.
    const deliverShort = page.getByRole('button', { name: 'Deliver short…' });
    await expect.poll(() => deliverShort.isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.unroute('**/looked-at');
    await keepScreenshot(page, 'readers-workspace/workspace-1280-written');

    // The preview is the finished PDF of what is saved.
    const previewHref = await page.getByRole('link', { name: 'Preview PDF' }).getAttribute('href');
    // Drawing it is the documents thread's first job in this shop: beside other journeys and
    // two busy loops it once took over the request's default 30 s. How fast it is belongs to
    // `bench:report`; here it only has to come.
    const preview = await page.request.get(`${journey.shop.url}${previewHref}`, {
      timeout: 120_000,
    });
    expect(preview.headers()['content-type']).toBe('application/pdf');
    expect((await preview.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Deliver asks first, naming what the customer receives, and why it goes out short.
    await deliverShort.click();
    const dialog = page.getByRole('dialog', { name: 'Deliver the reading short?' });
    await dialog.getByText(person.email, { exact: false }).waitFor();
    await dialog.getByText('Integrated strategic report - Ottilie Marchetti.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Deliver short' }).click();
    await dialog.getByText(deliveryMessages.shortReason).waitFor();
    const reason = 'The customer asked for a shorter strategic report.';
    await dialog.getByRole('textbox', { name: /Why it goes out short/ }).fill(reason);
    await keepScreenshot(page, 'readers-workspace/workspace-1280-deliver');
    await dialog.getByRole('button', { name: 'Deliver short' }).click();
    await expect.poll(() => toastOf(page).innerText(), { timeout: 60_000 }).toContain('Delivered');

    // The customer's mail holds the private links, and their reading page the files.
    const findMail = () =>
      journey.smtp
        .mailsTo(person.email)
        .find((mail) => (mail.text ?? '').includes('Integrated strategic report'));
    await expect.poll(() => Boolean(findMail()), { timeout: 30_000 }).toBe(true);
    const mailText = findMail()!.text ?? '';
    expect(mailText).toMatch(/\/api\/downloads\//);
    const orderLink = /https?:\/\/\S+\/order#token=\S+/.exec(mailText)?.[0];
    expect(orderLink).toBeTruthy();
    const orderUrl = new URL(orderLink!);
    const customer = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await customer.page.goto(`${journey.shop.url}${orderUrl.pathname}${orderUrl.hash}`);
    await customer.page.getByText('Integrated strategic report - Ottilie Marchetti.pdf').waitFor();
    await customer.close();

    // The order's timeline tells it.
    await page.goto(`${journey.shop.url}/admin/purchase/${purchaseId}`);
    await page
      .getByText(/Written reading delivered|Written reading/)
      .first()
      .waitFor();
    const told = page.getByText(`Reason: ${reason}`, { exact: false });
    await told.waitFor();
    await told.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'readers-workspace/purchase-1280-timeline');
    // The browser logs the save that failed offline: the page kept the text, as the checks show.
    expectCleanPage(guarded, [/ERR_INTERNET_DISCONNECTED/]);
    await guarded.close();
  });

  // Issue 38: the reader starts from a first draft, sees where each paragraph came from and what
  // the buyer asked, writes, is stopped by a false statement about the chart, corrects it and
  // delivers; the customer's PDF holds the reader's words and none of the draft's marks.
  it('starts from a first draft, answers the buyer, is held by a false statement and delivers', async () => {
    const { purchaseId } = await blueprintOrder('Philippa Arden');
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);
    await page.goto(`${journey.shop.url}/admin/reading/${purchaseId}`);
    await page.getByRole('heading', { name: 'Reading for Philippa Arden' }).waitFor();

    // Every section opens drafted, each drafted paragraph showing the factor it came from.
    const intensive = 'Astrocartography and Human Design report';
    const strategic = 'Integrated strategic report';
    const drafted = editorOf(page, intensive).locator('p[data-factor]');
    await expect.poll(() => drafted.count(), { timeout: 30_000 }).toBeGreaterThan(40);
    await editorOf(page, intensive).locator('p[data-factor^="Human Design type: "]').waitFor();
    expect(await editorOf(page, intensive).locator('p.draft-untouched').count()).toBe(
      await drafted.count(),
    );
    await sectionOf(page, intensive)
      .getByText(/^[4-9],\d{3} of 9,000 words$/)
      .waitFor();
    // The buyer's one answer is quoted in the strategic report, and not answered yet.
    const questions = page.getByRole('list', { name: 'The buyer’s questions' });
    await questions.getByText('Quoted, only the draft speaks to it').waitFor();
    await page.getByText('1 of 1 still unanswered', { exact: false }).waitFor();
    await page.getByTestId('draft-share').waitFor();
    await keepScreenshot(page, 'readers-workspace/first-draft-1280', { fullPage: false });

    // The reader answers under the quotation, the last thing the strategic report's draft holds.
    // (The editor keeps an empty paragraph after the last quotation, ready for the answer.)
    await editorOf(page, strategic).locator(':scope > p').last().click();
    await page.keyboard.insertText(
      'You asked how to lead a team and teach at once: your chart answers with patience and a plan.',
    );
    // Then, on a line of its own, a false statement about the chart.
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('Your Sun in Leo.');
    await page.getByText('All 1 answered in your words.').waitFor();

    // The false statement holds delivery back until it is corrected.
    const chartCheck = sectionOf(page, strategic).getByRole('region', { name: 'Chart check' });
    await chartCheck.getByText('Contradicts the chart').waitFor({ timeout: 15_000 });
    await expect.poll(() => statusOf(page, strategic), { timeout: 15_000 }).toMatch(/^Saved /);
    await page.getByText('Palm photos', { exact: true }).click();
    await page.getByRole('img', { name: /Left hand/ }).waitFor();
    await page.getByText('Resume', { exact: true }).click();
    await page.getByText('Resume ✓', { exact: true }).waitFor();
    const deliverShort = page.getByRole('button', { name: 'Deliver short…' });
    await expect.poll(() => deliverShort.isEnabled(), { timeout: 10_000 }).toBe(true);
    await deliverShort.click();
    const dialog = page.getByRole('dialog', { name: 'Deliver the reading short?' });
    await dialog
      .getByRole('textbox', { name: /Why it goes out short/ })
      .fill('A first reading, shorter by agreement with the customer.');
    await dialog.getByRole('button', { name: 'Deliver short' }).click();
    await expect
      .poll(() => toastOf(page).innerText(), { timeout: 30_000 })
      .toContain('contradicts the chart');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The statement is one short line: its end is where End takes the caret.
    await editorOf(page, strategic).locator('p', { hasText: 'Your Sun in Leo.' }).click();
    await page.keyboard.press('End');
    for (let typed = 0; typed < 'Leo.'.length; typed++) await page.keyboard.press('Backspace');
    await page.keyboard.insertText('Cancer.');
    await editorOf(page, strategic).locator('p', { hasText: 'Your Sun in Cancer.' }).waitFor();
    await chartCheck
      .getByText(/statements? about the chart: all agree with it\./)
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => statusOf(page, strategic), { timeout: 15_000 }).toMatch(/^Saved /);
    await deliverShort.click();
    await dialog
      .getByRole('textbox', { name: /Why it goes out short/ })
      .fill('A first reading, shorter by agreement with the customer.');
    await dialog.getByRole('button', { name: 'Deliver short' }).click();
    await expect.poll(() => toastOf(page).innerText(), { timeout: 60_000 }).toContain('Delivered');

    // The customer's strategic report: the reader's words, none of the draft's marks.
    const files = await journey.shop.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.purchaseId, purchaseId));
    const report = files.find((file) => file.fileName.startsWith(strategic));
    const bytes = await journey.shop.runtime.app.deps.storage.read(report!.storageKey, 50_000_000);
    const text = (await readPdf(bytes!)).text.replace(/\s+/g, ' ');
    expect(text).toContain('your chart answers with patience and a plan');
    expect(text).toContain('Your Sun in Cancer.');
    expect(text).not.toContain('Your answer:');
    expect(text).not.toContain('· edited');
    // The order page tells how much of it the reader wrote or edited.
    await page.goto(`${journey.shop.url}/admin/purchase/${purchaseId}`);
    await page
      .getByText(/% written or edited by the reader/)
      .first()
      .waitFor();
    expectCleanPage(guarded, [/status of 409/]);
    await guarded.close();
  });

  it('warns the second tab editing the same section instead of overwriting it', async () => {
    const { purchaseId } = await blueprintOrder('Casimir Oyelaran');
    const first = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const second = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    for (const { page } of [first, second]) {
      await signInAsAdmin(page, journey);
      await page.goto(`${journey.shop.url}/admin/reading/${purchaseId}`);
      await page.getByRole('heading', { name: 'Reading for Casimir Oyelaran' }).waitFor();
    }
    // On a phone the wheel and the resume stack above the text.
    const toRead = first.page.getByRole('region', { name: 'To read' });
    await toRead.getByText('Natal chart', { exact: true }).click();
    await toRead.getByRole('img', { name: 'Your natal chart wheel' }).waitFor();
    await toRead.getByText('Resume', { exact: true }).click();
    await first.page.locator('iframe[title="Resume: cv.pdf"]').waitFor();
    await keepScreenshot(first.page, 'readers-workspace/workspace-390', { fullPage: true });
    const palmistry = 'Palmistry analysis of both hands';
    await clearEditor(first.page, palmistry);
    await first.page.keyboard.insertText('The first tab writes this.');
    await untilSaved(first.page, palmistry, purchaseId, 'palmistry', 'The first tab writes this.');

    await editorOf(second.page, palmistry).click();
    await second.page.keyboard.press('ControlOrMeta+End');
    await second.page.keyboard.insertText('The second tab writes something else.');
    const warning = sectionOf(second.page, palmistry).getByRole('alert');
    await expect
      .poll(() => warning.innerText(), { timeout: 15_000 })
      .toContain('This section was saved elsewhere');
    await keepScreenshot(second.page, 'readers-workspace/workspace-1280-conflict');
    expect(await savedText(purchaseId, 'palmistry')).toContain('The first tab writes this.');

    // Keeping theirs puts the first tab's text in; keeping mine would save over it knowingly.
    await warning.getByRole('button', { name: 'Load the other version' }).click();
    expect(await editorOf(second.page, palmistry).innerText()).toBe('The first tab writes this.');
    // The count is the loaded text's (five words), not the one typed here.
    await sectionOf(second.page, palmistry).getByText('5 of 3,000 words').waitFor();
    expectCleanPage(first);
    // The refused save is a 409 the browser logs; the page itself handles it.
    expectCleanPage(second, [/status of 409/]);
  });
});
