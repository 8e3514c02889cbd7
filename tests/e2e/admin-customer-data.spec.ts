import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customerDataMessages } from '../../src/common/customer-data';
import { purchases, users } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, toastOf } from './support/page-helpers';

// A customer asks for their data, then for its erasure (the /privacy page's "your rights").

async function expectToast(page: Page, text: string) {
  await expect.poll(() => toastOf(page).innerText(), { timeout: 15_000 }).toContain(text);
}

describe('admin area: a customer’s data', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });

  it('downloads a copy of a customer’s data, then erases the customer through the dialog', async () => {
    const { app } = journey.shop.runtime;
    const { purchaseId, person } = await createPaidTestOrder(app, 5, {
      fullName: 'Wilhelmina Oyelaran',
    });
    const [user] = await journey.shop.db
      .select()
      .from(users)
      .where(eq(users.emailKey, person.email.toLowerCase()));
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await signInAsAdmin(page, journey);

    await page.goto(`${journey.shop.url}/admin/client/${user!.id}`);
    await page.getByRole('heading', { name: 'Wilhelmina Oyelaran' }).waitFor();

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export data' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^customer-${user!.id.slice(0, 8)}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const zip = readFileSync((await download.path())!);
    expect(zip.length).toBeGreaterThan(100);
    const entries = unzipSync(new Uint8Array(zip));
    const copy = JSON.parse(strFromU8(entries['customer.json']!)) as {
      customer: { email: string };
      orders: Array<{ id: string }>;
    };
    expect(copy.customer.email).toBe(person.email);
    expect(copy.orders.map((order) => order.id)).toEqual([purchaseId]);

    await page.getByRole('button', { name: 'Erase customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Wilhelmina Oyelaran?' });
    await dialog.waitFor();
    // A wrong address is refused in the dialog, and nothing is erased.
    await dialog.getByLabel('Type the customer’s e-mail to confirm').fill('someone@example.com');
    await dialog.getByLabel('Reason for the erasure').fill('Asked by e-mail on 3 March');
    await dialog.getByRole('button', { name: 'Erase customer' }).click();
    await dialog.getByText(customerDataMessages.emailMismatch).waitFor();
    await dialog.getByLabel('Type the customer’s e-mail to confirm').fill(person.email);
    await dialog.getByRole('button', { name: 'Erase customer' }).click();

    await expectToast(page, customerDataMessages.erased);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await journey.shop.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(
      0,
    );
    const [order] = await journey.shop.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(order).toMatchObject({ customer: null, amount: '350.00', paymentStatus: 'completed' });

    // The order's page tells the erasure on its timeline.
    await page.goto(`${journey.shop.url}/admin/purchase/${purchaseId}`);
    await page
      .getByText(/Customer erased: .*Reason: Asked by e-mail on 3 March/)
      .first()
      .waitFor();
    await page.goto(`${journey.shop.url}/admin/client/${user!.id}`);
    await page.getByText('Client not found').first().waitFor();
    expectCleanPage(guarded, [/404/]);
  });
});
