import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's headless build of Chromium when it is installed (the same engine without the
 * browser's window layer: a fifth less CPU a journey, decision 354), else its `chromium`.
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it with `apt-get install chromium-headless-shell` (Debian) or set CHROME_PATH.',
    );
  }
  return found;
}

/**
 * The full Chromium, for the one check the headless shell cannot make: a visitor with no pointer
 * over the page. The shell keeps its pointer at the view's top-left corner, and a page's first
 * layout puts an element under it (a `pointerover`), which the full browser never does.
 */
export function fullChromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH?.includes('headless-shell') ? undefined : process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'The full Chromium is needed for a pointer-free page. Install it with `apt-get install chromium` (Debian) or set CHROME_PATH.',
    );
  }
  return found;
}

/**
 * Every page is opened as by a visitor who asked their device for less motion: the shop then
 * stops its spinners and transitions, which otherwise kept the browser drawing frames for as
 * long as they ran (decision 368). A journey may still ask for motion in its own options.
 */
function withReducedMotion(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

export async function launchBrowser(executablePath = chromiumPath()): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      // Nothing but this machine resolves: a request for another host fails in the browser
      // itself, without a round trip through the test for every request (decision 348).
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
    ],
  });
  return withReducedMotion(browser);
}

export interface GuardedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far. */
  consoleErrors: string[];
  /** Requests that tried to leave the machine (none resolves, so each fails). */
  outsideRequests: string[];
  close(): Promise<void>;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A page that records console errors and blocks every request leaving the machine, so a
 * journey can assert the shop works offline and without errors.
 */
export async function openGuardedPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; timezoneId?: string } = {},
): Promise<GuardedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const consoleErrors: string[] = [];
  const outsideRequests: string[] = [];
  // Every request is seen as it starts, and one for another host is recorded: the browser
  // cannot resolve any (`launchBrowser`), so it fails there. Watching rather than intercepting
  // keeps the browser's cache and compiled scripts from page to page, as a visitor's browser
  // does; intercepting every request turned both off (decision 348).
  context.on('request', (request) => {
    const url = new URL(request.url());
    // The browser's own PDF viewer (a built-in extension with chrome:// parts) draws a PDF
    // shown in a page; none of it leaves the machine.
    const isBrowserOwn = url.protocol === 'chrome-extension:' || url.protocol === 'chrome:';
    const isLocal =
      url.protocol === 'data:' ||
      url.protocol === 'blob:' ||
      isBrowserOwn ||
      LOCAL_HOSTS.has(url.hostname);
    if (!isLocal) outsideRequests.push(url.toString());
  });
  const page = await context.newPage();
  // A prerendered page is on screen before its scripts run; a visitor acting at once would
  // mostly meet a page not yet live, so journeys go on once it is (a page without the app,
  // such as a download, is not waited for). A page the same for everyone loads its scripts on
  // first use (decision 292): the journey moves the pointer over it first, as a visitor does.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const waitsForUse = await page
      .evaluate(() => document.getElementById('root')?.dataset.boot === 'on-use')
      .catch(() => false);
    if (waitsForUse) await useThePage(page);
    await page
      .waitForFunction(
        () => document.documentElement.dataset.live === 'true' || !document.getElementById('root'),
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    return response;
  };
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors, outsideRequests, close: () => context.close() };
}

/**
 * A visitor's first use of a page: the pointer moves onto it, from its corner to its middle.
 * Headless Chromium starts the pointer inside the page, at its corner: a move that stays on
 * the element already under it enters nothing and sends no pointerover, so the move crosses
 * the page.
 */
export async function useThePage(page: Page): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
  await page.mouse.move(2, 2);
  await page.mouse.move(Math.round(width / 2), Math.round(height / 2));
}
