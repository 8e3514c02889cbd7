import { eq, sql } from 'drizzle-orm';
import { findProduct } from '../../common/catalogue';
import { aggregateRatingJsonLd } from '../../common/reviews';
import type { Queryable } from '../db/client';
import { reviews } from '../db/schema';

export interface ProductRatings {
  /** The JSON-LD script for a product page's `<head>`, or null (no approved reviews). */
  headOf(pagePath: string): string | null;
  /** Reads the averages again: at start, after a moderation here, and every `everyMs`. */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * The approved reviews' average and count per reading, held in memory for the product pages'
 * AggregateRating (decision 361): the server puts it in the page it sends, so search engines read
 * it without running the page's scripts. Another instance's moderation shows within `everyMs`.
 */
export function createProductRatings(
  db: Queryable,
  options: { everyMs?: number } = {},
): ProductRatings {
  let heads = new Map<string, string>();
  async function refresh() {
    const rows = await db
      .select({
        productId: reviews.productId,
        count: sql<number>`count(*)::int`,
        average: sql<string>`round(avg(${reviews.rating}), 1)::text`,
      })
      .from(reviews)
      .where(eq(reviews.status, 'approved'))
      .groupBy(reviews.productId);
    const next = new Map<string, string>();
    for (const row of rows) {
      const product = findProduct(row.productId);
      if (!product || row.count === 0) continue;
      const json = aggregateRatingJsonLd(product.name, {
        count: row.count,
        average: Number(row.average),
      });
      next.set(`/product/${product.id}`, `<script type="application/ld+json">${json}</script>`);
    }
    heads = next;
  }
  const timer = setInterval(() => void refresh().catch(() => {}), options.everyMs ?? 30_000);
  timer.unref();
  return {
    headOf: (pagePath) => heads.get(pagePath) ?? null,
    refresh,
    stop: () => clearInterval(timer),
  };
}
