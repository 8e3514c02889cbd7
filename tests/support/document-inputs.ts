import { computeNatalChart, type NatalChartInput } from '../../src/astrology';
import type { DocumentInput } from '../../src/server/reports/report-input';
import type { WrittenInput } from '../../src/server/reports/written/written-input';

/** Who a test document is for and when it was drawn; the shop's own details have test values. */
export interface TestDocumentOrder {
  fullName: string;
  orderReference: string;
  /** An ISO instant; printed on the document. */
  generatedAt: string;
  supportEmail?: string;
  publicUrl?: string;
}

/**
 * What a document renderer gets for one birth, as the report job builds it: the birth data as
 * the buyer typed it (a place given as coordinates has no typed text) and the chart computed
 * from it.
 */
export function testDocumentInput(birth: NatalChartInput, order: TestDocumentOrder): DocumentInput {
  return {
    orderReference: order.orderReference,
    fullName: order.fullName,
    birth: {
      date: birth.date,
      time: birth.time,
      placeText: typeof birth.place === 'string' ? birth.place : null,
    },
    chart: computeNatalChart(birth),
    generatedAt: new Date(order.generatedAt),
    shopName: 'Astral Path',
    supportEmail: order.supportEmail ?? 'support@astralpath.example',
    publicUrl: order.publicUrl ?? 'https://astralpath.example',
  };
}

/** The order the report and map tests draw (for the engine's reference birth, in their files). */
export const reportTestOrder: TestDocumentOrder = {
  fullName: 'Barbara Ann Dunham',
  orderReference: 'K7Q2M9XD',
  generatedAt: '2026-11-22T09:00:00Z',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
};

/** The birth the written-reading tests draw: Honolulu, 4 August 1961, 19:24. */
export const writtenTestBirth: NatalChartInput = {
  date: '1961-08-04',
  time: '19:24',
  place: 'Honolulu, HI',
};

/** What a written reading's renderers get for a test order of one product (`writtenTestBirth`). */
export function testWrittenInput(
  product: Pick<WrittenInput, 'productId' | 'productName'>,
  orderReference: string,
): WrittenInput {
  return {
    ...product,
    ...testDocumentInput(writtenTestBirth, {
      fullName: 'Barbara Ann Dunham',
      orderReference,
      generatedAt: '2026-11-25T10:00:00Z',
    }),
  };
}
