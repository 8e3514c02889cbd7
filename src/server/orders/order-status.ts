import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { findProduct, orderQuestionnairePath } from '../../common/catalogue';
import { guaranteeDaysFor } from '../../common/guarantee';
import { readOrderEvent } from '../../common/order-events';
import {
  orderLookupPathFor,
  withOrderToken,
  orderReferenceOf,
  type OrderStatusView,
  type OrderStepKey,
  type OrderSummary,
} from '../../common/order-status';
import type { Queryable } from '../db/client';
import { purchases, type OrderEvent, type Purchase } from '../db/schema';
import type { OrderAccessTokens } from '../sign-ins/order-access';
import type { DownloadLinks } from '../storage/download-links';
import { currentDeliveredFiles } from './order-files';
import { orderContact } from './order-customer';
import { findOrder } from './orders';
import { orderReading } from './order-reading';
import { stillOwedOfOrder } from './still-owed';
import { readerCardOf } from './order-reader';
import { orderTimeline } from './timeline';
import { paidInAll } from './upgrades';

/** Orders a buyer may look up: paid, and refunded ones (so the refund shows too). */
const VISIBLE_PAYMENT_STATUSES = ['completed', 'refunded'] as const;

function isVisible(purchase: Purchase): boolean {
  return (VISIBLE_PAYMENT_STATUSES as readonly string[]).includes(purchase.paymentStatus);
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The paid order with this reference whose buyer gave this e-mail, or undefined for any other
 * combination (unknown reference, another buyer's order, an unpaid one): the caller answers
 * all of them alike. References are 8 hex characters of a random id, so two orders may share
 * one; the e-mail tells them apart.
 */
export async function findOrderByReference(
  db: Queryable,
  lookup: { reference: string; email: string },
): Promise<Purchase | undefined> {
  const candidates = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(sql`right(${purchases.id}::text, 8)`, lookup.reference.toLowerCase()),
        inArray(purchases.paymentStatus, [...VISIBLE_PAYMENT_STATUSES]),
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(20);
  return candidates.find((purchase) => {
    const contact = orderContact(purchase);
    return contact !== null && sameAddress(contact.email, lookup.email);
  });
}

/**
 * The paid order a private link's token opens, or undefined: a forged, cut or foreign token reads
 * nothing further.
 */
export async function findOrderOfLink(
  db: Queryable,
  orderAccess: Pick<OrderAccessTokens, 'verify'>,
  token: string,
): Promise<Purchase | undefined> {
  const purchaseId = orderAccess.verify(token);
  return purchaseId ? findVisibleOrder(db, purchaseId) : undefined;
}

/** The paid order a private link or the success page names, or undefined. */
export async function findVisibleOrder(
  db: Queryable,
  purchaseId: string,
): Promise<Purchase | undefined> {
  const purchase = await findOrder(db, purchaseId);
  return purchase && isVisible(purchase) ? purchase : undefined;
}

const stepOfProcessingStatus: Record<Purchase['processingStatus'], OrderStepKey> = {
  received: 'received',
  'in-progress': 'being-prepared',
  completed: 'ready',
  delivered: 'delivered',
};
const stepOrder: OrderStepKey[] = ['received', 'being-prepared', 'ready', 'delivered'];

/** When each step was (last) reached, read from the timeline; steps skipped get no date. */
function stepDates(purchase: Purchase, events: OrderEvent[]): Map<OrderStepKey, Date> {
  const dates = new Map<OrderStepKey, Date>();
  dates.set('received', purchase.completedAt ?? purchase.createdAt);
  for (const event of events) {
    const read = readOrderEvent(event);
    if (read.isReadable && read.kind === 'processing-status-changed') {
      const step = stepOfProcessingStatus[read.data.to];
      if (step !== 'received') dates.set(step, event.createdAt);
    } else if (event.kind === 'report-delivered' && !dates.has('delivered')) {
      dates.set('delivered', event.createdAt);
    }
  }
  return dates;
}

/** The query parameter that makes the download route answer `inline` (the reading's "View"). */
export const VIEW_INLINE_QUERY = 'disposition=inline';

/**
 * The buyer's view of one order: what, how far, when, what to do, the files sent and, unless
 * refunded, the reading with its charts (decision 257).
 */
export async function orderStatusView(
  db: Queryable,
  purchase: Purchase,
  links: DownloadLinks,
  options: {
    supportEmail: string;
    holidays: ReadonlySet<string>;
    now: Date;
    /** The private link's token the page was opened with: its questionnaire link carries it. */
    orderToken?: string;
  },
): Promise<OrderStatusView> {
  const product = findProduct(purchase.productId);
  const events = await orderTimeline(db, purchase.id);
  const current = stepOfProcessingStatus[purchase.processingStatus];
  const currentIndex = stepOrder.indexOf(current);
  const dates = stepDates(purchase, events);
  const isRefunded = purchase.paymentStatus === 'refunded';

  // Only the current version of each document: a corrected chart's first one is not offered.
  const files = isRefunded ? [] : await currentDeliveredFiles(db, purchase.id);
  const signed = files.map((file) => ({ file, link: links.sign(file.id) }));

  const questionnaire = product ? orderQuestionnairePath(product, purchase.id) : null;
  const reference = orderReferenceOf(purchase.id);
  const reading =
    product && !isRefunded
      ? await orderReading(db, purchase, product, {
          supportEmail: options.supportEmail,
          holidays: options.holidays,
          reference,
          files: signed.map(({ file, link }) => ({
            file,
            links: { downloadPath: link.path, viewPath: `${link.path}&${VIEW_INLINE_QUERY}` },
          })),
        })
      : null;
  // An upgraded order was paid in parts (decision 358): the customer reads what they paid in all.
  const paid = await paidInAll(db, purchase);
  return {
    reference,
    productName: product?.name ?? purchase.tier,
    amount: paid,
    delivery: product?.delivery ?? '',
    guaranteeDays: guaranteeDaysFor(purchase.productId),
    paidAt: (purchase.completedAt ?? purchase.createdAt).toISOString(),
    status: isRefunded ? 'refunded' : current,
    refundedAt: purchase.refundedAt?.toISOString() ?? null,
    steps: stepOrder.map((key, index) => ({
      key,
      reachedAt: index <= currentIndex ? (dates.get(key)?.toISOString() ?? null) : null,
    })),
    questionnaire:
      questionnaire && !isRefunded
        ? {
            path: options.orderToken
              ? withOrderToken(questionnaire, options.orderToken)
              : questionnaire,
            submittedAt: purchase.questionnaireSubmittedAt?.toISOString() ?? null,
          }
        : null,
    files: signed.map(({ file, link }) => ({
      fileName: file.fileName,
      size: file.size,
      downloadPath: link.path,
    })),
    filesExpireAt: signed[0]?.link.expiresAt.toISOString() ?? null,
    reading,
    owed: isRefunded
      ? null
      : await stillOwedOfOrder(
          db,
          { id: purchase.id, productId: purchase.productId, paymentStatus: purchase.paymentStatus },
          options.now,
        ),
    reader: isRefunded ? null : await readerCardOf(db, purchase.assignedReaderId),
  };
}

/** The success page's facts about a paid purchase: no name, e-mail or birth data. */
export function orderSummaryOf(purchase: Purchase, isGift = false): OrderSummary {
  const product = findProduct(purchase.productId);
  return {
    reference: orderReferenceOf(purchase.id),
    productId: purchase.productId,
    productName: product?.name ?? purchase.tier,
    amount: purchase.amount,
    delivery: product?.delivery ?? '',
    guaranteeDays: guaranteeDaysFor(purchase.productId),
    questionnairePath: product ? orderQuestionnairePath(product, purchase.id) : null,
    lookupPath: orderLookupPathFor(purchase.id),
    isGift,
  };
}
