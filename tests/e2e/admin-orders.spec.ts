import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../src/common/admin';
import { purchases } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { makePdf, makePng } from '../support/file-fixtures';
import { blueprintAnswers } from '../support/intake-factories';
import { sendTestUpload } from '../support/upload-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, toastOf } from './support/page-helpers';

// An admin's working day in the browser: find an order, move it along, refund one, deliver one
// (docs/product.md §2 admin pages, 4, 7, 8).

async function expectToast(page: Page, text: string) {
  await expect.poll(() => toastOf(page).innerText(), { timeout: 15_000 }).toContain(text);
}

/** A titled card of an admin detail page: its heading's card. */
function sectionTitled(page: Page, title: string) {
  return page.getByRole('heading', { name: title, exact: true, level: 2 }).locator('xpath=../..');
}

describe('admin area: orders from paid to delivered', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });
  let filesDir: string;
  let reportPdf: string;

  beforeAll(() => {
    filesDir = mkdtempSync(path.join(os.tmpdir(), 'admin-files-'));
    reportPdf = path.join(filesDir, 'Master Blueprint report.pdf');
    writeFileSync(reportPdf, makePdf('The Master Blueprint of a test customer'));
  });
  afterAll(() => {
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('draws the admin frame once: no page moves when the sign-in, the profile or a count arrives', async () => {
    for (const width of [390, 1280]) {
      const guarded = await journey.openPage({ viewport: { width, height: 900 } });
      const { page } = guarded;
      await signInAsAdmin(page, journey);
      // Every layout shift of the page, as the browser reports it (Lighthouse's CLS sums them).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const [path, title] of [
        ['/admin/dashboard', 'Admin Dashboard'],
        ['/admin/readings', 'Reading queue'],
        ['/admin/figures', 'Figures'],
      ] as const) {
        await page.goto(`${journey.shop.url}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        // The profile's answer is the last to change the header ("choose your name").
        await page.getByRole('link', { name: 'My profile: choose your name' }).waitFor();
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(
          () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift, 0);
        expect(total, `${path} at ${width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
      }
      expectCleanPage(guarded);
      await guarded.close();
    }
  });

  it('finds a customer and an order, changes its status and notes, and refunds another', async () => {
    const { app } = journey.shop.runtime;
    const kept = await createPaidTestOrder(app, 5, { fullName: 'Imogen Castellanos' });
    const refunded = await createPaidTestOrder(app, 2, { fullName: 'Teodor Brandvold' });
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);

    await page.goto(`${journey.shop.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect.poll(() => totals.innerText()).toMatch(/\$385\.00/);

    // Search applies only above two characters, on the active tab.
    await page.getByRole('tab', { name: /Users/ }).click();
    const search = page.getByLabel('Search');
    await search.fill('Im');
    await search.fill('Castellanos');
    // The search results replace the list: the other customer goes, the one searched stays.
    await expect
      .poll(() => page.getByRole('link', { name: /View details of Teodor/ }).count())
      .toBe(0);
    const viewDetails = page.getByRole('link', { name: 'View details of Imogen Castellanos' });
    await viewDetails.waitFor();
    await viewDetails.click();
    await page.getByText(kept.person.email).first().waitFor();
    await page.getByText('Seattle, WA').first().waitFor();

    // From the client page to the order.
    await page
      .getByRole('link', { name: /Manage order [0-9A-F]{8}$/ })
      .first()
      .click();
    await page
      .getByRole('heading', { name: `Order ${kept.purchaseId.slice(-8).toUpperCase()}` })
      .waitFor();
    await page.getByLabel('Processing status').selectOption('in-progress');
    await page.getByLabel('Admin notes').fill('Consultation booked for Thursday.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, adminMessages.updated);
    const [saved] = await journey.shop.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, kept.purchaseId));
    expect(saved).toMatchObject({
      processingStatus: 'in-progress',
      adminNotes: 'Consultation booked for Thursday.',
    });
    expect(await page.getByLabel('Processing status').inputValue()).toBe('in-progress');
    // The order's timeline now shows the change, with who made it.
    await page.getByText(TEST_ADMIN_EMAIL).first().waitFor();

    // Refund the other order in test mode, with a reason.
    await page.goto(`${journey.shop.url}/admin/purchase/${refunded.purchaseId}`);
    await page.getByRole('button', { name: 'Refund $35.00' }).click();
    await page.getByLabel('Reason for the refund').fill('Bought twice by mistake.');
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    await expectToast(page, 'Order refunded');
    await expect
      .poll(async () => {
        const [row] = await journey.shop.db
          .select()
          .from(purchases)
          .where(eq(purchases.id, refunded.purchaseId));
        return row?.paymentStatus;
      })
      .toBe('refunded');
    await expect
      .poll(() => journey.smtp.messages.map((mail) => mail.subject ?? ''))
      .toContainEqual(expect.stringMatching(/refund/i));
    expectCleanPage(guarded);
  });

  it('delivers a report PDF: the customer gets an e-mail whose link downloads it', async () => {
    const { app } = journey.shop.runtime;
    const order = await createPaidTestOrder(app, 6, { fullName: 'Ravi Anand' });
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);

    await page.goto(`${journey.shop.url}/admin/purchase/${order.purchaseId}`);
    await page
      .getByRole('heading', { name: `Order ${order.purchaseId.slice(-8).toUpperCase()}` })
      .waitFor();
    await page.getByLabel('Report PDFs').setInputFiles(reportPdf);
    await page.getByRole('button', { name: 'Deliver report' }).click();
    await expectToast(page, 'Report delivered to the customer');

    // The order's computed documents are mailed on their own ("Your first documents are here");
    // the reading the admin delivers comes in the mail that says it is ready.
    const findDelivery = () =>
      journey.smtp.messages.find(
        (message) =>
          (message.subject ?? '').startsWith('Your reading is ready') &&
          [message.to].flat().some((to) => to?.text.includes(order.person.email)),
      );
    await expect.poll(() => Boolean(findDelivery()), { timeout: 15_000 }).toBe(true);
    const links = (findDelivery()?.text ?? '').match(/https?:\/\/\S+\/api\/downloads\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    // Each link downloads its file; the admin's upload is among them, byte for byte.
    const downloads = await Promise.all(
      links.map(async (link) => {
        const url = new URL(link);
        const response = await fetch(`${journey.shop.url}${url.pathname}${url.search}`);
        expect(response.status).toBe(200);
        return {
          disposition: response.headers.get('content-disposition') ?? '',
          bytes: Buffer.from(await response.arrayBuffer()),
        };
      }),
    );
    const delivered = downloads.find(({ disposition }) =>
      disposition.includes('Master Blueprint report.pdf'),
    );
    expect(delivered?.disposition).toMatch(/^attachment;/);
    expect(delivered?.bytes).toEqual(makePdf('The Master Blueprint of a test customer'));

    const [row] = await journey.shop.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, order.purchaseId));
    expect(row?.processingStatus).toBe('delivered');
    expectCleanPage(guarded);
  });

  it('reads a Master Blueprint order in words, and clears a file the customer never submitted', async () => {
    const { app } = journey.shop.runtime;
    const order = await createPaidTestOrder(app, 7, {
      fullName: 'Odile Marchetti',
      birthMonth: '11',
      birthDay: '03',
      birthYear: '1985',
      birthHour: '7',
      birthMinute: '30',
      ampm: 'AM',
    });
    const send = (kind: 'resume' | 'palm-photo', name: string, bytes: Buffer) =>
      sendTestUpload(app, order.purchaseId, kind, name, bytes);
    const resume = await send('resume', 'odile-cv.pdf', makePdf());
    const left = await send('palm-photo', 'left.png', makePng(1200, 1200));
    const right = await send('palm-photo', 'right.png', makePng(1200, 1200));
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/strategic-alignment',
      payload: {
        purchaseId: order.purchaseId,
        responses: blueprintAnswers,
        resumePath: `/api/objects/${order.purchaseId}/${resume.uploadId}`,
        palmPhotos: [left, right].map(
          ({ uploadId }) => `/api/objects/${order.purchaseId}/${uploadId}`,
        ),
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Sent afterwards from another device, never submitted.
    await send('resume', 'stray-draft.pdf', makePdf('A draft sent by mistake'));

    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);
    await page.goto(`${journey.shop.url}/admin/purchase/${order.purchaseId}`);
    await page
      .getByRole('heading', { name: `Order ${order.purchaseId.slice(-8).toUpperCase()}` })
      .waitFor();

    // The resume by its name, as a download; no raw path; the answer titled for an admin.
    const questionnaire = sectionTitled(page, 'Questionnaire');
    const resumeLink = questionnaire.getByRole('link', { name: 'odile-cv.pdf', exact: true });
    expect(await resumeLink.getAttribute('href')).toBe(
      `/api/admin/uploads/${resume.uploadId}/download`,
    );
    expect(await questionnaire.innerText()).not.toContain('/api/admin/uploads/');
    await questionnaire.getByText('Master Blueprint answer (all questions in one)').waitFor();
    expect(await questionnaire.getByText('Your answers', { exact: true }).count()).toBe(0);

    const unsubmitted = sectionTitled(page, 'Uploads not submitted');
    await unsubmitted.getByText('Resume: stray-draft.pdf').waitFor();
    await unsubmitted.getByRole('button', { name: 'Clear stray-draft.pdf' }).click();
    await expectToast(page, 'Upload cleared: the customer can send another');
    await expect.poll(() => unsubmitted.count()).toBe(0);
    await page.getByText('Unsubmitted resume “stray-draft.pdf” cleared').waitFor();

    // The client page: birth data as a date and a time, the questionnaire under its own name.
    // Exactly the name: the order's documents are links too, named after her.
    await page.getByRole('link', { name: 'Odile Marchetti', exact: true }).click();
    await page.getByRole('heading', { name: 'Odile Marchetti', level: 1 }).waitFor();
    await page.getByText('3 November 1985, 07:30').waitFor();
    expect(await page.getByText('1985-11-03').count()).toBe(0);
    await page.getByRole('heading', { name: 'Questionnaires (1)' }).waitFor();
    expectCleanPage(guarded);
  });

  it('sends a signed-out visitor of any admin page to the login', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/admin/purchase/${crypto.randomUUID()}`);
    await page.waitForURL(/\/admin\/login$/);
    expectCleanPage(guarded, [/status of 401/]);
  });
});
