/**
 * The admin search in `npm run bench:admin` (issue 42): what admins type, by kind (common and
 * rare names, e-mail parts with `@` and `.`, fragments that match nothing, phone digits, order
 * references), on the orders list with and without its filters and sorts, and on the clients
 * list. Each kind's p95 is printed against its goal (50 ms on PostgreSQL at a million orders,
 * 150 ms on PGlite at 100,000); the caller exits non-zero past it.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';

interface Sample {
  id: string;
  payment_intent_id: string;
  email_key: string;
  full_name: string;
  phone: string | null;
}

/** Real targets from the data: orders and customers the fragments must find. */
export async function samplesOf(db: Database): Promise<Sample[]> {
  const result = (await db.execute(sql`
    select p.id, p.payment_intent_id, u.email_key, u.full_name, u.phone
    from purchases p join users u on u.id = p.user_id
    where u.phone is not null
    order by p.created_at desc offset 3000 limit 3`)) as unknown as { rows: Sample[] };
  if (result.rows.length < 3) throw new Error('Too few orders: seed the database first.');
  return result.rows;
}

export function fragmentKinds(samples: Sample[]): [kind: string, fragments: string[]][] {
  const [first, second, third] = samples as [Sample, Sample, Sample];
  const localPart = (sample: Sample) => sample.email_key.split('@')[0]!;
  return [
    [
      'common surnames',
      ['smith', 'john', 'garcia', 'garc', 'kim', 'mar', 'will', 'brown', 'lee', "o'brien"],
    ],
    [
      'rare names',
      [
        first.full_name,
        second.full_name.toLowerCase(),
        // The end of a first name and the surname: "diwe lee".
        `${third.full_name.split(' ')[0]!.slice(-4)} ${third.full_name.split(' ')[1]}`,
        'mei smi',
      ],
    ],
    [
      'e-mail parts',
      [
        'lee@',
        'ez@ex',
        '@gmail',
        'gmail',
        'outlook',
        'gmail.com',
        '.com',
        '.org',
        'mail.c',
        `${localPart(first)}@`,
        second.email_key,
        localPart(third).slice(-9),
      ],
    ],
    ['no match', ['anna', 'zzqx', 'zzyx', 'okonk', 'quill', 'nobody@nowhere', 'qqq.zz', 'x@y.z']],
    [
      'phone digits',
      ['555', '206', '0100', '555 01', '+1 3', '5550', first.phone!, third.phone!.slice(-7)],
    ],
    [
      'order references',
      [
        first.id.slice(-8),
        second.id.slice(-8).toUpperCase(),
        third.id,
        second.payment_intent_id,
        'deadbeef',
      ],
    ],
  ];
}

/** The lists searched: the orders with and without filters and sorts, and the clients. */
export function searchLists(): [label: string, path: string, filters: string][] {
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return [
    ['orders', 'purchases', ''],
    [
      'orders, paid, one product, 7 months',
      'purchases',
      `&status=completed,refunded&product=5&from=${day(420)}&to=${day(210)}`,
    ],
    ['orders, refunded, product 8', 'purchases', '&status=refunded&product=8'],
    ['orders, received, oldest first', 'purchases', '&processing=received&sort=oldest'],
    ['orders by amount', 'purchases', '&sort=amount-desc'],
    ['clients', 'users', ''],
  ];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/**
 * Times every fragment of every kind on each list and filter; prints each kind's p50, p95 and
 * max, and the rows found on the first pages. True when every p95 is within `goalMs`.
 */
export async function benchSearchKinds(
  app: FastifyInstance,
  db: Database,
  cookie: string,
  { rounds, goalMs }: { rounds: number; goalMs: number },
): Promise<boolean> {
  const lists = searchLists();
  const kinds = fragmentKinds(await samplesOf(db));
  console.log(
    `\nsearch by kind: ${rounds} requests per fragment, after 3 warm-up; goal p95 < ${goalMs} ms`,
  );
  console.log(
    `${'list: kind'.padEnd(56)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  rows`,
  );
  let isWithinGoal = true;
  for (const [label, path, filters] of lists) {
    for (const [kind, fragments] of kinds) {
      const times: number[] = [];
      /** Each fragment's median, to name the slow ones of a kind over its goal. */
      const medians: [fragment: string, ms: number][] = [];
      let rows = 0;
      for (const fragment of fragments) {
        const own: number[] = [];
        const url = `/api/admin/search/${path}?query=${encodeURIComponent(fragment)}${filters}`;
        for (let round = -3; round < rounds; round += 1) {
          const startedAt = performance.now();
          const reply = await app.inject({ method: 'GET', url, headers: { cookie } });
          const elapsed = performance.now() - startedAt;
          if (reply.statusCode !== 200) {
            throw new Error(`${url} answered ${reply.statusCode}: ${reply.body}`);
          }
          if (round === -3) rows += reply.json<{ items: unknown[] }>().items.length;
          if (round >= 0) own.push(elapsed);
        }
        times.push(...own);
        own.sort((left, right) => left - right);
        medians.push([fragment, percentile(own, 0.5)]);
      }
      times.sort((left, right) => left - right);
      const p95 = percentile(times, 0.95);
      const verdict = p95 < goalMs ? '' : `  OVER ${goalMs} ms`;
      if (p95 >= goalMs) isWithinGoal = false;
      console.log(
        `${`${label}: ${kind}`.padEnd(56)} ${percentile(times, 0.5).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${times.at(-1)!.toFixed(1).padStart(7)}  ${rows}${verdict}`,
      );
      if (verdict) {
        const slowest = medians.sort((left, right) => right[1] - left[1]).slice(0, 3);
        const named = slowest.map(([fragment, ms]) => `"${fragment}" ${ms.toFixed(1)} ms`);
        console.log(`${''.padEnd(4)}slowest medians: ${named.join(', ')}`);
      }
    }
  }
  return isWithinGoal;
}
