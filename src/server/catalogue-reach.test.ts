/**
 * A product is one catalogue entry plus its copy (issue 21, docs/decisions/215). The first half
 * reads the sources for any other place that writes the id range or the product count; the
 * second adds a ninth product to a copy of the catalogue and finds it everywhere the shop lists
 * products (routes, prerendered pages, sitemap, admin filter, Stripe settings), with nothing
 * else changed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { purchaseListQuerySchema, productFilterSchema } from '../common/admin';
import { catalogueFrom, products, type ProductEntry } from '../common/catalogue';
import {
  prerenderedPaths,
  prerenderedPathsFor,
  prerenderedVariants,
  prerenderedVariantsFor,
  sitemapPaths,
  sitemapPathsFor,
} from '../common/prerendered-pages';
import { matchPage, pageMatcherFor } from '../common/routes';
import { countInWords } from '../common/text';
import { loadConfig, perProductStripeKeys } from './config';
import { projectRoot } from './project-root';
import { sitemapXml } from './web/sitemap';

const count = products.length;
const countWord = countInWords(count);
const idList = products.map((_product, index) => index + 1).join(',\\s*');

/** Ways of writing the range of product ids or their count outside the catalogue. */
const forbidden: { what: string; pattern: RegExp }[] = [
  { what: 'an id range in a route pattern', pattern: new RegExp(`\\[1-${count}\\]`) },
  {
    what: 'a range of product ids up to the last',
    pattern: new RegExp(
      `\\b(?:products?|tiers?|ids?|tier pages?)\\s+\\d+\\s*(?:-|–|\\.\\.|…|to)\\s*${count}\\b`,
      'i',
    ),
  },
  {
    what: 'the ids from first to last',
    // A quoted '1-8' alone is Human Design's channel between gates 1 and 8, not a range.
    pattern: new RegExp(`(?<!['"])\\b1\\s*(?:-|–|\\.\\.|…)\\s*${count}\\b(?!['"])`),
  },
  { what: 'a list of every id', pattern: new RegExp(`\\[\\s*${idList}\\s*\\]`) },
  {
    what: 'a bound on the product id',
    pattern: new RegExp(
      `\\b(?:productId|product\\.id|id)\\s*(?:<=\\s*${count}|<\\s*${count + 1})\\b|\\.min\\(1\\)\\.max\\(${count}\\)`,
    ),
  },
  {
    what: 'a per-product setting numbered to the last',
    pattern: new RegExp(`…\\s*\`?_${count}\\b`),
  },
  {
    what: 'the product count in words or digits',
    pattern: new RegExp(
      `\\b(?:${countWord}|${count})\\s+(?:paid\\s+)?(?:report\\s+)?(?:products|tiers|readings|reports)\\b|\\ball ${countWord}\\b`,
      'i',
    ),
  },
];

function offences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      forbidden
        .filter(({ pattern }) => pattern.test(line))
        .map(({ what }) => `${index + 1}: ${what}: ${line.trim()}`),
    );
}

const readable = /\.(ts|tsx|mts|mjs|js|md|css|html)$/;
/** The catalogue says it; this file describes the ways of saying it. */
const allowed = new Set(['src/common/catalogue.ts', 'src/server/catalogue-reach.test.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(projectRoot(), folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(projectRoot(), relative)).isDirectory()) return sourceFiles(relative);
    return readable.test(name) ? [relative] : [];
  });
}

