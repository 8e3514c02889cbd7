import { and, eq, inArray } from 'drizzle-orm';
import type { CorrectedBirthData } from '../../common/admin-actions';
import { findProduct } from '../../common/catalogue';
import { normaliseBirth, type PersonInput } from '../../common/person';
import type { Queryable } from '../db/client';
import { jobs } from '../jobs/queue';
import { reportJobKind, type ReportJobReason } from '../jobs/report-job';
import { leasedJobs, type Purchase } from '../db/schema';
import { hasBirthDetails, orderCustomer, type OrderCustomer } from './order-customer';
import type { OrderActor } from './timeline';

export type { ReportJobReason } from '../jobs/report-job';

/** The order's product has computed documents, made by the report job. */
export function isComputedReportOrder(purchase: Pick<Purchase, 'productId'>): boolean {
  return findProduct(purchase.productId)?.hasComputedDocuments ?? false;
}

/**
 * Queues the rendering of an order's computed report in the caller's
 * transaction: the payment that completes the order, or an admin's regeneration. The `paid`
 * job is queued once per order, however many times the payment is reported.
 */
export function queueComputedReport(
  db: Queryable,
  request: { purchaseId: string; reason: ReportJobReason; actor: OrderActor },
): Promise<string | null> {
  return jobs.enqueue(db, 'report', {
    purchaseId: request.purchaseId,
    reason: request.reason,
    requestedBy: request.actor,
  });
}

/** Whether a report for this order is waiting or being rendered (the admin page says so). */
export async function hasReportInProgress(db: Queryable, purchaseId: string): Promise<boolean> {
  const rows = await db
    .select({ id: leasedJobs.id })
    .from(leasedJobs)
    .where(
      and(
        eq(leasedJobs.kind, reportJobKind.kind),
        eq(leasedJobs.purchaseId, purchaseId),
        inArray(leasedJobs.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The birth data filed on an order, as the report reads it; null when the order has none. */
export function orderBirthData(purchase: Pick<Purchase, 'customer'>): CorrectedBirthData | null {
  const customer = orderCustomer(purchase);
  if (!customer || !hasBirthDetails(customer)) return null;
  const { birthDate, birthTime } = normaliseBirth(customer);
  return {
    birthDate,
    birthTimeUnknown: birthTime === null,
    birthTime: birthTime ?? '',
    birthLocation: customer.birthLocation.trim(),
  };
}

/** The order's person with the birth fields an admin corrected, in the checkout form's shape. */
export function withBirthData(contact: OrderCustomer, corrected: CorrectedBirthData): PersonInput {
  const [year = '', month = '', day = ''] = corrected.birthDate.split('-');
  const [hour = 0, minute = 0] = corrected.birthTime.split(':').map(Number);
  const isTimeUnknown = corrected.birthTimeUnknown === true || corrected.birthTime === '';
  const time = isTimeUnknown
    ? { birthTimeUnknown: true, birthHour: '', birthMinute: '', ampm: '' as const }
    : {
        birthTimeUnknown: false,
        birthHour: String(hour % 12 || 12),
        birthMinute: String(minute).padStart(2, '0'),
        ampm: hour < 12 ? ('AM' as const) : ('PM' as const),
      };
  return {
    fullName: contact.fullName,
    email: contact.email,
    phone: contact.phone ?? '',
    birthYear: year,
    birthMonth: month,
    birthDay: day,
    ...time,
    birthLocation: corrected.birthLocation,
  };
}
