/**
 * A product is one catalogue entry plus its copy (issue 21, issue 37, docs/decisions/215 and
 * 324). The first half reads the sources for any other place that writes the id range or the
 * product count; the second adds a ninth product to a copy of the catalogue, built by the same
 * `catalogueFrom` and so held to the same rules, and finds it everywhere the shop lists products
 * (routes, prerendered pages, sitemap, its product page, the policy pages, the admin filter, the
 * Stripe settings, the order confirmation), with nothing else changed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ProductDetails } from '../client/features/catalogue/product-details';
import { guaranteeGroups, preparedReadingNames } from '../client/features/policies/catalogue-facts';
import { orderListQuerySchema, productFilterSchema } from '../common/admin';
import { affiliateTerms } from '../common/affiliate-terms';
import {
  catalogueFrom,
  guaranteeName,
  productIds,
  products,
  type ProductEntry,
} from '../common/catalogue';
import { formatUsd } from '../common/money';
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
import { orderConfirmation } from './mail/templates/order-confirmation';
import { confirmationPayload } from './orders/orders';
import { projectRoot } from './project-root';
import { sitemapXml } from './web/sitemap';

/**
 * Ways of writing the catalogue's ids or its count outside it, for a catalogue of these ids. Each
 * is built from what it stands for (the last id, every id, the count) and, where a bare number
 * could mean anything, from the words around it: with nine products "1-9" is also numerology's
 * digits and `[1-9]` a card number's, neither of which is a product.
 */
function forbiddenFor(ids: readonly number[]): { what: string; pattern: RegExp }[] {
  const first = Math.min(...ids);
  const last = Math.max(...ids);
  const count = ids.length;
  const countWord = countInWords(count);
  const idList = ids.join(',\\s*');
  const range = '\\s*(?:-|–|\\.\\.|…|to)\\s*';
  /** The line speaks of products, tiers or ids: a list of numbers there is a list of ids. */
  const aboutProducts = '(?=.*(?:product|tier|\\bids?\\b))';
  return [
    // A route parameter held to a range of digits is an id range, whatever the digits.
    { what: 'an id range in a route pattern', pattern: /:\w+\(\[\d+-\d+\][+*]?\)/ },
    {
      what: 'a range of product ids up to the last',
      pattern: new RegExp(
        `\\b(?:products?|tiers?|ids?|tier pages?)\\s+\\(?\\d+${range}${last}\\b|/product/${first}${range}(?:/product/)?${last}\\b`,
        'i',
      ),
    },
    {
      what: 'a list of every id',
      pattern: new RegExp(`${aboutProducts}\\[\\s*${idList}\\s*\\]`, 'i'),
    },
    {
      what: 'a bound on the product id',
      pattern: new RegExp(
        `\\b(?:productId|product\\.id|id)\\s*(?:<=\\s*${last}|<\\s*${last + 1})\\b|${aboutProducts}\\.min\\(${first}\\)\\.max\\(${last}\\)`,
        'i',
      ),
    },
    {
      what: 'a per-product setting numbered to the last',
      pattern: new RegExp(`…\\s*\`?_${last}\\b`),
    },
    {
      what: 'the product count in words or digits',
      pattern: new RegExp(
        `\\b(?:${countWord}|${count})\\s+(?:paid\\s+)?(?:report\\s+)?(?:products|tiers|readings|reports)\\b|\\ball ${countWord}\\b`,
        'i',
      ),
    },
  ];
}

