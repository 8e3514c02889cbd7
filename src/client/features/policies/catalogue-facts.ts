import type { Product, QuestionnaireKind } from '../../../common/catalogue';
import { joinNames } from '../../../common/text';

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

export { joinNames };

/** "The Quick Glimpse and The Cosmic Map": the products drawn by the chart engine alone. */
export function computedReportNames(catalogue: readonly Product[]): string {
  return joinNames(catalogue.filter((p) => p.isFullyComputed).map((p) => p.name));
}

/** "The Compass Package and The Intensive": the products that begin with this questionnaire. */
export function namesWithQuestionnaire(
  catalogue: readonly Product[],
  questionnaire: QuestionnaireKind,
): string {
  return joinNames(catalogue.filter((p) => p.questionnaire === questionnaire).map((p) => p.name));
}

/** The products whose reading a person prepares. */
export function preparedReadingNames(catalogue: readonly Product[]): string {
  return joinNames(catalogue.filter((p) => !p.isFullyComputed).map((p) => p.name));
}

/**
 * "The Cosmic Map, Astrocartography Map and Your Destiny Matrix": the computed documents the
 * readings a person prepares open with, each named once.
 */
export function computedDocumentNames(catalogue: readonly Product[]): string {
  const names = catalogue
    .filter((p) => !p.isFullyComputed)
    .flatMap((p) => p.computedDocuments.map((item) => item.name));
  return joinNames([...new Set(names)]);
}
