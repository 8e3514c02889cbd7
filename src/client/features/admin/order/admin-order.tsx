import { Link } from 'wouter';
import { adminMessages, type AdminOrderDetail } from '../../../../common/admin';
import { findProduct } from '../../../../common/catalogue';
import { PageLoading } from '../../../components/layout/page-loading';
import { useAdminOrder } from '../api/get-admin-order';
import { AdminLoadError, BackToDashboard } from '../shared/admin-page-states';
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
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-8 sm:px-6">
      <BackToDashboard />
      {query.isPending ? (
        <PageLoading label="Loading order…" />
      ) : query.isError ? (
        <AdminLoadError error={query.error} notFound={adminMessages.orderNotFound} />
      ) : (
        <div className="grid gap-6">
          <header>
            <h1 className="text-4xl font-semibold">Order {shortOrderId(query.data.id)}</h1>
            <p className="mt-1 text-muted">{query.data.tierName}</p>
            {hasWrittenReading(query.data) ? (
              <Link
                href={`/admin/reading/${query.data.id}`}
                className="mt-2 inline-block text-gold-bright underline-offset-4 hover:underline"
              >
                Open the reading workspace
              </Link>
            ) : null}
          </header>
          {/* Phones: summary, then what to do, then the record. Desktop: record left, actions right. */}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start">
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <AdminOrderSummary purchase={query.data} />
            </div>
            <div className="grid min-w-0 gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <OrderStatusForm purchase={query.data} />
              <OrderReaderPanel purchase={query.data} />
              <OrderActions purchase={query.data} />
            </div>
            <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-2">
              {query.data.gift ? <GiftPanel gift={query.data.gift} /> : null}
              {query.data.referral ? <ReferralPanel referral={query.data.referral} /> : null}
              <PaymentsPanel payments={query.data.payments} />
              <TierIncludes tierName={query.data.tierName} includes={query.data.includes} />
              {query.data.computedReport ? (
                <ComputedReportPanel purchase={query.data} report={query.data.computedReport} />
              ) : null}
              {query.data.questionnaire ? (
                <Section title="Questionnaire">
                  <QuestionnaireDetails record={query.data.questionnaire} headingLevel="h3" />
                </Section>
              ) : null}
              <UnsubmittedFiles purchase={query.data} />
              <OrderSessionsPanel purchaseId={query.data.id} />
              <OrderTimeline events={query.data.timeline} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
