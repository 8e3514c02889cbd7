import type { Product } from '../../../common/catalogue';

export interface GuaranteeGroup {
  days: number;
  products: Product[];
}

/** The products sharing each guarantee length, shortest first, in catalogue order within. */
export function guaranteeGroups(catalogue: readonly Product[]): GuaranteeGroup[] {
  const byDays = new Map<number, Product[]>();
  for (const product of catalogue) {
    byDays.set(product.guaranteeDays, [...(byDays.get(product.guaranteeDays) ?? []), product]);
  }
  return [...byDays.entries()]
    .sort(([a], [b]) => a - b)
    .map(([days, products]) => ({ days, products }));
}

/** "A", "A and B", "A, B and C": names as a sentence reads them. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "The Quick Glimpse and The Cosmic Map": the products drawn by the chart engine alone. */
export function computedReportNames(catalogue: readonly Product[]): string {
  return joinNames(catalogue.filter((p) => p.isComputedReport).map((p) => p.name));
}

/** The products whose reading a person prepares. */
export function preparedReadingNames(catalogue: readonly Product[]): string {
  return joinNames(catalogue.filter((p) => !p.isComputedReport).map((p) => p.name));
}
