/**
 * The reader's workspace in `npm run bench:admin`: issue 24 asks that a product 8 order's
 * workspace opens in under 300 ms of server time on the 1,000,000-order database. The seeded
 * orders carry no birth data, so this files one product 8 order of its own (a full customer and
 * all five sections written at their promised length), times `GET /api/admin/reading/:id`, and
 * removes the order again (its drafts go with it).
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { findProduct } from '../src/common/catalogue';
import type { WrittenDoc } from '../src/common/written-reading';
import type { Database } from '../src/server/db/client';
import { purchases, writtenDrafts } from '../src/server/db/schema';
import { benchPerson } from './bench-shop.mjs';

export const WORKSPACE_BUDGET_MS = 300;

function sectionOf(words: number): WrittenDoc {
  const paragraphs = Math.ceil(words / 150);
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Your design' }] },
      ...Array.from({ length: paragraphs }, () => ({
        type: 'paragraph' as const,
        content: [{ type: 'text' as const, text: 'Your chart reads clearly here. '.repeat(30) }],
      })),
      { type: 'chartFigure', attrs: { chart: 'bodygraph' } },
    ],
  };
}

/** Times the workspace of a product 8 order; returns its p95 in ms. */
export async function benchWorkspace(
  app: FastifyInstance,
  db: Database,
  cookie: string,
  rounds: number,
): Promise<number> {
  const product = findProduct(8);
  if (!product) throw new Error('The catalogue has no product 8.');
  const [order] = await db
    .insert(purchases)
    .values({
      productId: 8,
      tier: product.key,
      amount: product.price.toFixed(2),
      paymentStatus: 'completed',
      processingStatus: 'in-progress',
      paymentProvider: 'stripe',
      customer: benchPerson({
        fullName: 'Bench Reader Customer',
        email: 'bench.workspace@astral.test',
      }),
      completedAt: new Date(),
    })
    .returning({ id: purchases.id });
  if (!order) throw new Error('The bench order was not filed.');
  try {
    await db.insert(writtenDrafts).values(
      product.writtenDocuments.map((item) => ({
        purchaseId: order.id,
        sectionKey: item.key,
        doc: sectionOf(3000),
        revision: 1,
      })),
    );
    const url = `/api/admin/reading/${order.id}`;
    const times: number[] = [];
    for (let round = 0; round < rounds + 5; round += 1) {
      const startedAt = performance.now();
      const reply = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}`);
      if (round >= 5) times.push(performance.now() - startedAt);
    }
    times.sort((left, right) => left - right);
    const at = (fraction: number) =>
      times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? NaN;
    console.log(
      `\nworkspace of a product 8 order (${rounds} requests after 5 warm-up; goal < ${WORKSPACE_BUDGET_MS} ms)`,
    );
    console.log(
      `${'workspace'.padEnd(26)} ${at(0.5).toFixed(1).padStart(7)} ${at(0.95).toFixed(1).padStart(7)} ${times.at(-1)!.toFixed(1).padStart(7)}`,
    );
    return at(0.95);
  } finally {
    await db.delete(purchases).where(eq(purchases.id, order.id));
  }
}
