import type { Browser } from 'playwright-core';
import type { Clock } from '../../../src/server/clock';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import { launchBrowser, openGuardedPage, type GuardedPage } from './browser';
import { startShop, type RunningShop } from './shop';

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
  openPage(options?: { viewport?: Viewport }): Promise<GuardedPage>;
}

interface Started {
  shop?: RunningShop;
  smtp?: TestSmtpServer;
  browser?: Browser;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`The journey's ${what} is not running: use it inside a test or a hook.`);
  }
  return value;
}

/**
 * One shop, one SMTP server and one browser for the spec file that calls it: registers the
 * vitest hooks that start them (browser in parallel with SMTP then shop) and stop them.
 * `env` may be a function, read in `beforeAll`, for settings known only once another
 * service of the file (such as a fake Stripe API started in an earlier `beforeAll`) runs.
 * `options.clock` moves the shop's clock (e.g. `shiftedClock()` past a guarantee window).
 */
export function useShopJourney(
  env: ShopEnv | (() => ShopEnv) = {},
  options: { clock?: Clock } = {},
): ShopJourney {
  const running: Started = {};
  const openPages = new Set<GuardedPage>();

  beforeAll(async () => {
    const shopEnv = typeof env === 'function' ? env() : env;
    const results = await Promise.allSettled([
      launchBrowser().then((browser) => (running.browser = browser)),
      startTestSmtpServer().then(async (smtp) => {
        running.smtp = smtp;
        running.shop = await startShop({ ...shopEnv, SMTP_URL: smtp.url }, options);
      }),
    ]);
    // Wait for both before failing, so `afterAll` stops whatever did start.
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  });

  afterEach(async () => {
    // A test that failed half-way leaves its page open; later tests share the browser.
    await Promise.all([...openPages].map((guarded) => guarded.close()));
  });

  afterAll(async () => {
    await running.browser?.close();
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
