import { products } from './catalogue';
import { REFUND_ARRIVAL_BUSINESS_DAYS } from './refunds';
import { tiers } from './tiers';

/**
 * Finds the prices, delivery times and guarantee lengths a piece of shop copy states and
 * reports each one the catalogue does not hold (decision 076). A unit test runs it over
 * every page, e-mail template and shared copy file, so text added later is held to the catalogue.
 */
export interface ClaimProblem {
  claim: string;
  line: number;
  reason: string;
}

const productPrices = new Set(products.map((product) => product.price));
/** docs/product.md's tier ranges ("$100 - $150") are the tier pages' own words. */
const tierRangePrices = new Set(
  tiers.flatMap((tier) =>
    [...tier.priceRange.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])),
  ),
);
const deliveryRanges = products.flatMap((product) =>
  product.deliveryPromise.kind === 'business-days'
    ? [`${product.deliveryPromise.minDays}-${product.deliveryPromise.maxDays}`]
    : [],
);
const guaranteeDays = new Set(products.map((product) => product.guaranteeDays));

const money = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?![\d{])/g;
const dayRange = /\b(\d+)\s*(?:to|-|–|—|and)\s*(\d+)\s+(?:(?:business|working)\s+)?days?\b/gi;
const singleBusinessDays = /\b(\d+)\s+(?:business|working)\s+days?\b/gi;
const guaranteeLength = /\b(\d+)[\s-]day\s+(?:[a-z-]+\s+){0,2}guarantee\b/gi;
const guaranteeWindow =
  /\bwithin\s+(\d+)\s+days\s+of\s+(?:your\s+)?(?:payment|purchase|delivery)\b/gi;

/**
 * The sentence around a match, to tell a refund's arrival time from a delivery time. Copy sits in
 * string literals or between JSX tags, so quotes and angle brackets end a sentence too.
 */
function sentenceAround(text: string, index: number): string {
  const isBoundary = (char: string) => `.!?'"\`<>`.includes(char);
  let start = index;
  while (start > 0 && !isBoundary(text[start - 1]!)) start -= 1;
  let end = index;
  while (end < text.length && !isBoundary(text[end]!)) end += 1;
  return text.slice(start, end);
}

/** In a sentence about a refund, a business-day range is how long the refund takes to show. */
const isAboutRefundArrival = (sentence: string) => /refund/i.test(sentence);

/** Comments explain code; only copy makes claims. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^(\s*)\/\/.*$/gm, '$1')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

export function findCatalogueClaimProblems(source: string): ClaimProblem[] {
  const text = withoutComments(source);
  const problems: ClaimProblem[] = [];
  const report = (match: RegExpMatchArray, reason: string) =>
    problems.push({ claim: match[0], line: lineOf(text, match.index ?? 0), reason });

  for (const match of text.matchAll(money)) {
    const dollars = Number(match[1]!.replace(/,/g, ''));
    const cents = match[2] ?? '00';
    if (cents !== '00' || !(productPrices.has(dollars) || tierRangePrices.has(dollars))) {
      report(match, 'no product costs this and no tier range names it');
      continue;
    }
    const named = productNamedBefore(text, match.index ?? 0);
    if (named && named.price !== dollars) {
      report(match, `${named.name} costs $${named.price}`);
    }
  }

  const rangeStarts = new Set<number>();
  for (const match of text.matchAll(dayRange)) {
    rangeStarts.add(match.index ?? 0);
    const range = `${match[1]}-${match[2]}`;
    const sentence = sentenceAround(text, match.index ?? 0);
    const refundRange = `${REFUND_ARRIVAL_BUSINESS_DAYS.minDays}-${REFUND_ARRIVAL_BUSINESS_DAYS.maxDays}`;
    if (isAboutRefundArrival(sentence) ? range !== refundRange : !deliveryRanges.includes(range)) {
      report(match, 'no product is delivered in this range, nor is it the refund arrival time');
    }
  }

  for (const match of text.matchAll(singleBusinessDays)) {
    const index = match.index ?? 0;
    // "3 to 5 business days" ends with "5 business days": the range was checked above.
    if ([...rangeStarts].some((start) => start < index && index - start < 12)) continue;
    const days = Number(match[1]);
    const sentence = sentenceAround(text, index);
    const allowed = isAboutRefundArrival(sentence)
      ? [REFUND_ARRIVAL_BUSINESS_DAYS.minDays, REFUND_ARRIVAL_BUSINESS_DAYS.maxDays]
      : deliveryRanges.flatMap((range) => range.split('-').map(Number));
    if (!allowed.includes(days)) report(match, 'no delivery promise or refund time says this');
  }

  for (const pattern of [guaranteeLength, guaranteeWindow]) {
    for (const match of text.matchAll(pattern)) {
      if (!guaranteeDays.has(Number(match[1]))) {
        report(match, 'no product has a guarantee of this length');
      } else if (/delivery$/i.test(match[0])) {
        report(match, 'guarantees are counted from payment, not delivery');
      }
    }
  }
  return problems;
}

/** The product named just before a price ("The Guided Journey at $75.00"), if only one is. */
function productNamedBefore(text: string, index: number) {
  // A tier's name ("Master Blueprint & Destiny Alignment") is not a product's.
  const before = tiers
    .reduce(
      (rest, tier) => rest.replaceAll(tier.name, ''),
      text.slice(Math.max(0, index - 100), index),
    )
    .slice(-40);
  const named = products.filter((product) => before.includes(product.name));
  return named.length === 1 ? named[0] : undefined;
}
