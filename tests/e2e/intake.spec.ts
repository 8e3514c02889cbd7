import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeMessages, type IntakeOrderView } from '../../src/common/intake';
import { launchBrowser, openGuardedPage, type GuardedPage } from './support/browser';
import { startShop, type RunningShop } from './support/shop';

// Journeys of the two questionnaires against the real server (SPEC.md 2, 4, 5, 8, 9).

const toastOf = (page: Page) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .first();

async function expectToast(page: Page, text: string) {
  await expect.poll(() => toastOf(page).innerText(), { timeout: 15_000 }).toContain(text);
}

async function closeToast(page: Page) {
  await toastOf(page).getByRole('button', { name: 'Close' }).click();
}

/** A one-page PDF a content sniffer accepts. */
function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
/** A real grey PNG of the given size. */
function pngBytes(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pays for a product in local test mode and returns the purchase id from /success. */
async function buy(page: Page, shopUrl: string, productId: number, price: string) {
  await page.goto(`${shopUrl}/checkout?product=${productId}`);
  await page.getByLabel('Full Name').fill('Noor Haddad');
  await page.getByLabel('Email').fill(`intake.${randomUUID()}@example.com`);
  await page.getByLabel('Birth Month').selectOption('11');
  await page.getByLabel('Birth Day').fill('2');
  await page.getByLabel('Birth Year').fill('1986');
  await page.getByLabel('Birth Hour').fill('6');
  await page.getByLabel('Birth Minute').fill('5');
  await page.getByLabel('AM/PM').selectOption('AM');
  await page.getByLabel('Birth Location').fill('Chicago, IL');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page.waitForURL(new RegExp(`/success\\?product=${productId}&purchase=`));
  return new URL(page.url()).searchParams.get('purchase')!;
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

function expectCleanPage(guarded: GuardedPage, allowed: RegExp[] = []) {
  expect(
    guarded.consoleErrors.filter((message) => !allowed.some((pattern) => pattern.test(message))),
  ).toEqual([]);
  expect(guarded.outsideRequests).toEqual([]);
}

describe('questionnaires after purchase', () => {
  let shop: RunningShop;
  let browser: Browser;
  let filesDir: string;
  let resumePdf: string;
  let fakePdf: string;
  let leftPalm: string;
  let rightPalm: string;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
    filesDir = mkdtempSync(path.join(os.tmpdir(), 'intake-files-'));
    resumePdf = path.join(filesDir, 'resume.pdf');
    writeFileSync(resumePdf, pdfBytes());
    // A Windows program renamed to .pdf: the server reads the bytes and refuses it.
    fakePdf = path.join(filesDir, 'not-a-resume.pdf');
    writeFileSync(fakePdf, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]));
    leftPalm = path.join(filesDir, 'left-palm.png');
    writeFileSync(leftPalm, pngBytes(1200, 1600));
    rightPalm = path.join(filesDir, 'right-palm.png');
    writeFileSync(rightPalm, pngBytes(300, 400));
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('Strategic Alignment: from the success page to /thank-you, with a resume and a draft that survives a reload', async () => {
    const guarded = await openGuardedPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const purchaseId = await buy(page, shop.url, 5, '$350.00');
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
    await page.waitForURL(`${shop.url}/thank-you`);
    await expectToast(
      page,
      "Your strategic alignment responses have been submitted. We'll be in touch soon!",
    );
    expect(
      await page.evaluate((id) => localStorage.getItem(`intake-draft:${id}`), purchaseId),
    ).toBeNull();
    expect((await intakeView(page, shop.url, purchaseId)).submissions).toBe(1);

    // Coming back says so gently and still allows a corrected version.
    await page.goto(`${shop.url}/deep-dive-questions?purchase=${purchaseId}`);
    await page.getByText('a corrected version replaces what we read', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Submit for Strategic Alignment' }).waitFor();
    expectCleanPage(guarded);
    await guarded.close();
  }, 120_000);

  it('Master Blueprint: checks in the spec’s order, refuses a renamed file, hints at a small photo, then submits', async () => {
    const guarded = await openGuardedPage(browser);
    const { page } = guarded;
    const purchaseId = await buy(page, shop.url, 6, '$500.00');

    // Opened on the other questionnaire's page: a link to the right one.
    await page.goto(`${shop.url}/deep-dive-questions?purchase=${purchaseId}`);
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
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Upload Resume' }).waitFor();
    await closeToast(page);

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
    await page.waitForURL(`${shop.url}/thank-you`);
    await expectToast(
      page,
      "Your Master Blueprint responses have been submitted. We'll begin your comprehensive analysis!",
    );
    expect((await intakeView(page, shop.url, purchaseId)).submissions).toBe(1);
    expectCleanPage(guarded, [/status of 422/]);
    await guarded.close();
  }, 120_000);

  it('without an order there is no form, only the way to the shop', async () => {
    const guarded = await openGuardedPage(browser, { viewport: { width: 360, height: 740 } });
    const { page } = guarded;
    for (const questionnaire of ['/deep-dive-questions', '/master-blueprint-questions']) {
      await page.goto(`${shop.url}${questionnaire}`);
      await page.getByText(intakeMessages.purchaseMissing).waitFor();
      expect(await page.getByRole('link', { name: 'Browse Services' }).getAttribute('href')).toBe(
        '/services',
      );
      expect(await page.locator('form textarea').count()).toBe(0);
    }

    // An id the server does not know: its message, and again no form.
    await page.goto(`${shop.url}/master-blueprint-questions?purchase=${randomUUID()}`);
    await page.getByText(intakeMessages.purchaseNotFound).waitFor();
    expect(await page.locator('form textarea').count()).toBe(0);
    expectCleanPage(guarded, [/status of 404/]);
    await guarded.close();
  });
});