describe('the catalogue is the only place that counts the products', () => {
  it('recognises each way of writing the range or the count', () => {
    expect(offences(`  product: '/product/:id([1-${count}])',`)).not.toEqual([]);
    expect(offences(`a price id for each product 1-${count}.`)).not.toEqual([]);
    expect(offences(`for products 5-${count} the link`)).not.toEqual([]);
    expect(offences(`  ...[${idList.replaceAll(',\\s*', ', ')}].map((id) => id),`)).not.toEqual([]);
    expect(offences(`.pipe(z.array(z.number().int().min(1).max(${count})))`)).not.toEqual([]);
    expect(offences(`if (productId <= ${count}) return;`)).not.toEqual([]);
    expect(offences(`| \`STRIPE_PRICE_1\` … \`_${count}\` | unset |`)).not.toEqual([]);
    expect(offences(`buy one of ${countWord} report tiers`)).not.toEqual([]);
    expect(offences(`Compare the ${countWord} readings`)).not.toEqual([]);
    expect(offences(`the summary is below all ${countWord}.`)).not.toEqual([]);
    expect(
      offences(`the last ${count} characters of the id; at most ${count} suggestions`),
    ).toEqual([]);
  });

  it('finds neither written in src/, scripts/, tests/, the README or .env.example', () => {
    const files = [
      ...['src', 'scripts', 'tests'].flatMap(sourceFiles),
      'README.md',
      '.env.example',
    ].filter((file) => !allowed.has(file));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      offences(readFileSync(path.join(projectRoot(), file), 'utf8')).map(
        (offence) => `${file}:${offence}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

/** A ninth product, entered as the catalogue's own entries are. */
const ninth: ProductEntry = {
  id: count + 1,
  key: 'solar-return',
  name: 'The Solar Return',
  price: 95,
  tagline: 'The year ahead from your birthday chart',
  description: 'A reading of the chart cast for your next birthday.',
  includes: ['Solar return chart PDF'],
  deliveryPromise: { kind: 'business-days', minDays: 3, maxDays: 5, startsAfter: 'payment' },
  buildsOn: null,
  ownDeliverables: [
    {
      kind: 'written-document',
      key: 'solar-return',
      name: 'Solar return chart',
      summary: 'The chart of your next birthday, read for the year it opens.',
      promisedWords: 2_000,
      fulfils: ['Solar return chart PDF'],
    },
  ],
  guaranteeDays: 30,
  questionnaire: null,
};
const withNinth = catalogueFrom([...products, ninth]);
const ninthPath = `/product/${ninth.id}`;

describe('a ninth product, added to the catalogue alone', () => {
  it('has a page, and the shop without it does not', () => {
    const matchWithNinth = pageMatcherFor(withNinth);
    expect(matchWithNinth(ninthPath)).toEqual({ key: 'product', params: { id: String(ninth.id) } });
    expect(matchWithNinth(`/product/${ninth.id + 1}`)).toBeNull();
    expect(matchWithNinth('/product/1')?.key).toBe('product');
    expect(matchPage(ninthPath)).toBeNull();
  });

  it('is prerendered with the other product pages', () => {
    expect(prerenderedPathsFor(withNinth)).toContain(ninthPath);
    expect(prerenderedPathsFor(withNinth)).toHaveLength(prerenderedPaths.length + 1);
    expect(prerenderedPaths).not.toContain(ninthPath);
    // Its checkout too, drawn with its order summary (decision 298).
    expect(prerenderedVariantsFor(withNinth)).toContain(`/checkout?product=${ninth.id}`);
    expect(prerenderedVariants).not.toContain(`/checkout?product=${ninth.id}`);
  });

  it('is listed in the sitemap', () => {
    const sitemap = sitemapXml('https://shop.example', sitemapPathsFor(withNinth));
    expect(sitemap).toContain(`<loc>https://shop.example${ninthPath}</loc>`);
    expect(sitemapPathsFor(withNinth)).toHaveLength(sitemapPaths.length + 1);
    expect(sitemapPaths).not.toContain(ninthPath);
  });

  it('can be chosen in the admin orders filter', () => {
    expect(productFilterSchema(withNinth).parse(`1,${ninth.id}`)).toEqual([1, ninth.id]);
    expect(productFilterSchema(products).safeParse(String(ninth.id)).success).toBe(false);
    expect(purchaseListQuerySchema.safeParse({ product: String(ninth.id) }).success).toBe(false);
  });

  it('takes its own Stripe payment link and price id from the environment', () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_ninth',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_ninth',
      STRIPE_WEBHOOK_SECRET: 'whsec_ninth',
      [`STRIPE_PAYMENT_LINK_${ninth.id}`]: 'https://buy.stripe.com/ninth',
      [`STRIPE_PRICE_${ninth.id}`]: 'price_ninth',
    };
    expect(perProductStripeKeys(withNinth)).toContain(`STRIPE_PRICE_${ninth.id}`);
    const stripe = loadConfig(env, withNinth).stripe;
    expect(stripe?.paymentLinks[ninth.id]).toBe('https://buy.stripe.com/ninth');
    expect(stripe?.priceIds[ninth.id]).toBe('price_ninth');
    expect(() =>
      loadConfig({ ...env, [`STRIPE_PAYMENT_LINK_${ninth.id}`]: 'not a url' }, withNinth),
    ).toThrow(new RegExp(`STRIPE_PAYMENT_LINK_${ninth.id}`));
    // The shop as it is knows no such product, so it reads no such setting.
    expect(loadConfig(env).stripe?.paymentLinks[ninth.id]).toBeUndefined();
  });
});
