import { computeNatalChart, InvalidBirthDataError } from '../../astrology';
import { findProduct, type Product } from '../../common/catalogue';
import { normaliseBirth } from '../../common/person';
import type { Purchase } from '../db/schema';
import { orderReferenceOf } from '../../common/order-status';
import { hasBirthDetails, orderCustomer } from '../orders/order-customer';
import type { ReportInput } from './report-input';

export interface ReportContext {
  shopName: string;
  supportEmail: string;
  publicUrl: string;
  now?: Date;
}

/** Why an order's documents cannot be computed at all (a missing place or time still can be). */
export type ReportInputProblem = 'not-a-computed-report' | 'no-birth-data' | 'invalid-birth-data';

/**
 * The report of a paid order, from the birth data its checkout (or an admin's correction)
 * filed on it. An unknown place or an odd time still gives a report: the chart's notes say
 * what could not be computed.
 */
export function buildReportInput(
  purchase: Purchase,
  context: ReportContext,
): { input: ReportInput; product: Product } | { problem: ReportInputProblem; detail: string } {
  const product = findProduct(purchase.productId);
  if (!product?.hasComputedDocuments) {
    return { problem: 'not-a-computed-report', detail: `product ${purchase.productId}` };
  }
  const customer = orderCustomer(purchase);
  if (!customer || !hasBirthDetails(customer)) {
    return { problem: 'no-birth-data', detail: 'the order has no birth details' };
  }
  const { birthDate, birthTime } = normaliseBirth(customer);
  const placeText = customer.birthLocation.trim() || null;
  try {
    const chart = computeNatalChart({ date: birthDate, time: birthTime, place: placeText });
    return {
      product,
      input: {
        productId: product.id,
        orderReference: orderReferenceOf(purchase.id),
        fullName: customer.fullName.trim(),
        birth: { date: birthDate, time: birthTime, placeText },
        chart,
        generatedAt: context.now ?? new Date(),
        shopName: context.shopName,
        supportEmail: context.supportEmail,
        publicUrl: context.publicUrl,
      },
    };
  } catch (error) {
    if (error instanceof InvalidBirthDataError) {
      return { problem: 'invalid-birth-data', detail: error.message };
    }
    throw error;
  }
}
