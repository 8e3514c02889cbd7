import { Link } from 'wouter';
import { adminMessages, type AdminOrderDetail } from '../../../../common/admin';
import { findProduct } from '../../../../common/catalogue';
import { useAdminOrder } from '../api/get-admin-order';
import { AdminRecordPage } from '../shared/admin-page-states';
import { shortOrderId } from '../shared/format';
import { QuestionnaireDetails } from '../shared/questionnaire-details';
import { Section } from '../shared/section';
import { OrderSessionsPanel } from '../sessions/order-sessions-panel';
import { ComputedReportPanel } from './computed-report-panel';
import { OrderTimeline } from './order-timeline';
import { OrderActions } from './order-actions';
import { OrderStatusForm } from './order-status-form';
import { AdminOrderSummary } from './order-summary';
import { GiftPanel } from './gift-panel';
import { PaymentsPanel } from './payments-panel';
import { ReferralPanel } from './referral-panel';
import { TierIncludes } from './tier-includes';
import { UnsubmittedFiles } from './unsubmitted-files';
import { OrderReaderPanel } from '../readings/order-reader-panel';

/** A paid order of a product whose reading a reader writes. */
function hasWrittenReading(purchase: AdminOrderDetail): boolean {
  return (
    purchase.status === 'completed' &&
    (findProduct(purchase.productId)?.writtenDocuments.length ?? 0) > 0
  );
}

/** One order (docs/product.md §2 purchase page) with its timeline and what an admin can do to it. */
export function AdminOrder({ purchaseId }: { purchaseId: string }) {
  const query = useAdminOrder(purchaseId);
  return (
    <AdminRecordPage
      query={query}
      loadingLabel="Loading order…"
      notFound={adminMessages.orderNotFound}
    >
      {(purchase) => (
        <div className="grid gap-6">
          <header>
            <h1 className="text-4xl font-semibold">Order {shortOrderId(purchase.id)}</h1>
            <p className="mt-1 text-muted">{purchase.tierName}</p>
            {hasWrittenReading(purchase) ? (
              <Link
                href={`/admin/reading/${purchase.id}`}
                className="mt-2 inline-block text-gold-bright underline-offset-4 hover:underline"
              >
                Open the reading workspace
              </Link>
            ) : null}
          </header>
          {/* Phones: summary, then what to do, then the record. Desktop: record left, actions right. */}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start">
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <AdminOrderSummary purchase={purchase} />
            </div>
            <div className="grid min-w-0 gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <OrderStatusForm purchase={purchase} />
              <OrderReaderPanel purchase={purchase} />
              <OrderActions purchase={purchase} />
            </div>
            <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-2">
              {purchase.gift ? <GiftPanel gift={purchase.gift} /> : null}
              {purchase.referral ? <ReferralPanel referral={purchase.referral} /> : null}
              <PaymentsPanel payments={purchase.payments} />
              <TierIncludes tierName={purchase.tierName} includes={purchase.includes} />
              {purchase.computedReport ? (
                <ComputedReportPanel purchase={purchase} report={purchase.computedReport} />
              ) : null}
              {purchase.questionnaire ? (
                <Section title="Questionnaire">
                  <QuestionnaireDetails record={purchase.questionnaire} headingLevel="h3" />
                </Section>
              ) : null}
              <UnsubmittedFiles purchase={purchase} />
              <OrderSessionsPanel purchaseId={purchase.id} />
              <OrderTimeline events={purchase.timeline} />
            </div>
          </div>
        </div>
      )}
    </AdminRecordPage>
  );
}
