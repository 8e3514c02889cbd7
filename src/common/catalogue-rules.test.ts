import { describe, expect, it } from 'vitest';
import { catalogueFrom, findProduct, products, type ProductEntry } from './catalogue';

/** The catalogue as it is, with one product's entry changed. */
function withChanged(id: number, change: (entry: ProductEntry) => ProductEntry) {
  return () =>
    catalogueFrom(products.map((product) => (product.id === id ? change(product) : product)));
}

const quickGlimpse = findProduct(1)!;
const intensive = findProduct(5)!;
const masterBlueprint = findProduct(6)!;

describe('the rules the catalogue is built with (decision 324)', () => {
  it('builds the catalogue as it is', () => {
    expect(catalogueFrom(products)).toEqual(products);
  });

  it('refuses an id or key that another product has, or an id below 1', () => {
    expect(withChanged(1, (entry) => ({ ...entry, id: 2 }))).toThrow(
      /Product 2 \(The Quick Glimpse\) breaks "its id and key are its own": another product has id 2\./,
    );
    expect(withChanged(2, (entry) => ({ ...entry, key: quickGlimpse.key }))).toThrow(
      /The Cosmic Map\) breaks "its id and key are its own": another product has key quick-glimpse/,
    );
    expect(() => catalogueFrom([{ ...quickGlimpse, id: 0 }])).toThrow(/id 0 is not a whole/);
  });

  it('refuses a price or a guarantee that is not whole days or dollars above 0', () => {
    expect(withChanged(1, (entry) => ({ ...entry, price: 14.99 }))).toThrow(
      /The Quick Glimpse\) breaks "its price and guarantee are whole numbers above 0": price 14\.99/,
    );
    expect(withChanged(1, (entry) => ({ ...entry, guaranteeDays: 0 }))).toThrow(/guaranteeDays 0/);
  });

  it('takes a guarantee of any whole length, named on its contents by its days', () => {
    const fortyFive = catalogueFrom([{ ...quickGlimpse, guaranteeDays: 45 }]);
    expect(fortyFive[0]?.guaranteeDays).toBe(45);
    expect(() =>
      catalogueFrom([
        {
          ...quickGlimpse,
          guaranteeDays: 45,
          includes: [...quickGlimpse.includes, '45-day satisfaction guarantee'],
        },
      ]),
    ).not.toThrow();
  });

  it('refuses a line of contents no deliverable fulfils, and a fulfilled line not in them', () => {
    expect(
      withChanged(1, (entry) => ({ ...entry, includes: [...entry.includes, 'A crystal ball'] })),
    ).toThrow(
      /The Quick Glimpse\) breaks "every line of its contents is kept by one of its deliverables": "A crystal ball" is in its contents but no deliverable fulfils it/,
    );
    expect(withChanged(1, (entry) => ({ ...entry, includes: entry.includes.slice(1) }))).toThrow(
      /a deliverable fulfils "One-page summary PDF", which its contents lack/,
    );
    // "Everything in" names the product it builds on, and no other.
    expect(
      withChanged(3, (entry) => ({
        ...entry,
        includes: ['Everything in The Quick Glimpse', ...entry.includes.slice(1)],
      })),
    ).toThrow(/"Everything in The Quick Glimpse" is in its contents but no deliverable fulfils/);
  });

  it('refuses a promise within minutes for a product a reader writes, and business days for one no reader does', () => {
    expect(withChanged(5, (entry) => ({ ...entry, deliveryPromise: { kind: 'minutes' } }))).toThrow(
      /The Intensive\) breaks "it arrives within minutes exactly when no reader writes any of it"/,
    );
    expect(
      withChanged(1, (entry) => ({ ...entry, deliveryPromise: intensive.deliveryPromise })),
    ).toThrow(/The Quick Glimpse\) breaks "it arrives within minutes exactly when/);
  });

  it('refuses business days backwards, or counted from a questionnaire the product lacks', () => {
    const days = { kind: 'business-days', startsAfter: 'questionnaire' } as const;
    expect(
      withChanged(5, (entry) => ({
        ...entry,
        deliveryPromise: { ...days, minDays: 10, maxDays: 7 },
      })),
    ).toThrow(/The Intensive\) breaks "its business days are a range[^"]*": 10 to 7 business days/);
    expect(withChanged(5, (entry) => ({ ...entry, questionnaire: null }))).toThrow(
      /it starts after the questionnaire, and the product has none/,
    );
  });

  it('refuses a written report promised at two lengths (decision 299)', () => {
    // Palmistry was 5,000 words at $500 and 3,000 at $1,100 (issue 36): here The Intensive
    // would sell its own at 5,000 while The Master Blueprint keeps 3,000.
    const palmistry = masterBlueprint.ownDeliverables.find(
      (item) => item.kind === 'written-document' && item.key === 'palmistry',
    )!;
    const longerPalmistry = withChanged(5, (entry) => ({
      ...entry,
      includes: [...entry.includes, ...palmistry.fulfils],
      ownDeliverables: [...entry.ownDeliverables, { ...palmistry, promisedWords: 5_000 }],
    }));
    expect(longerPalmistry).toThrow(
      new RegExp(
        `Product 5 \\(${intensive.name}\\) breaks "a written report promises the same length in every product that holds it": palmistry promises 5000 words here and 3000 in ${masterBlueprint.name}`,
      ),
    );
  });

  it('names every product and rule broken, not only the first', () => {
    const twoBroken = () =>
      catalogueFrom(
        products.map((product) => (product.id <= 2 ? { ...product, price: 0 } : product)),
      );
    expect(twoBroken).toThrow(/Product 1 [^\n]*price 0\.\nProduct 2 [^\n]*price 0\./);
  });
});
