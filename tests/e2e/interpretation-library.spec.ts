import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LibraryExport } from '../../src/common/library';
import { orderFiles } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { readPdf } from '../support/read-pdf';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, keepScreenshot } from './support/page-helpers';

// The interpretation library (issue 38): a reader finds an entry, rewrites it, takes the shipped
// text back from the history, writes their own version for their drafts, and exports the lot.

const ADDED = 'A sentence the journey added.';
const OWN = 'In the journey’s own words.';

function regionOf(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Types at the end of an editor's text. */
async function typeAtEnd(page: Page, editorName: string, text: string) {
  await page.getByRole('textbox', { name: editorName, exact: true }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` ${text}`);
}

describe('admin area: the interpretation library', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });

  it('finds an entry, edits it, restores the shipped text, keeps an own text and exports', async () => {
    const { shop } = journey;
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);
    await page.goto(`${shop.url}/admin/dashboard`);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Library' })
      .click();
    await page.getByRole('heading', { name: 'Interpretation library', level: 1 }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing 100 of \d{3}/ })
      .waitFor();

    // The search is kept in the address, so the way back from an entry finds it again.
    await page.getByRole('searchbox', { name: 'Search' }).fill('venus libra');
    const entryLink = page.getByRole('link', { name: 'Venus in Libra', exact: true });
    await entryLink.waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('venus libra');
    await keepScreenshot(page, 'interpretation-library/list-1280', { fullPage: true });
    await entryLink.click();

    await page.getByRole('heading', { name: 'Venus in Libra', level: 1 }).waitFor();
    expect(page.url()).toContain('/admin/library/sign.venus.Libra');
    await page.getByText('Used in: The Quick Glimpse, The Cosmic Map').waitFor();
    const shopText = page.getByRole('textbox', { name: 'The shop’s text', exact: true });
    const shipped = await shopText.innerText();
    expect(shipped).toContain('Venus in Libra is at ease in partnership.');
    // Paragraphs with bold and italic only: no headings or lists to offer.
    const shopPanel = regionOf(page, 'The shop’s text');
    await shopPanel.getByRole('button', { name: 'Bold' }).waitFor();
    expect(await shopPanel.getByRole('button', { name: 'Heading', exact: true }).count()).toBe(0);

    // An edit, saved by hand as version 2.
    await typeAtEnd(page, 'The shop’s text', ADDED);
    await shopPanel.getByRole('button', { name: 'Save', exact: true }).click();
    await shopPanel.getByRole('status').filter({ hasText: 'Saved as version 2.' }).waitFor();
    const history = regionOf(page, 'Version history');
    const versions = history.getByRole('listitem');
    await expect.poll(() => versions.count(), { timeout: 15_000 }).toBe(2);
    const latest = await versions.first().innerText();
    expect(latest).toContain('Version 2');
    expect(latest).toContain(`Edited · ${TEST_ADMIN_EMAIL}`);
    expect(await versions.last().innerText()).toContain('As shipped');

    // Reading version 1 shows the text as shipped, read-only.
    await history.getByRole('button', { name: 'View version 1' }).click();
    const versionOne = history.getByRole('textbox', { name: 'Version 1', exact: true });
    expect(await versionOne.innerText()).toBe(shipped);
    expect(await versionOne.getAttribute('contenteditable')).toBe('false');
    await keepScreenshot(page, 'interpretation-library/entry-1280', { fullPage: true });

    // Restoring version 1 is confirmed first, then saved as version 3.
    await history.getByRole('button', { name: 'Restore this version (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore version 1?' });
    await dialog.getByRole('button', { name: 'Restore version 1' }).click();
    await shopPanel
      .getByRole('status')
      .filter({ hasText: 'Version 1 restored as version 3.' })
      .waitFor();
    await expect.poll(() => versions.count(), { timeout: 15_000 }).toBe(3);
    expect(await versions.first().innerText()).toContain('Restored from version 1');
    expect(await shopText.innerText()).toBe(shipped);

    // The reader's own text, chosen for their drafts; the shop's text is unchanged.
    const ownPanel = regionOf(page, 'Your own text');
    const ownChoice = ownPanel.getByRole('radio', { name: 'My text' });
    expect(await ownChoice.isDisabled()).toBe(true);
    await typeAtEnd(page, 'Your own text', OWN);
    await ownPanel.getByRole('button', { name: 'Save my text' }).click();
    await ownPanel.getByRole('status').filter({ hasText: 'Your text is saved.' }).waitFor();
    await ownChoice.check();
    await ownPanel
      .getByRole('status')
      .filter({ hasText: 'Your drafts use your text for this entry.' })
      .waitFor();
    expect(await shopText.innerText()).not.toContain(OWN);

    // Back to the list as it was, the entry marked as having the reader's chosen text.
    await page.getByRole('link', { name: '← Back to the library' }).click();
    await entryLink.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('venus libra');
    const row = page.getByRole('listitem').filter({ has: entryLink });
    await row.getByText('Your text, used in your drafts').waitFor();
    expect(await row.innerText()).toContain('version 3, edited');

    // The export holds every entry's current text: version 3, the shipped words again.
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export library (JSON)' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^library-\d{4}-\d{2}-\d{2}\.json$/);
    const file = (await download.path())!;
    const exported = JSON.parse(readFileSync(file, 'utf8')) as LibraryExport;
    expect(exported.format).toBe('reading-shop-library');
    const venus = exported.entries.find((entry) => entry.key === 'sign.venus.Libra');
    expect(venus?.version).toBe(3);
    expect(venus?.text).toContain('Venus in Libra is at ease in partnership.');
    expect(venus?.text).not.toContain(ADDED);

    // Importing the same file back changes nothing, and says so.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import…' }).click();
    await (await chooser).setFiles(file);
    const confirm = page.getByRole('dialog', { name: 'Import the library?' });
    await confirm
      .getByText('Import replaces the text of every entry that differs, as a new version.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Imported: 0 entries changed, ${exported.entries.length} unchanged.` })
      .waitFor();

    // An edit reaches the next document drawn: the Compass Package's profile of the test buyer
    // (21 July 1991, 15:45, Seattle: a Generator) prints the entry for the strategy to respond.
    const strategyEdit = 'The shop readers added this line to the strategy to respond.';
    await page.goto(`${shop.url}/admin/library/profile-strategy.To-respond`);
    await page.getByRole('heading', { name: 'Strategy: To respond', level: 1 }).waitFor();
    await typeAtEnd(page, 'The shop’s text', strategyEdit);
    await shopPanel.getByRole('button', { name: 'Save', exact: true }).click();
    await shopPanel.getByRole('status').filter({ hasText: 'Saved as version 2.' }).waitFor();
    const { purchaseId } = await createPaidTestOrder(shop.runtime.app, 3);
    const profileFile = async () =>
      (await shop.db.select().from(orderFiles).where(eq(orderFiles.purchaseId, purchaseId))).find(
        (file) => file.fileName.startsWith('Your Dynamic Profile'),
      );
    await expect.poll(profileFile, { timeout: 150_000, interval: 500 }).toBeDefined();
    const stored = await shop.runtime.app.deps.storage.read(
      (await profileFile())!.storageKey,
      50_000_000,
    );
    expect((await readPdf(stored!)).text.replace(/\s+/g, ' ')).toContain(strategyEdit);
    expectCleanPage(guarded);
  });
});
