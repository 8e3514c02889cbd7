import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeMessages, type IntakeOrderView } from '../../src/common/intake';
import { checkoutPerson } from '../support/checkout-factories';
import { makeExecutable, makePdf, makePng } from '../support/file-fixtures';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, fillPersonForm, fillTestCard, toastOf } from './support/page-helpers';

// Journeys of the two questionnaires against the real server (docs/product.md §2, 4, 5, 8, 9).

async function expectToast(page: Page, text: string) {
  await expect.poll(() => toastOf(page).innerText(), { timeout: 15_000 }).toContain(text);
}

async function closeToast(page: Page) {
  await toastOf(page).getByRole('button', { name: 'Dismiss notification' }).click();
}

/** Pays for a product in local test mode and returns the purchase id from /success. */
async function buy(page: Page, shopUrl: string, productId: number, price: string) {
  const email = `intake.${randomUUID()}@example.com`;
  await page.goto(`${shopUrl}/checkout?product=${productId}`);
  await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });
  await fillTestCard(page, { number: '4242 4242 4242 4242' });
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page.waitForURL(new RegExp(`/success\\?product=${productId}&purchase=`));
  return { purchaseId: new URL(page.url()).searchParams.get('purchase')!, email };
}

/** Opens the upload button's Uppy Dashboard, adds the files and uploads them. */
async function uploadWithUppy(page: Page, button: string, files: string[]) {
  await page.getByRole('button', { name: button }).click();
  const dashboard = page.locator('.uppy-Dashboard--modal[aria-hidden="false"]');
  await dashboard.locator('.uppy-Dashboard-inner').waitFor();
  // With files already in the Dashboard, its file picker sits behind "Add more".
  const addMore = dashboard.locator('.uppy-DashboardContent-addMore');
  if (await addMore.isVisible()) await addMore.click();
  await dashboard.locator('input.uppy-Dashboard-input').first().setInputFiles(files);
  // "Upload 2 files", or "Upload +1 file" when the Dashboard already holds an uploaded one.
  const label = new RegExp(`^Upload \\+?${files.length} files?$`);
  await dashboard.getByRole('button', { name: label }).click();
}

