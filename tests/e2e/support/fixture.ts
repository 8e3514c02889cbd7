import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import { launchBrowser, openGuardedPage, type GuardedPage } from './browser';
import { startShop, type RunningShop, type ShopOptions } from './shop';

/** Extra shop settings, as environment variables (`SMTP_URL` is always the test server's). */
export type ShopEnv = Record<string, string>;

export interface Viewport {
  width: number;
  height: number;
}

export interface ShopJourney {
  /** The running shop; read it inside a test or hook, once `beforeAll` has started it. */
  readonly shop: RunningShop;
  /** The loopback SMTP server the shop mails to. */
  readonly smtp: TestSmtpServer;
  readonly browser: Browser;
  /** A fresh guarded page (own context); any still open after a test is closed for it. */
  openPage(options?: { viewport?: Viewport; timezoneId?: string }): Promise<GuardedPage>;
}

interface Started {
  shop?: RunningShop;
  smtp?: TestSmtpServer;
  browser?: Browser;
}

/**
 * The worker's browser: the journey files of a worker share its modules (decision 315), and
 * with them one Chromium, instead of launching and closing one each. Every page has a context
 * of its own, and a file's contexts are closed when it ends, so a file finds the browser as
 * the first one did; one that has crashed or been closed is launched again.
 */
let workerBrowser: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const current = workerBrowser && (await workerBrowser.catch(() => undefined));
  if (current?.isConnected()) return current;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`The journey's ${what} is not running: use it inside a test or a hook.`);
  }
  return value;
}

/**
 * One shop and one SMTP server for the spec file that calls it, and the worker's browser:
 * registers the vitest hooks that start them (browser in parallel with SMTP then shop) and
 * stop them (the browser's pages only).
 * `env` may be a function, read in `beforeAll`, for settings known only once another
 * service of the file (such as a fake Stripe API started in an earlier `beforeAll`) runs.
 * `options` moves the shop's clock, or draws its costly documents as stand-ins (`ShopOptions`).
 */
export function useShopJourney(
  env: ShopEnv | (() => ShopEnv) = {},
  options: ShopOptions = {},
): ShopJourney {
  const running: Started = {};
  const openPages = new Set<GuardedPage>();

  beforeAll(async () => {
    const shopEnv = typeof env === 'function' ? env() : env;
    const results = await Promise.allSettled([
      sharedBrowser().then((browser) => (running.browser = browser)),
      startTestSmtpServer().then(async (smtp) => {
        running.smtp = smtp;
        running.shop = await startShop({ ...shopEnv, SMTP_URL: smtp.url }, options);
      }),
    ]);
    // Wait for both before failing, so `afterAll` stops whatever did start.
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  });

  afterEach(async (context) => {
    // A failed test says what its pages were doing: a wait that ran out on a control that
    // never became "visible, enabled and stable" (tier-documents, once, on a quiet run) could
    // be a disabled control, a moving one, or a page that drew no frame at all.
    if (context.task.result?.state === 'fail') {
      for (const guarded of openPages) console.log(await describePage(guarded));
    }
    // A test that failed half-way leaves its page open; later tests share the browser.
    await Promise.all([...openPages].map((guarded) => guarded.close()));
  });

  afterAll(async () => {
    // The browser stays for the worker's next file, without this file's pages (some journeys
    // open contexts of their own); it ends with the worker.
    await Promise.all(running.browser?.contexts().map((context) => context.close()) ?? []);
    await running.shop?.stop();
    await running.smtp?.close();
  });

  return {
    get shop() {
      return started(running.shop, 'shop');
    },
    get smtp() {
      return started(running.smtp, 'SMTP server');
    },
    get browser() {
      return started(running.browser, 'browser');
    },
    async openPage(options = {}) {
      const opened = await openGuardedPage(started(running.browser, 'browser'), options);
      const guarded: GuardedPage = {
        ...opened,
        close: async () => {
          openPages.delete(guarded);
          await opened.close();
        },
      };
      openPages.add(guarded);
      return guarded;
    },
  };
}

/** What a page of a failed test was doing, in a few lines for the test's output. */
async function describePage({ page, consoleErrors }: GuardedPage): Promise<string> {
  const state = await Promise.race([
    page.evaluate(async () => {
      const framed = await new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), 2000);
      });
      const active = document.activeElement;
      return {
        visibility: document.visibilityState,
        drawsFrames: framed,
        live: document.documentElement.dataset.live ?? 'no',
        focused: active
          ? `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.getAttribute('name') ?? ''}`.trim()
          : 'none',
        disabledButtons: [...document.querySelectorAll('button:disabled')].map((button) =>
          (button.textContent ?? '').trim().slice(0, 40),
        ),
        openLists: document.querySelectorAll('[role="listbox"]:not(:empty)').length,
      };
    }),
    new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 5 s'), 5000)),
  ]).catch((error: unknown) => `could not be read (${String(error)})`);
  return [
    `page of the failed test: ${page.url()}`,
    `  state: ${JSON.stringify(state)}`,
    `  console errors: ${consoleErrors.length ? consoleErrors.join(' | ') : 'none'}`,
  ].join('\n');
}
