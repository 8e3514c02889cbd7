import { Link } from 'wouter';
import type { AdminCustomerDetail } from '../../../../common/admin';
import { formatUsd } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card-list';
import { Detail, DetailList } from '../shared/detail-list';
import {
  formatAdminDate,
  formatAdminDateTime,
  formatBirthData,
  shortOrderId,
} from '../shared/format';
import { QuestionnaireDetails } from '../shared/questionnaire-details';
import { Section } from '../shared/section';
import { CustomerDataActions } from './customer-data-actions';
import { CustomerMessagePanel } from '../messages/customer-message-panel';
import { BirthplaceCorrectionForm } from '../messages/birthplace-correction-form';
import { PaymentStatusBadge, ProcessingStatusBadge } from '../shared/status-badges';

function OrderHistory({ purchases }: { purchases: AdminCustomerDetail['purchases'] }) {
  if (purchases.length === 0) return <p className="text-muted">No orders yet.</p>;
  return (
    <CardList
      items={purchases}
      keyOf={(purchase) => purchase.id}
      cardClassName="flex flex-col gap-3 rounded-lg border border-border/70 bg-background/40 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      {(purchase) => (
        <>
          <div className="grid gap-1.5">
            <p className="font-semibold">
              {purchase.tierName}{' '}
              <span className="font-normal text-gold-bright">{formatUsd(purchase.amount)}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <PaymentStatusBadge status={purchase.status} />
              <ProcessingStatusBadge status={purchase.processingStatus} />
            </div>
            <p className="text-sm text-muted">
              Order {shortOrderId(purchase.id)} · {formatAdminDate(purchase.createdAt)}
            </p>
          </div>
          <Button asChild variant="outline" size="sm" className="w-fit shrink-0">
            <Link
              href={`/admin/purchase/${purchase.id}`}
              aria-label={`Manage order ${shortOrderId(purchase.id)}`}
            >
              Manage Order
            </Link>
          </Button>
        </>
      )}
    </CardList>
  );
}

/** Everything the shop knows of one client (docs/product.md §2 client page). */
export function CustomerDetails({ client }: { client: AdminCustomerDetail }) {
  const { user, birthData, purchases, strategicAlignments, freeSignups } = client;
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-4xl font-semibold break-words">{user.fullName}</h1>
        <p className="mt-1 text-muted">Client details</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Personal Information">
          <DetailList>
            <Detail label="Name">{user.fullName}</Detail>
            <Detail label="E-mail">
              <a
                href={`mailto:${user.email}`}
                className="text-gold-bright underline-offset-4 hover:underline"
              >
                {user.email}
              </a>
            </Detail>
            <Detail label="Phone">{user.phone ?? 'Not given'}</Detail>
            <Detail label="Joined">{formatAdminDate(user.createdAt)}</Detail>
          </DetailList>
        </Section>

        {birthData ? (
          <Section title="Birth Information">
            <DetailList>
              <Detail label="Date and time">
                {formatBirthData(
                  birthData.birthDate,
                  birthData.birthTimeUnknown ? null : birthData.birthTime,
                )}
              </Detail>
              <Detail label="Location">{birthData.birthLocation}</Detail>
            </DetailList>
          </Section>
        ) : null}
      </div>

      <Section title={`Order History (${purchases.length})`}>
        <OrderHistory purchases={purchases} />
      </Section>

      {strategicAlignments.length > 0 ? (
        <Section title={`Questionnaires (${strategicAlignments.length})`}>
          <div className="grid gap-8">
            {strategicAlignments.map((record) => (
              <article key={record.id} className="grid gap-3">
                <h3 className="font-sans text-base font-semibold">
                  For order{' '}
                  <Link
                    href={`/admin/purchase/${record.purchaseId}`}
                    className="text-gold-bright underline-offset-4 hover:underline"
                  >
                    {shortOrderId(record.purchaseId)}
                  </Link>
                </h3>
                <QuestionnaireDetails record={record} />
              </article>
            ))}
          </div>
        </Section>
      ) : null}

      {freeSignups.length > 0 ? (
        <Section title={`Free Sign-ups (${freeSignups.length})`}>
          <CardList
            items={freeSignups}
            keyOf={(signup) => signup.id}
            cardClassName="rounded-lg border border-border/70 bg-background/40 p-4"
          >
            {(signup) => (
              <>
                <DetailList className="lg:grid-cols-4">
                  <Detail label="Signed up">{formatAdminDateTime(signup.createdAt)}</Detail>
                  <Detail label="Name given">{signup.fullName}</Detail>
                  <Detail label="Birth">
                    {formatBirthData(signup.birthDate, signup.birthTime)}
                  </Detail>
                  <Detail label="Location">{signup.birthLocation}</Detail>
                </DetailList>
                <BirthplaceCorrectionForm
                  signupId={signup.id}
                  birthLocation={signup.birthLocation}
                />
              </>
            )}
          </CardList>
        </Section>
      ) : null}

      <CustomerMessagePanel client={client} />
      <CustomerDataActions user={user} />
    </div>
  );
}
