import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { products } from '../../src/common/catalogue';
import { purchaseStorageKey } from '../../src/common/checkout';
import { orderLookupBlankMessages } from '../../src/common/order-status';
import { personBlankMessages } from '../../src/common/person';
import {
  EARLY_INPUT_SCRIPT,
  pageBootOf,
  prerenderedPaths,
  prerenderedVariants,
} from '../../src/common/prerendered-pages';
import { birthData, users } from '../../src/server/db/schema';
import { createAffiliate } from '../../src/server/referrals/accounts';
import { inlineScriptSource } from '../../src/server/security-headers';
import { fullChromiumPath, launchBrowser, useThePage } from './support/browser';
import { useShopJourney } from './support/fixture';
import { expectCleanPage } from './support/page-helpers';
import { expectStorefrontContent, livePages, storefrontPages } from './support/storefront-pages';

// A name and address that must be escaped where the build left its markers.
const SHOP_NAME = 'Stella & <Sons>';
const SUPPORT_EMAIL = 'help@stella.example';

const AFFILIATE_PASSWORD = 'stardust passphrase 42';

/** What a failed lookup of a made-up order or code prints: the page itself is fine. */
const expectedRefusals = [/status of 40[04]/, /Referral visit not recorded/];

describe('public pages arrive as HTML and come alive without being redrawn', () => {
  const journey = useShopJourney({ SHOP_NAME, SUPPORT_EMAIL });

  it.each([...prerenderedPaths, ...prerenderedVariants])(
    '%s is whole HTML before any script runs',
    async (path) => {
      const response = await fetch(`${journey.shop.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
      // A page of a purchase boots once painted, any other on first use (decision 292); a
      // checkout drawn for its product says which query it was drawn with (decision 298).
      const search = path.split('?')[1];
      const drawnWith = search ? ` data-search="${search}"` : '';
      expect(html).toContain(`<div id="root" data-boot="${pageBootOf(path)}"${drawnWith}>`);
      expect(pageBootOf(path)).toBe(
        /^\/(cart|checkout|thank-you|success|[\w-]+-questions)(\?|$)/.test(path)
          ? 'on-load'
          : 'on-use',
      );
      // Every page has its heading; below a questionnaire's, the form waits for the order this
      // browser holds.
      expect(root).toMatch(/<h1[\s>]/);
      if (path.endsWith('-questions')) expect(root).toMatch(/role="status"/);
      expect(root).toContain('<footer');
      expect(html).not.toContain('@@');
      expect(html).toContain('Stella &amp; &lt;Sons&gt;');
      expect(html).not.toContain('<Sons>');
      expect(html).toMatch(/<title>[^<]+ · Stella &amp; &lt;Sons&gt;<\/title>/);
      // Nothing for the CSP to refuse: one inline script, first in the head, which keeps what
      // the visitor does until the boot script comes and which the CSP names by its hash; the
      // styles inline. The page's scripts are asked for by the boot script once it has painted.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts).toHaveLength(3);
      expect(scripts).toEqual(
        expect.arrayContaining([
          '<script>',
          expect.stringMatching(/type="application\/json" id="shop-config"/),
          expect.stringMatching(/^<script async src="\/assets\/boot-[\w-]+\.js">$/),
        ]),
      );
      expect(html).toContain(`<head><script>${EARLY_INPUT_SCRIPT}</script>`);
      const scriptSources = (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'))
        ?.trim()
        .split(' ');
      expect(scriptSources).toContain(inlineScriptSource(EARLY_INPUT_SCRIPT));
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    },
  );

  it('reads the same with scripts off, on a phone', async () => {
    const context = await journey.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${journey.shop.url}/product/6`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'The Master Blueprint',
    );
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL }).count()).resolves.toBeGreaterThan(
      0,
    );
    await page.goto(`${journey.shop.url}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      '404 Page Not Found',
    );
    await context.close();
  });

  /**
   * Opens `path` as on a slow connection: the page and its boot script arrive, the modules the
   * boot script asks for wait until `releaseScripts()`. With `holdBoot`, the boot script itself
   * waits too, until `releaseBoot()` (or `releaseScripts()`): the page is drawn and nothing of
   * the shop's own scripts has run but the inline one in its head.
   */
  async function openWithScriptsHeld(path: string, { holdBoot = false, holdStyles = false } = {}) {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    let releaseScripts = () => {};
    let releaseBoot = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    const bootHeld = holdBoot
      ? new Promise<void>((resolve) => (releaseBoot = resolve))
      : Promise.resolve();
    await page.route('**/assets/*.js', async (route) => {
      const isBoot = /\/assets\/boot-/.test(route.request().url());
      await (isBoot ? bootHeld : scriptsHeld);
      await route.continue();
    });
    // The whole stylesheet too, when asked: the page then has only the rules it inlined.
    if (holdStyles) {
      await page.route('**/assets/*.css', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
    }
    await page.goto(`${journey.shop.url}${path}`, { waitUntil: 'domcontentloaded' });
    return {
      context,
      page,
      releaseBoot,
      releaseScripts: () => {
        releaseBoot();
        releaseScripts();
      },
    };
  }
  /** Whether the field drawn for `label` has the border of a field in error. */
  const hasDestructiveBorder = (page: Page, label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((field) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-destructive)';
      document.body.append(probe);
      const destructive = getComputedStyle(probe).color;
      probe.remove();
      return getComputedStyle(field).borderTopColor === destructive;
    });
  const isLive = (page: Page) =>
    page.waitForFunction(() => document.documentElement.dataset.live === 'true');
  /** The customer and birth data a free sign-up from `email` saved. */
  async function savedSignUp(email: string) {
    const [user] = await journey.shop.db.select().from(users).where(eq(users.emailKey, email));
    const [birth] = await journey.shop.db
      .select()
      .from(birthData)
      .where(eq(birthData.userId, user!.id));
    return { user, birth };
  }

  it('keeps a reading chosen on /cart before the page’s scripts arrived', async () => {
    const intensive = products.find((product) => product.name === 'The Intensive');
    if (!intensive) throw new Error('The Intensive is missing from the catalogue');
    const { context, page, releaseScripts } = await openWithScriptsHeld('/cart');
    const option = page.getByRole('radio', { name: /^The Intensive\b/ });
    await page.locator('label').filter({ has: option }).click();
    await expect(page.evaluate(() => document.documentElement.dataset.live)).resolves.toBe(
      undefined,
    );
    releaseScripts();
    await isLive(page);
    await page.waitForURL(new RegExp(`selected=${intensive.id}$`));
    await expect(option.isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio', { checked: true }).getAttribute('value')).resolves.toBe(
      String(intensive.id),
    );
    await context.close();
  });

  it('keeps what was typed and picked on /form before the page’s scripts arrived', async () => {
    const { context, page, releaseScripts } = await openWithScriptsHeld('/form');
    const email = `early.${Date.now()}@example.com`;
    await page.getByLabel('Full Name').fill('Early Visitor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Birth Month').selectOption('07');
    await page.getByLabel('Birth Location').fill('Austin, Texas, United States');
    // Picking from a select moves the focus to it, as a visitor's click or tab does; Playwright's
    // selectOption alone leaves it in the place field.
    await page.getByLabel('Birth Day').focus();
    await page.getByLabel('Birth Day').selectOption('04');
    releaseScripts();
    await isLive(page);
    const location = page.getByLabel('Birth Location');
    await expect.poll(() => location.inputValue()).toBe('Austin, Texas, United States');
    // The visitor has moved on: no list of suggestions opens over the field they left.
    await expect(location.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Early Visitor');
    await expect(page.getByLabel('Birth Month').inputValue()).resolves.toBe('07');
    await page.getByLabel('Birth Year').selectOption('1990');
    await page.getByLabel('Birth Hour').selectOption('9');
    await page.getByLabel('Birth Minute').selectOption('30');
    await page.getByLabel('AM/PM').selectOption('PM');
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    await page.waitForURL(`${journey.shop.url}/thank-you`);
    const { user, birth } = await savedSignUp(email);
    expect(user?.fullName).toBe('Early Visitor');
    expect(birth).toMatchObject({
      birthDate: '1990-07-04',
      birthTime: '21:30:00',
      birthLocation: 'Austin, Texas, United States',
    });
    // The summary goes out from the shop's name, which holds address characters here.
    await expect.poll(() => journey.smtp.mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const mail = journey.smtp.mailsTo(email)[0]!;
    expect(mail.from?.value).toEqual([{ name: SHOP_NAME, address: SUPPORT_EMAIL }]);
    await context.close();
  });

  it('sends the form tapped on /form before the page’s scripts arrived, once it is live', async () => {
    const { context, page, releaseScripts } = await openWithScriptsHeld('/form');
    const email = `early.tap.${Date.now()}@example.com`;
    await page.getByLabel('Full Name').fill('Early Tapper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Birth Location').fill('Austin, Texas, United States');
    for (const [label, value] of [
      ['Birth Month', '03'],
      ['Birth Day', '14'],
      ['Birth Year', '1988'],
      ['Birth Hour', '7'],
      ['Birth Minute', '15'],
      ['AM/PM', 'AM'],
    ] as const) {
      await page.getByLabel(label).focus();
      await page.getByLabel(label).selectOption(value);
    }
    // Tapped while the page is still its HTML: a plain button then, so the browser sends nothing.
    const submit = page.getByRole('button', { name: 'Get My Free Astrological Summary' });
    await expect(submit.getAttribute('type')).resolves.toBe('button');
    await submit.click();
    await expect(page.evaluate(() => document.documentElement.dataset.live)).resolves.toBe(
      undefined,
    );
    expect(new URL(page.url()).search).toBe('');
    releaseScripts();
    await page.waitForURL(`${journey.shop.url}/thank-you`);
    const { user, birth } = await savedSignUp(email);
    expect(user?.fullName).toBe('Early Tapper');
    expect(birth).toMatchObject({ birthDate: '1988-03-14', birthTime: '07:15:00' });
    await context.close();
  });

  it('answers a tap made before even the boot script arrived, once it has', async () => {
    const { context, page, releaseBoot, releaseScripts } = await openWithScriptsHeld('/', {
      holdBoot: true,
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The page is drawn, but nothing of the shop's scripts has come: the visitor's first use.
    await nav.getByRole('button', { name: 'Affiliate Login' }).click();
    releaseBoot();
    // The boot script takes the tap over: it fetches the rest, and the live page opens the dialog.
    await page.waitForRequest(/\/assets\/(?!boot-)[\w-]+\.js$/);
    releaseScripts();
    await page.getByRole('dialog', { name: 'Affiliate Login' }).waitFor();
    await context.close();
  });

  it('answers a submit tapped on the blank /form at once, before its scripts arrive', async () => {
    const { context, page, releaseBoot, releaseScripts } = await openWithScriptsHeld('/form', {
      holdBoot: true,
      holdStyles: true,
    });
    const form = page.locator('form');
    const shown = (message: string) =>
      form.getByRole('alert').filter({ hasText: new RegExp(`^${message}$`) });
    const isStillHtml = () =>
      expect(page.evaluate(() => document.documentElement.dataset.live)).resolves.toBe(undefined);
    // Nothing is said before the tap, though every message is in the page, hidden.
    await expect(form.getByRole('alert').count()).resolves.toBe(0);
    await page.getByLabel('Full Name').fill('Early Tapper');
    await page.getByLabel('Birth Month').focus();
    await page.getByLabel('Birth Month').selectOption('03');
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    // Tapped before the boot script came: it answers the tap once it does.
    releaseBoot();
    // The blank fields' messages show while the page is still its HTML; a filled field has none.
    const blankFields = Object.entries(personBlankMessages).filter(
      ([field]) => field !== 'fullName' && field !== 'birthMonth',
    );
    for (const [, message] of blankFields) await shown(message).waitFor();
    await isStillHtml();
    await expect(shown(personBlankMessages.fullName).count()).resolves.toBe(0);
    await expect(shown(personBlankMessages.birthMonth).count()).resolves.toBe(0);
    // Each blank field is marked as the form will mark it (its border, what a reader hears).
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Full Name').getAttribute('aria-invalid')).resolves.toBe(null);
    // Its red border is among the page's own rules: the whole stylesheet is still on its way.
    await expect(hasDestructiveBorder(page, 'Email')).resolves.toBe(true);
    await expect(hasDestructiveBorder(page, 'Full Name')).resolves.toBe(false);
    // The visitor fills in the e-mail meanwhile: the form's own check, once live, clears its
    // message, and keeps each other one once (its own, not a second copy).
    await page.getByLabel('Email').fill(`early.blank.${Date.now()}@example.com`);
    await isStillHtml();
    releaseScripts();
    await isLive(page);
    await expect.poll(() => shown(personBlankMessages.email).count()).toBe(0);
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe(null);
    await expect(page.getByLabel('Birth Day').getAttribute('aria-invalid')).resolves.toBe('true');
    for (const [field, message] of blankFields) {
      if (field === 'email') continue;
      await expect(shown(message).count(), field).resolves.toBe(1);
    }
    // The form's own answer to a blank form: the first field it names has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    await expect(
      page.getByLabel('Birth Day').evaluate((day) => day === document.activeElement),
    ).resolves.toBe(true);
    await context.close();
  });

  it('answers a lookup tapped on /order with no address at once, before its scripts arrive', async () => {
    const { context, page, releaseScripts } = await openWithScriptsHeld('/order');
    const form = page.locator('form');
    const shown = (message: string) => form.getByRole('alert').filter({ hasText: message });
    await page.getByLabel('Order reference').fill('A2B3C4D5');
    // Not blank, but no address by the browser's own rule: the form's check says the same.
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Show my order' }).click();
    await shown(orderLookupBlankMessages.email).waitFor();
    await expect(shown(orderLookupBlankMessages.reference).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.documentElement.dataset.live)).resolves.toBe(
      undefined,
    );
    releaseScripts();
    await isLive(page);
    // The form's own check says the same, once: its message, not a second one.
    await expect
      .poll(() => form.getByRole('alert').allTextContents())
      .toEqual([orderLookupBlankMessages.email]);
    await expect(page.getByLabel('E-mail address').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await context.close();
  });

  it('leaves the landing page where the visitor scrolled it while it came alive', async () => {
    const { context, page, releaseScripts } = await openWithScriptsHeld('/');
    const cards = page.getByRole('region', { name: 'Six ways to read your path' });
    const link = cards.getByRole('link', { name: /The Cosmic Map/ });
    await link.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(500);
    // Reading and scrolling load nothing; the visitor's pointer reaching the page does.
    await useThePage(page);
    releaseScripts();
    await isLive(page);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolledTo);
    // The link is still under the visitor's finger, and moving on starts the next page at its top.
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'The Cosmic Map' }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await context.close();
  });

  /** Every script the page asked for, by file name. */
  function scriptsAskedFor(page: Page): string[] {
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/([^/?]+\.js)/.exec(request.url())?.[1];
      if (name) asked.push(name);
    });
    return asked;
  }

  it('loads a page the same for everyone on its first use, with the whole stylesheet', async () => {
    // A visitor with no pointer over the page: the full browser (see `fullChromiumPath`).
    const browser = await launchBrowser(fullChromiumPath());
    onTestFinished(() => browser.close());
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const asked = scriptsAskedFor(page);
    await page.goto(`${journey.shop.url}/services`, { waitUntil: 'load' });
    const inlined = await page.evaluate(() => document.querySelector('style')?.textContent ?? '');
    // Only what the page uses is inlined: the admin area's rules wait for the whole sheet.
    expect(inlined).toContain('@font-face');
    expect(inlined.length).toBeLessThan(40_000);
    // Read, scrolled, left alone for a while: nothing but the boot script is fetched.
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(1_500);
    expect(asked.filter((name) => !name.startsWith('boot-'))).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.dataset.live)).resolves.toBe(
      undefined,
    );
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

    await useThePage(page);
    await isLive(page);
    expect(asked.some((name) => name.startsWith('react-dom-'))).toBe(true);
    expect(await page.locator('link[rel="stylesheet"][href^="/assets/"]').count()).toBe(1);

    // A key is a use too: a keyboard visitor's first Tab loads the page's scripts.
    const keyboard = await context.newPage();
    await keyboard.goto(`${journey.shop.url}/faq`, { waitUntil: 'load' });
    await keyboard.keyboard.press('Tab');
    await isLive(keyboard);
    await context.close();
  });

  it('loads at once the pages of a purchase, and any page for a browser it shows something of its own', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // No pointer, key or touch in this test: each page below goes live by itself.
    await page.goto(`${journey.shop.url}/cart?product=6`);
    await isLive(page);
    // An affiliate's link: the visit is recorded as the page opens.
    await page.goto(`${journey.shop.url}/product/6?ref=NOSUCHCODE`);
    await isLive(page);
    // /order is a lookup form for everyone, until its address holds an order's link or reference.
    await page.goto(`${journey.shop.url}/order#token=not-a-real-token`);
    await isLive(page);
    await page.goto(`${journey.shop.url}/order?reference=AD845738`);
    await isLive(page);
    await expect.poll(() => page.getByLabel(/reference/i).inputValue()).toBe('AD845738');

    // A signed-in affiliate (or a referral in force) is told by a cookie the page can read,
    // which the server keeps in step with the session on every page it sends.
    const marked = await fetch(`${journey.shop.url}/services`, {
      headers: { cookie: 'affiliate_session=some-session' },
    });
    expect(marked.headers.get('set-cookie')).toMatch(/^astral_live=1; Path=\/; SameSite=Lax$/);
    const referred = await fetch(`${journey.shop.url}/`, { headers: { cookie: 'astral_ref=x' } });
    expect(referred.headers.get('set-cookie')).toMatch(/^astral_live=1;/);
    const already = await fetch(`${journey.shop.url}/`, {
      headers: { cookie: 'astral_ref=x; astral_live=1' },
    });
    expect(already.headers.get('set-cookie')).toBeNull();
    const stale = await fetch(`${journey.shop.url}/faq`, { headers: { cookie: 'astral_live=1' } });
    expect(stale.headers.get('set-cookie')).toMatch(/^astral_live=; Max-Age=0; Path=\/;/);
    const stranger = await fetch(`${journey.shop.url}/faq`);
    expect(stranger.headers.get('set-cookie')).toBeNull();

    const url = new URL(journey.shop.url);
    await context.addCookies([
      { name: 'affiliate_session', value: 'some-session', domain: url.hostname, path: '/' },
    ]);
    await page.goto(`${journey.shop.url}/services`);
    await isLive(page);
    // Signed out again (the session gone): the next page clears the cookie and waits for use.
    await context.clearCookies({ name: 'affiliate_session' });
    await page.goto(`${journey.shop.url}/faq`, { waitUntil: 'load' });
    await page.waitForTimeout(1_000);
    await expect(page.evaluate(() => document.documentElement.dataset.live)).resolves.toBe(
      undefined,
    );
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('astral_live');
    await context.close();
  });

  it('opens the affiliate sign-in tapped before the page was live', async () => {
    const { context, page, releaseScripts } = await openWithScriptsHeld('/');
    // The dialog's own code comes last, after the live page has asked who is signed in: the
    // dialog the browser opened stays open through that answer.
    let releaseDialog = () => {};
    const dialogHeld = new Promise<void>((resolve) => (releaseDialog = resolve));
    await page.route('**/assets/affiliate-login-dialog-*.js', async (route) => {
      await dialogHeld;
      await route.continue();
    });
    const signInAsked = page.waitForResponse((response) =>
      response.url().endsWith('/api/affiliate/auth'),
    );
    // The tap loads the page's scripts; it is kept until they are there.
    await page.getByRole('button', { name: 'Affiliate Login' }).click();
    releaseScripts();
    await isLive(page);
    await signInAsked;
    releaseDialog();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);

    // A screen reader may activate the button with a click alone, no pointer, key or focus first.
    const reader = await context.newPage();
    await reader.goto(`${journey.shop.url}/faq`, { waitUntil: 'load' });
    await reader.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent?.trim() === 'Affiliate Login',
      );
      button?.click();
    });
    await isLive(reader);
    await reader.getByRole('dialog').getByLabel('E-mail').waitFor();
    await context.close();
  });

  it('opens the affiliate sign-in with no script, and signs in with what was typed before it was live', async () => {
    const affiliate = await createAffiliate(journey.shop.db, {
      name: 'Vera Early',
      email: `vera.${randomUUID()}@example.com`,
      password: AFFILIATE_PASSWORD,
    });
    const { context, page, releaseScripts } = await openWithScriptsHeld('/services', {
      holdBoot: true,
    });
    // Nothing of the shop's scripts has run: the browser itself opens and closes the dialog.
    const opener = page.getByRole('button', { name: 'Affiliate Login' });
    const dialog = page.getByRole('dialog', { name: 'Affiliate Login' });
    await opener.click();
    await dialog.getByLabel('E-mail').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await opener.click();
    await dialog.getByLabel('E-mail').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await dialog.getByLabel('E-mail').fill(affiliate.email);
    await dialog.getByLabel('Password').fill(AFFILIATE_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    // The browser sent nothing by itself: the password never reaches the address.
    expect(page.url()).toBe(`${journey.shop.url}/services`);
    releaseScripts();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByText(affiliate.referralCode)
      .waitFor();
    await page.getByText('Logged in successfully!').first().waitFor();
    expect(await dialog.count()).toBe(0);
    await context.close();

    // A tap inside the dialog before its code is here is answered once it is.
    const other = await openWithScriptsHeld('/faq', { holdBoot: true });
    await other.page.getByRole('button', { name: 'Affiliate Login' }).click();
    await other.page.getByRole('button', { name: 'Forgot your password?' }).click();
    other.releaseScripts();
    await other.page
      .getByRole('dialog', { name: 'Reset your password' })
      .getByRole('button', { name: 'Send reset link' })
      .waitFor();
    await other.context.close();
  });

  it('leaves static content as it arrived, unhydrated, and follows its links inside the app', async () => {
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/`);
    await isLive(page);
    const owned = await page.evaluate(() => {
      const hasFiber = (element: Element | null) =>
        element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      const statics = [...document.querySelectorAll('[data-static]')];
      return {
        blocks: statics.length,
        // Kept blocks hold the server's elements, which React never took over (decision 194).
        hydratedInside: statics.filter((block) =>
          [...block.querySelectorAll('*')].some((element) => hasFiber(element)),
        ).length,
        heading: hasFiber(document.querySelector('h1')),
        topBar: hasFiber(document.querySelector('header a')),
      };
    });
    expect(owned).toEqual({ blocks: 2, hydratedInside: 0, heading: false, topBar: true });

    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Explore Our Readings' }).click();
    await page.getByRole('heading', { level: 1, name: /Choose the reading/ }).waitFor();
    // Followed by the app, not by a new page load: the window is the same.
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    // The footer stays where a visitor scrolls to it: the tables above it, laid out only when
    // near the screen, hold about their height until then (decision 394). Holding a desktop's
    // height on a phone, the page grew by 2,800 px as they were drawn, and the footer's links
    // moved away between the scroll and the tap; a tap then took whatever came under it.
    const footer = page.getByRole('contentinfo');
    const footerTop = () =>
      footer.evaluate(
        (element) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(element.getBoundingClientRect().top + window.scrollY),
              ),
            ),
          ),
      );
    const estimated = await footerTop();
    await footer.scrollIntoViewIfNeeded();
    expect(Math.abs((await footerTop()) - estimated)).toBeLessThan(100);
    // A page drawn by the app after navigating is React's own again.
    await footer.getByRole('link', { name: 'Free summary' }).click();
    // Two steps, so a failure says which: the app followed the link (the address), then drew the
    // page (its own heading: the last page's was still there when the click was taken). This
    // step failed twice in full runs beside two busy loops, never when run alone (25 of 25).
    await page.waitForURL(`${journey.shop.url}/form`);
    await page.getByRole('heading', { level: 1, name: 'Begin Your Cosmic Journey' }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    expectCleanPage(guarded, expectedRefusals);
    await guarded.close();
  });

  it.each(livePages)('%s hydrates the HTML it was sent, without errors', async (path) => {
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    // The web fonts arrive after the first paint, as on a slow line, so a text that wraps
    // differently in a font's stand-in is caught every time, not only when they come late.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // A questionnaire page finds an order stored in this browser; a drawn-anew page loses its h1.
    await page.addInitScript((key) => {
      localStorage.setItem(key, '2f1c6f5e-8b7a-4c39-9d2e-5a4b3c2d1e0f');
      const removed: string[] = [];
      (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) {
              removed.push(node.outerHTML.slice(0, 80));
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
      // What moves in view while the page loads and comes alive, as Lighthouse's CLS counts it.
      const shifts = { total: 0, moved: [] as string[] };
      (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.total += entry.value;
          for (const { node, previousRect, currentRect } of entry.sources) {
            const name = node instanceof Element ? node.outerHTML.slice(0, 60) : node?.nodeName;
            shifts.moved.push(
              `${name} at ${Math.round(entry.startTime)} ms: y ${previousRect.y} -> ${currentRect.y}`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, purchaseStorageKey(6));
    const response = await page.goto(`${journey.shop.url}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
    // Hydrated: React's handlers are on the page's root.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
    );
    // A page that reads its query shows a neutral state until it is live, then what the
    // address names. A checkout and a thank-you page arrive drawn for their query, and a
    // questionnaire under its own heading (decision 298): they keep their headings too.
    const isPerVisitor = /order#|cart\?/.test(path);
    if (!isPerVisitor) {
      // Pages whose content is the same for everyone keep the very elements they arrived with.
      await expect(
        page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings),
      ).resolves.toEqual([]);
    }
    // Coming alive moves nothing in view (Lighthouse's goal for CLS is under 0.05).
    const layoutShift = await page.evaluate(
      () =>
        new Promise<{ total: number; moved: string[] }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                (window as unknown as { layoutShift: { total: number; moved: string[] } })
                  .layoutShift,
              ),
            ),
          ),
        ),
    );
    expect(layoutShift.total, layoutShift.moved.join('\n')).toBeLessThan(0.05);
    // A storefront page shows its content, checked here rather than loaded again (decision 345).
    const content = storefrontPages.find((page) => page.path === path);
    if (content) await expectStorefrontContent(page, content);
    expectCleanPage(guarded, expectedRefusals);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('sends pages and assets compressed once, from memory, with validators', async () => {
    const page = await fetch(`${journey.shop.url}/services`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toBe('accept-encoding');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const etag = page.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${journey.shop.url}/services`, {
      headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' },
    });
    expect(again.status).toBe(304);

    // The shop's main script, as the page shell of the affiliate area names it.
    const html = await (await fetch(`${journey.shop.url}/affiliate`)).text();
    const script =
      /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const asset = await fetch(`${journey.shop.url}${script}`, {
        headers: { 'accept-encoding': accept },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      // fetch undoes the encoding: every variant is the same script.
      expect((await asset.text()).length).toBeGreaterThan(1000);
    }
    const missing = await fetch(`${journey.shop.url}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
    const slash = await fetch(`${journey.shop.url}/services/?ref=ABC`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/services?ref=ABC');
    const head = await fetch(`${journey.shop.url}/faq`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('keeps the areas drawn in the browser out of the prerendered pages', async () => {
    for (const path of ['/affiliate', '/admin/login']) {
      const html = await (await fetch(`${journey.shop.url}${path}`)).text();
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