async function intakeView(page: Page, shopUrl: string, purchaseId: string) {
  const response = await page.request.get(`${shopUrl}/api/intake/${purchaseId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as IntakeOrderView;
}

const strategicAnswers = {
  'What is your current job situation?': 'I teach maths at a public high school in Chicago.',
  'Have you ever considered starting a business? Why, or why not?':
    'Yes, a tutoring studio, but I worry about a steady income.',
  'What problem in the world would you most like to help solve?':
    'Children who give up on maths too early and never come back to it.',
  'If you were financially secure, what work would you choose to do?':
    'Write puzzle books and run free weekend maths clubs.',
  'Which three topics or skills are you most curious about right now?':
    'Game design, woodworking and Portuguese.',
  'Who are your role models, favourite creators or entrepreneurs?':
    'Vi Hart, Grant Sanderson and my grandmother who ran a bakery.',
  'What have you taught yourself, or others, without formal training?':
    'Guitar, basic carpentry and how to edit video.',
  'In ten years, what do you want to be known for?':
    'Making maths feel like play for thousands of kids.',
};

/** The mails the test SMTP server received for one address. */
function mailsTo(journey: ReturnType<typeof useShopJourney>, email: string) {
  return journey.smtp.messages.filter((mail) =>
    [mail.to].flat().some((to) => to?.text.includes(email)),
  );
}

describe('questionnaires after purchase', () => {
  const journey = useShopJourney({}, { documents: 'stand-ins' });
  let filesDir: string;

  /** The "we received your answers" mail reached the buyer through SMTP, naming every file. */
  async function expectReceivedMail(email: string, productName: string, fileLines: string[]) {
    const subject = `We received your answers for ${productName}`;
    await expect
      .poll(() => mailsTo(journey, email).map((mail) => mail.subject), { timeout: 15_000 })
      .toContain(subject);
    const mail = mailsTo(journey, email).find((each) => each.subject === subject);
    for (const line of fileLines) expect(mail?.text).toContain(line);
  }
  let resumePdf: string;
  let secondResume: string;
  let fakePdf: string;
  let leftPalm: string;
  let rightPalm: string;

  beforeAll(() => {
    filesDir = mkdtempSync(path.join(os.tmpdir(), 'intake-files-'));
    resumePdf = path.join(filesDir, 'resume.pdf');
    writeFileSync(resumePdf, makePdf());
    secondResume = path.join(filesDir, 'updated-resume.pdf');
    writeFileSync(secondResume, makePdf('The updated resume of a test customer'));
    // A Windows program renamed to .pdf: the server reads the bytes and refuses it.
    fakePdf = path.join(filesDir, 'not-a-resume.pdf');
    writeFileSync(fakePdf, makeExecutable());
    leftPalm = path.join(filesDir, 'left-palm.png');
    writeFileSync(leftPalm, makePng(1200, 1600));
    rightPalm = path.join(filesDir, 'right-palm.png');
    writeFileSync(rightPalm, makePng(300, 400));
  });
  afterAll(() => {
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('Strategic Alignment: from the success page to /thank-you, with a resume and a draft that survives a reload', async () => {
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const { purchaseId, email } = await buy(page, journey.shop.url, 5, '$350.00');
    await page.getByRole('link', { name: 'Answer Your Questionnaire' }).click();
    await page.getByRole('heading', { name: 'Strategic Alignment Questions' }).waitFor();
    await page.getByText('The Intensive', { exact: true }).waitFor();
    await page.getByText(/Order placed \w+ \d{1,2}, \d{4}/).waitFor();

    // Nothing filled: the spec's messages under the fields, nothing sent.
    await page.getByRole('button', { name: 'Submit for Strategic Alignment' }).click();
    for (const message of [
      intakeMessages.currentJob,
      intakeMessages.workingStyle,
      intakeMessages.stabilityPreference,
      intakeMessages.futureVision,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    const firstQuestion = page.getByLabel('What is your current job situation?');
    expect(await firstQuestion.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await firstQuestion.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');

    for (const [label, answer] of Object.entries(strategicAnswers).slice(0, 4)) {
      await page.getByLabel(label).fill(answer);
    }
    await page.getByLabel('Which working style suits you best?').selectOption('collaborative');

    await uploadWithUppy(page, 'Upload Resume', [resumePdf]);
    await expectToast(page, intakeMessages.resumeUploaded);
    await page.getByRole('button', { name: 'Resume uploaded ✓' }).waitFor();

    // A reload mid-answer keeps the answers, the select and the uploaded resume.
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { name: 'Strategic Alignment Questions' }).waitFor();
    expect(await page.getByLabel('What is your current job situation?').inputValue()).toBe(
      strategicAnswers['What is your current job situation?'],
    );
    expect(await page.getByLabel('Which working style suits you best?').inputValue()).toBe(
      'collaborative',
    );
    await page.getByRole('button', { name: 'Resume uploaded ✓' }).waitFor();

    for (const [label, answer] of Object.entries(strategicAnswers).slice(4)) {
      await page.getByLabel(label).fill(answer);
    }
    await page
      .getByLabel('Do you prefer stability, flexibility, or a balance?')
      .selectOption('balanced');
    await page.getByRole('button', { name: 'Submit for Strategic Alignment' }).click();
    await page.waitForURL(`${journey.shop.url}/thank-you?received=answers&product=5`);
    await page.getByRole('heading', { name: 'Your answers are in' }).waitFor();
    await expectToast(
      page,
      "Your strategic alignment responses have been submitted. We'll be in touch soon!",
    );
    expect(
      await page.evaluate((id) => localStorage.getItem(`intake-draft:${id}`), purchaseId),
    ).toBeNull();
    expect((await intakeView(page, journey.shop.url, purchaseId)).submissions).toBe(1);
    await expectReceivedMail(email, 'The Intensive', ['Resume: resume.pdf']);

    // Coming back says so gently and still allows a corrected version.
    await page.goto(`${journey.shop.url}/deep-dive-questions?purchase=${purchaseId}`);
    await page.getByText('a corrected version replaces what we read', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Submit for Strategic Alignment' }).waitFor();
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('Master Blueprint: checks in the spec’s order, refuses a renamed file, hints at a small photo, then submits', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    const { purchaseId, email } = await buy(page, journey.shop.url, 6, '$500.00');

    // Opened on the other questionnaire's page: a link to the right one.
    await page.goto(`${journey.shop.url}/deep-dive-questions?purchase=${purchaseId}`);
    await page.getByText(intakeMessages.wrongQuestionnaire).waitFor();
    await page.getByRole('link', { name: /Master Blueprint questionnaire/ }).click();
    await page.getByRole('heading', { name: 'Master Blueprint Questionnaire' }).waitFor();
    await page.getByText('The Master Blueprint', { exact: true }).waitFor();
    for (const tip of [
      'Bright natural light',
      'Clear palm lines',
      'flat and steady',
      'Both palms',
      '1080 px',
    ]) {
      await page.getByText(tip, { exact: false }).first().waitFor();
    }

    const submit = page.getByRole('button', { name: 'Submit Master Blueprint' });
    await submit.click();
    await expectToast(page, intakeMessages.resumeMissing);
    await closeToast(page);

    // A renamed program is refused after the PUT and leaves the Dashboard.
    await uploadWithUppy(page, 'Upload Resume', [fakePdf]);
    await expectToast(page, intakeMessages.fileContentMismatch);
    // Escape closes the Dashboard (and may dismiss the toast with it).
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Upload Resume' }).waitFor();
    if (await toastOf(page).isVisible()) await closeToast(page);

    await uploadWithUppy(page, 'Upload Resume', [resumePdf]);
    await expectToast(page, intakeMessages.resumeUploaded);
    await page.getByRole('button', { name: 'Resume uploaded ✓' }).waitFor();

    await submit.click();
    await expectToast(page, intakeMessages.palmPhotosMissing);
    await closeToast(page);

    await uploadWithUppy(page, 'Upload Palm Photos', [leftPalm]);
    await expectToast(page, intakeMessages.palmPhotosUploaded(1));
    await submit.click();
    await expectToast(page, intakeMessages.palmPhotosMissing);
    await closeToast(page);

    await uploadWithUppy(page, 'Upload Palm Photos', [rightPalm]);
    await expectToast(page, intakeMessages.palmPhotosUploaded(1));
    await page.getByRole('button', { name: 'Palm photos uploaded ✓' }).waitFor();
    // The 300 x 400 photo earns the hint; the 1200 x 1600 one does not.
    await expect.poll(() => page.getByText(intakeMessages.lowResolutionPhoto).count()).toBe(1);

    // Uploads done: now the answer itself is checked.
    const answer = page.getByLabel('Your answers to the strategic alignment questions');
    await answer.fill('Too short.');
    await submit.click();
    await page.getByText(intakeMessages.comprehensiveAnswers, { exact: true }).waitFor();

    await answer.fill(
      'I teach maths in Chicago and dream of a tutoring studio. I want to help children who give up on maths, I work best with others, and I need a balance of stability and freedom.',
    );
    await submit.click();
    await page.waitForURL(`${journey.shop.url}/thank-you?received=answers&product=6`);
    await page.getByRole('heading', { name: 'Your answers are in' }).waitFor();
    // After $500 the offers start above The Master Blueprint: no tier page below it.
    const offers = page
      .getByRole('region', { name: 'Ready to go deeper?' })
      .getByRole('heading', { level: 3 });
    await expect(offers.allTextContents()).resolves.toEqual([
      'Destiny Alignment',
      'The Quantum Leap',
    ]);
    expect(await page.getByText('Insight & Foundations').count()).toBe(0);
    await expectToast(
      page,
      "Your Master Blueprint responses have been submitted. We'll begin your comprehensive analysis!",
    );
    expect((await intakeView(page, journey.shop.url, purchaseId)).submissions).toBe(1);
    await expectReceivedMail(email, 'The Master Blueprint', [
      'Resume: resume.pdf',
      'Palm photo: left-palm.png',
      'Palm photo: right-palm.png',
    ]);
    expectCleanPage(guarded, [/status of 422/]);
    await guarded.close();
  });

  it('Destiny Alignment on a second device: the resume sent from the phone is listed, removed, sent again, and the answers go in', async () => {
    const phone = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { purchaseId, email } = await buy(phone.page, journey.shop.url, 7, '$777.00');
    await phone.page.getByRole('link', { name: 'Answer Your Questionnaire' }).click();
    await phone.page.getByRole('heading', { name: 'Master Blueprint Questionnaire' }).waitFor();
    await uploadWithUppy(phone.page, 'Upload Resume', [resumePdf]);
    await expectToast(phone.page, intakeMessages.resumeUploaded);
    await phone.page.getByRole('button', { name: 'Resume uploaded ✓' }).waitFor();

    // The laptop: a fresh browser context (nothing stored), opened from the e-mail's link.
    await expect
      .poll(() => journey.smtp.mailsTo(email).map((mail) => mail.text ?? ''), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining('Answer your questionnaire: '));
    const confirmation = journey.smtp
      .mailsTo(email)
      .find((mail) => mail.text?.includes('Answer your questionnaire: '));
    const link = /Answer your questionnaire: (\S+)/.exec(confirmation?.text ?? '')?.[1] ?? '';
    expect(link).toContain(`purchase=${purchaseId}`);
    const laptop = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = laptop;
    // The test shop listens on a port chosen at start, after its public address was set.
    const { pathname, search } = new URL(link);
    await page.goto(`${journey.shop.url}${pathname}${search}`);
    await page.getByRole('heading', { name: 'Master Blueprint Questionnaire' }).waitFor();
    const received = page.getByRole('list', { name: 'Your resume: uploaded files' });
    await received.getByText('resume.pdf').waitFor();
    await page.getByRole('button', { name: 'Resume uploaded ✓' }).waitFor();

    await page.getByRole('button', { name: 'Remove resume.pdf' }).click();
    await page.getByRole('button', { name: 'Upload Resume' }).waitFor();
    await expect
      .poll(async () => (await intakeView(page, journey.shop.url, purchaseId)).files)
      .toEqual([]);

    await uploadWithUppy(page, 'Upload Resume', [secondResume]);
    await expectToast(page, intakeMessages.resumeUploaded);
    await closeToast(page);
    await uploadWithUppy(page, 'Upload Palm Photos', [leftPalm, rightPalm]);
    await expectToast(page, intakeMessages.palmPhotosUploaded(2));
    await page
      .getByLabel('Your answers to the strategic alignment questions')
      .fill(
        'I run a small design studio and want it to grow into a school. I work best leading a small team, I need a balance of stability and freedom.',
      );
    await page.getByRole('button', { name: 'Submit Master Blueprint' }).click();
    await page.waitForURL(`${journey.shop.url}/thank-you?received=answers&product=7`);
    await expectReceivedMail(email, 'Destiny Alignment', [
      'Resume: updated-resume.pdf',
      'Palm photo: left-palm.png',
      'Palm photo: right-palm.png',
    ]);

    // Back on the phone, the page now lists what the server holds: nothing left to submit.
    await phone.page.reload();
    await phone.page.getByRole('button', { name: 'Upload Resume' }).waitFor();
    expect(await phone.page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expectCleanPage(phone);
    expectCleanPage(laptop);
    await phone.close();
    await laptop.close();
  });

  it('without an order there is no form, only the way to the shop', async () => {
    const guarded = await journey.openPage({ viewport: { width: 360, height: 740 } });
    const { page } = guarded;
    for (const questionnaire of ['/deep-dive-questions', '/master-blueprint-questions']) {
      await page.goto(`${journey.shop.url}${questionnaire}`);
      await page.getByText(intakeMessages.orderMissing).waitFor();
      expect(await page.getByRole('link', { name: 'Browse Services' }).getAttribute('href')).toBe(
        '/services',
      );
      expect(await page.locator('form textarea').count()).toBe(0);
    }

    // An id the server does not know: its message, and again no form.
    await page.goto(`${journey.shop.url}/master-blueprint-questions?purchase=${randomUUID()}`);
    await page.getByText(intakeMessages.orderNotFound).waitFor();
    expect(await page.locator('form textarea').count()).toBe(0);
    expectCleanPage(guarded, [/status of 404/]);
    await guarded.close();
  });
});
