import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../src/common/catalogue';
import { orderReferenceOf, orderStatusMessages } from '../../src/common/order-status';
import { checkoutPerson } from '../support/checkout-factories';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, fillPersonForm, fillTestCard } from './support/page-helpers';

const product = findProduct(6)!;
/** A refused lookup is a 404 the browser logs; nothing else may go wrong on the page. */
const refusedLookup = [/status of 404/];

async function lookUp(page: Page, reference: string, email: string) {
  await page.getByLabel('Order reference').fill(reference);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Show my order' }).click();
}

describe('order status without an account', () => {
  const journey = useShopJourney({}, { documents: 'stand-ins' });

  it('follows a paid order from the success page, the e-mail and /order, at 390 and 1280 px', async () => {
    const phone = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const email = `clara.${randomUUID()}@example.com`;
    const person = checkoutPerson({ email, fullName: 'Clara Whitfield' });

    // Buy The Master Blueprint in test mode on a phone.
    await phone.page.goto(`${journey.shop.url}/checkout?product=${product.id}`);
    await phone.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await fillPersonForm(phone.page, person, { variant: 'checkout' });
    await fillTestCard(phone.page, { number: '4242 4242 4242 4242' });
    await phone.page.getByRole('button', { name: 'Pay $500.00' }).click();
    await phone.page.waitForURL(/\/success\?/);
    const purchaseId = new URL(phone.page.url()).searchParams.get('purchase')!;
    const reference = orderReferenceOf(purchaseId);

    // The success page names the order, its amount, reference, delivery, next step and tracking.
    const receipt = phone.page.getByRole('region', { name: 'Your order' });
    await receipt.getByText(reference).waitFor();
    const receiptText = await receipt.innerText();
    expect(receiptText).toContain(product.name);
    expect(receiptText).toContain('$500.00');
    expect(receiptText).toContain(product.delivery);
    expect(
      await phone.page
        .getByRole('link', { name: 'Answer Your Questionnaire' })
        .getAttribute('href'),
    ).toBe(`/master-blueprint-questions?purchase=${purchaseId}`);
    // The browser that paid holds the order's private link: tracking asks it for nothing.
    const track = phone.page.getByRole('link', { name: 'Track Your Order' });
    expect(await track.getAttribute('href')).toMatch(
      new RegExp(`^/order#token=${purchaseId}\\.[A-Za-z0-9_-]{43}$`),
    );

    // The confirmation e-mail says the same, plus the birth data, the guarantee and the link.
    await expect
      .poll(() => journey.smtp.mailsTo(email).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const mail = journey.smtp.mailsTo(email)[0]!;
    const text = mail.text ?? '';
    for (const expected of [
      product.name,
      '$500.00',
      `Order reference: ${reference}`,
      product.delivery,
      'Name: Clara Whitfield',
      'Date of birth: 21 July 1991',
      'Time of birth: 3:45 PM (15:45)',
      'Place of birth: Seattle, WA',
      `${product.guaranteeDays}-day guarantee`,
      journey.shop.config.SUPPORT_EMAIL,
    ]) {
      expect(text).toContain(expected);
    }
    const statusLink = /(https?:\/\/\S+\/order#token=\S+)/.exec(text)?.[1];
    expect(statusLink).toBeDefined();
    expect(mail.html).toContain(statusLink!);

    // The success page's link opens the order itself, with its reader and steps; no e-mail typed.
    await track.click();
    await phone.page.getByRole('heading', { level: 2, name: product.name }).waitFor();
    expect(await phone.page.getByLabel('E-mail address').count()).toBe(0);
    // Any other browser opens the form with the reference filled in; the e-mail works.
    await phone.page.goto(`${journey.shop.url}/order?reference=${reference}`);
    await phone.page.getByRole('heading', { name: 'Your order' }).waitFor();
    expect(await phone.page.getByLabel('Order reference').inputValue()).toBe(reference);
    await phone.page.getByLabel('E-mail address').fill(`not.${email}`);
    await phone.page.getByRole('button', { name: 'Show my order' }).click();
    await phone.page.getByRole('alert').getByText(orderStatusMessages.notFound).waitFor();
    await phone.page.getByLabel('E-mail address').fill(email.toUpperCase());
    await phone.page.getByRole('button', { name: 'Show my order' }).click();
    await phone.page.getByRole('heading', { level: 2, name: product.name }).waitFor();
    const progress = phone.page.getByRole('list', { name: 'Order progress' });
    expect(await progress.locator('[aria-current="step"]').innerText()).toContain('Received');
    expect(
      await phone.page
        .getByRole('link', { name: 'Answer Your Questionnaire' })
        .getAttribute('href'),
    ).toBe(`/master-blueprint-questions?purchase=${purchaseId}`);
    expectCleanPage(phone, refusedLookup);
    await phone.close();

    // On a desktop: wrong combinations get one message, the private link opens the order.
    const desktop = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = desktop;
    await page.goto(`${journey.shop.url}/order`);
    await lookUp(page, reference, `someone.else.${randomUUID()}@example.com`);
    await page.getByRole('alert').getByText(orderStatusMessages.notFound).waitFor();
    await lookUp(page, '0000AAAA', email);
    await page.getByRole('alert').getByText(orderStatusMessages.notFound).waitFor();
    await lookUp(page, 'ABC', email);
    await page.getByText(orderStatusMessages.reference).waitFor();

    const url = new URL(statusLink!);
    // Only the fragment differs from the page open now, so reload to open it afresh.
    await page.goto(`${journey.shop.url}${url.pathname}${url.hash}`);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: product.name }).waitFor();
    expect(await page.getByText(`Order ${reference}`, { exact: false }).count()).toBeGreaterThan(0);

    const [, signature = ''] = url.hash.split('.');
    const damaged = `${url.hash.split('.')[0]}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await page.goto(`${journey.shop.url}/order${damaged}`);
    await page.reload();
    await page.getByRole('alert').getByText(orderStatusMessages.notFound).waitFor();
    await page.getByRole('button', { name: 'Look up by reference' }).click();
    await page.getByLabel('Order reference').waitFor();
    expectCleanPage(desktop, refusedLookup);
    await desktop.close();
  });
});
