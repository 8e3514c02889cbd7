/**
 * The rules every product of the catalogue keeps, checked where the catalogue is built
 * (`catalogueFrom`, so at the module's load): an entry that breaks one stops the shop from
 * starting and the tests from running, with the product and the rule named (decision 324).
 * A new product is one entry; these say what that entry must hold.
 */
import type { Product } from './catalogue';

interface CatalogueRule {
  /** The rule as the error names it. */
  rule: string;
  /** What in the product breaks it, or nothing. */
  breaks(product: Product, context: RuleContext): string[];
}

interface RuleContext {
  catalogue: readonly Product[];
  /** The guarantee's name as a product's contents may list it ("60-day money-back guarantee"). */
  guaranteeName: (product: Product) => string;
}

const isWholeAbove = (value: number, floor: number) => Number.isInteger(value) && value > floor;

const rules: readonly CatalogueRule[] = [
  {
    rule: 'its id and key are its own',
    breaks: (product, { catalogue }) => [
      ...(isWholeAbove(product.id, 0) ? [] : [`id ${product.id} is not a whole number above 0`]),
      ...(catalogue.filter((other) => other.id === product.id).length > 1
        ? [`another product has id ${product.id}`]
        : []),
      ...(catalogue.filter((other) => other.key === product.key).length > 1
        ? [`another product has key ${product.key}`]
        : []),
    ],
  },
  {
    rule: 'its price and guarantee are whole numbers above 0',
    breaks: (product) => [
      ...(isWholeAbove(product.price, 0) ? [] : [`price ${product.price}`]),
      ...(isWholeAbove(product.guaranteeDays, 0) ? [] : [`guaranteeDays ${product.guaranteeDays}`]),
    ],
  },
  {
    // The page lists `includes` word for word; `fulfils` says which deliverable keeps each line.
    rule: 'every line of its contents is kept by one of its deliverables',
    breaks: (product, { catalogue, guaranteeName }) => {
      const base = catalogue.find((other) => other.id === product.buildsOn);
      const kept = new Set(product.ownDeliverables.flatMap((item) => item.fulfils));
      if (base) kept.add(`Everything in ${base.name}`);
      kept.add(guaranteeName(product));
      const fulfilled = product.ownDeliverables.flatMap((item) =>
        item.fulfils.filter((line) => !product.includes.includes(line)),
      );
      return [
        ...product.includes
          .filter((line) => !kept.has(line))
          .map((line) => `"${line}" is in its contents but no deliverable fulfils it`),
        ...fulfilled.map((line) => `a deliverable fulfils "${line}", which its contents lack`),
      ];
    },
  },
  {
    rule: 'it arrives within minutes exactly when no reader writes any of it',
    breaks: (product) =>
      (product.deliveryPromise.kind === 'minutes') === (product.writtenDocuments.length === 0)
        ? []
        : [
            `its promise is ${product.deliveryPromise.kind} and it holds ${product.writtenDocuments.length} written reports`,
          ],
  },
  {
    rule: 'its business days are a range that starts after something it has',
    breaks: (product) => {
      const promise = product.deliveryPromise;
      if (promise.kind === 'minutes') return [];
      return [
        ...(isWholeAbove(promise.minDays, 0) && promise.maxDays >= promise.minDays
          ? []
          : [`${promise.minDays} to ${promise.maxDays} business days`]),
        ...(promise.startsAfter === 'questionnaire' && product.questionnaire === null
          ? ['it starts after the questionnaire, and the product has none']
          : []),
      ];
    },
  },
  {
    // Decision 299: the words a reader writes are the report's, whichever product sells it.
    rule: 'a written report promises the same length in every product that holds it',
    breaks: (product, { catalogue }) =>
      product.writtenDocuments.flatMap((item) =>
        catalogue
          .flatMap((other) => other.writtenDocuments.map((theirs) => ({ other, theirs })))
          .filter(
            ({ theirs }) => theirs.key === item.key && theirs.promisedWords !== item.promisedWords,
          )
          .map(
            ({ other, theirs }) =>
              `${item.key} promises ${item.promisedWords} words here and ${theirs.promisedWords} in ${other.name}`,
          ),
      ),
  },
];

/** Throws one error naming each product and each rule it breaks. */
export function checkCatalogueRules(
  catalogue: readonly Product[],
  guaranteeName: RuleContext['guaranteeName'],
): void {
  const problems = catalogue.flatMap((product) =>
    rules.flatMap(({ rule, breaks }) =>
      breaks(product, { catalogue, guaranteeName }).map(
        (detail) => `Product ${product.id} (${product.name}) breaks "${rule}": ${detail}.`,
      ),
    ),
  );
  if (problems.length > 0) {
    throw new Error(`The catalogue breaks its rules:\n${problems.join('\n')}`);
  }
}
