import { sql } from 'drizzle-orm';
import { findProduct } from '../../common/catalogue';
import { tierByNumber, tierProductId, type Tier } from '../../common/tiers';
import type { Queryable } from '../db/client';
import { pageViewDays } from '../db/schema';

/** Programs that fetch pages for themselves, not people: their fetches are not views. */
const NOT_A_PERSON = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse/i;

/**
 * The key a page view is counted under, or null for pages the figures do not follow: a
 * product's page, its checkout (from a product's page or a tier's), the free summary's form and
 * the home page.
 */
export function pageViewKey(pathname: string, query: string): string | null {
  if (pathname === '/') return 'home';
  if (pathname === '/form') return 'free-summary-form';
  const product = /^\/product\/(\d+)$/.exec(pathname);
  if (product && findProduct(product[1]!)) return `product:${product[1]}`;
  if (pathname === '/checkout') {
    const id = new URLSearchParams(query).get('product') ?? '';
    return findProduct(id) && /^\d+$/.test(id) ? `checkout:${id}` : null;
  }
  const tier = /^\/checkout\/tier-([123])$/.exec(pathname);
  if (tier) return `checkout:${tierProductId(tierByNumber(Number(tier[1]) as Tier['number']))}`;
  return null;
}

export interface PageViewCounter {
  /** Counts one view of the page, if it is one the figures follow and a person opened it. */
  count(pathname: string, query: string, userAgent: string | undefined): void;
  /** Writes the counts held so far; the shop calls it every few seconds and on stop. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Page views held in memory and written as one statement every `everyMs` (a view costs no
 * database round trip). A crash loses the last few seconds of counts, which a count can afford.
 */
export function createPageViewCounter(
  db: Queryable,
  options: { now: () => Date; everyMs?: number },
): PageViewCounter {
  let held = new Map<string, number>();
  const flush = async () => {
    if (held.size === 0) return;
    const batch = held;
    held = new Map();
    const rows = [...batch].map(([key, views]) => {
      const [day, page] = [key.slice(0, 10), key.slice(11)];
      return { day, page, views };
    });
    try {
      await db
        .insert(pageViewDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViewDays.day, pageViewDays.page],
          set: { views: sql`${pageViewDays.views} + excluded.views` },
        });
    } catch {
      // The database is away: the counts wait for the next round.
      for (const [key, views] of batch) held.set(key, (held.get(key) ?? 0) + views);
    }
  };
  const timer = setInterval(() => void flush(), options.everyMs ?? 10_000);
  timer.unref();
  return {
    count(pathname, query, userAgent) {
      if (!userAgent || NOT_A_PERSON.test(userAgent)) return;
      const page = pageViewKey(pathname, query);
      if (!page) return;
      const key = `${options.now().toISOString().slice(0, 10)} ${page}`;
      held.set(key, (held.get(key) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