function offences(text: string, ids: readonly number[] = productIds): string[] {
  const forbidden = forbiddenFor(ids);
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

/** A ninth product, entered as the catalogue's own entries are. */
const ninth: ProductEntry = {
  id: Math.max(...productIds) + 1,
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
  // A length no product of the shop has: the guarantee is whole days, not 30 or 60.
  guaranteeDays: 45,
  questionnaire: null,
};
const withNinth = catalogueFrom([...products, ninth]);
describe('the catalogue is the only place that counts the products', () => {
  it.each([
    { name: 'the shop', catalogue: products },
    { name: 'the shop with a ninth product', catalogue: withNinth },
  ])('recognises each way of writing the range or the count, in $name', ({ catalogue }) => {
    const ids = catalogue.map((product) => product.id);
    const last = Math.max(...ids);
    const count = ids.length;
    const countWord = countInWords(count);
    const found = (text: string) => offences(text, ids);
    expect(found(`  product: '/product/:id([1-${last}])',`)).not.toEqual([]);
    expect(found(`a price id for each product 1-${last}.`)).not.toEqual([]);
    expect(found(`for products 5-${last} the link`)).not.toEqual([]);
    expect(found(`One fixed page each, /product/1 to /product/${last}.`)).not.toEqual([]);
    expect(found(`  ...[${ids.join(', ')}].map((id) => id),`)).not.toEqual([]);
    expect(
      found(`.pipe(z.array(z.number().int().min(1).max(${last})))  // product ids`),
    ).not.toEqual([]);
    expect(found(`if (productId <= ${last}) return;`)).not.toEqual([]);
    expect(found(`| \`STRIPE_PRICE_1\` … \`_${last}\` | unset |`)).not.toEqual([]);
    expect(found(`buy one of ${countWord} report tiers`)).not.toEqual([]);
    expect(found(`Compare the ${countWord} readings`)).not.toEqual([]);
    expect(found(`the summary is below all ${countWord}.`)).not.toEqual([]);
    expect(found(`the last ${count} characters of the id; at most ${count} suggestions`)).toEqual(
      [],
    );
    // Numbers that only look like the ids: numerology's digits, a card number's ranges,
    // Human Design's channel 1-8, a list of digits with no product in sight.
    expect(found(`reduced to 1-9: a personal year is`)).toEqual([]);
    expect(found(`(1-9, 11, 22 or 33)`)).toEqual([]);
    expect(found(`if (/^(5[1-5]|222[1-9]|22[3-9]\\d)/.test(digits)) return 'mastercard';`)).toEqual(
      [],
    );
    expect(found(`channels: ['1-8', '2-14']`)).toEqual([]);
    expect(found(`expect(numbers.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);`)).toEqual([]);
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

const ninthPath = `/product/${ninth.id}`;

describe('a ninth product, added to the catalogue alone', () => {
  const product = withNinth.find((candidate) => candidate.id === ninth.id)!;

  it('is built by the rules every entry keeps, and refused when it breaks one', () => {
    expect(product.delivery).toBe('Delivered by e-mail within 3 to 5 business days of payment.');
    expect(guaranteeName(product)).toBe('45-day satisfaction guarantee');
    expect(() =>
      catalogueFrom([...products, { ...ninth, includes: [...ninth.includes, 'A birthday cake'] }]),
    ).toThrow(new RegExp(`Product ${ninth.id} \\(${ninth.name}\\) breaks .*"A birthday cake"`));
    expect(() =>
      catalogueFrom([...products, { ...ninth, deliveryPromise: { kind: 'minutes' } }]),
    ).toThrow(
      new RegExp(`Product ${ninth.id} \\(${ninth.name}\\) breaks "it arrives within minutes`),
    );
  });

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
    expect(orderListQuerySchema.safeParse({ product: String(ninth.id) }).success).toBe(false);
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

  it('has a product page with its price, contents, deliverables, delivery and guarantee', () => {
    const page = createElement(ProductDetails, { product });
    const html = renderToStaticMarkup(
      createElement(QueryClientProvider, {
        client: new QueryClient(),
        children: createElement(Router, { ssrPath: ninthPath, children: page }),
      }),
    );
    for (const text of [
      product.name,
      product.tagline,
      formatUsd(product.price),
      ...product.includes,
      ...product.deliverables.map((item) => item.name),
      product.delivery,
      guaranteeName(product),
    ]) {
      expect(html).toContain(text);
    }
  });

  it('is named on the policy pages and in the affiliate terms under its own guarantee', () => {
    const groups = guaranteeGroups(withNinth);
    expect(groups.map((group) => group.days)).toContain(45);
    expect(groups.find((group) => group.days === 45)?.products).toContain(product);
    expect(groups.flatMap((group) => group.products)).toHaveLength(withNinth.length);
    expect(preparedReadingNames(withNinth)).toContain(product.name);
    expect(affiliateTerms('20', withNinth)[1]).toMatch(
      new RegExp(`45 days for [^.]*${product.name}`),
    );
  });

  it('is confirmed by e-mail with its name, price, delivery and guarantee', async () => {
    const purchaseId = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const payload = confirmationPayload(
      { id: purchaseId, productId: product.id, tier: product.key, amount: `${product.price}.00` },
      { fullName: 'Ines Ninth', email: 'ines@example.com' },
      withNinth,
    );
    expect(payload).toMatchObject({
      productName: product.name,
      delivery: product.delivery,
      guaranteeDays: 45,
      questionnairePath: null,
    });
    const mail = await orderConfirmation(payload, {
      shopName: 'Astral Path',
      supportEmail: 'help@astral.example',
      publicUrl: 'https://astral.example',
    });
    expect(mail.subject).toBe(`Your order: ${product.name} (${formatUsd(product.price)})`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(product.delivery);
      expect(body).toContain('Your 45-day guarantee');
    }
  });
});
