import { ClipboardList, Download, FileText, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatUsd } from '../../../../common/money';
import type { OrderStatusView as OrderView } from '../../../../common/order-status';
import { Button } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card-list';
import { formatDay, formatFileSize, viewerZone } from '../../../../common/format';
import { BookSessions } from './book-sessions';
import { OrderReading } from './order-reading';
import { OrderSteps } from './order-steps';
import { ReaderCard } from './reader-card';
import { ReadingSection } from './reading-section';
import { REFUND_ARRIVAL } from '../../../../common/refunds';

function Questionnaire({
  questionnaire,
}: {
  questionnaire: NonNullable<OrderView['questionnaire']>;
}) {
  if (questionnaire.submittedAt) {
    return (
      <ReadingSection
        title="Your questionnaire"
        icon={<ClipboardList className="size-5 text-gold" aria-hidden />}
      >
        <p>
          Your answers arrived on {formatDay(questionnaire.submittedAt, viewerZone())}. Want to
          change one? Open the questionnaire again and submit it once more.
        </p>
        <Link
          href={questionnaire.path}
          className="mt-2 inline-block font-medium text-gold-bright underline underline-offset-4"
        >
          Open the questionnaire
        </Link>
      </ReadingSection>
    );
  }
  return (
    <ReadingSection
      title="One step is yours"
      icon={<ClipboardList className="size-5 text-gold" aria-hidden />}
    >
      <p>Your reading starts with your answers: we begin as soon as the questionnaire is in.</p>
      <Button asChild className="mt-4">
        <Link href={questionnaire.path}>Answer Your Questionnaire</Link>
      </Button>
    </ReadingSection>
  );
}

/** The files a reader sent; computed documents are listed with the reading's documents. */
function otherFilesOf(order: OrderView) {
  const documentLinks = new Set(
    (order.reading?.deliverables ?? []).flatMap((item) =>
      item.kind === 'computed-document' && item.state === 'delivered'
        ? [item.file.downloadPath]
        : [],
    ),
  );
  return order.files.filter((file) => !documentLinks.has(file.downloadPath));
}

function Files({ order, files }: { order: OrderView; files: OrderView['files'] }) {
  return (
    <ReadingSection
      title={order.reading ? 'More files' : 'Your files'}
      icon={<FileText className="size-5 text-gold" aria-hidden />}
    >
      <CardList
        items={files}
        keyOf={(file) => file.downloadPath}
        cardClassName="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3"
      >
        {(file) => (
          <>
            <span className="min-w-0 [overflow-wrap:anywhere] text-foreground">
              {file.fileName}{' '}
              <span className="text-sm text-muted">({formatFileSize(file.size)})</span>
            </span>
            <Button asChild size="sm" variant="outline">
              <a href={file.downloadPath} download>
                <Download aria-hidden />
                Download
              </a>
            </Button>
          </>
        )}
      </CardList>
      {order.filesExpireAt ? (
        <p className="mt-3 text-sm">
          These links work until {formatDay(order.filesExpireAt, viewerZone())}; come back here any
          time for new ones.
        </p>
      ) : null}
    </ReadingSection>
  );
}

/**
 * One order as its buyer sees it: what, how far along, what to do next, and the reading with its
 * documents, charts and what is still to come (decision 257).
 */
export function OrderStatusView({
  order,
  supportEmail,
  token,
  upgradeOffers,
}: {
  order: OrderView;
  supportEmail: string;
  /** The private link's token: sessions are booked through it. */
  token?: string | null;
  /**
   * The higher readings this order may still take (features/upgrades, given by the page, since
   * features never import each other): shown on a link's page of an order not refunded.
   */
  upgradeOffers?: ReactNode;
}) {
  const isRefunded = order.status === 'refunded';
  const otherFiles = otherFilesOf(order);
  return (
    <article className="grid gap-6" aria-labelledby="order-heading">
      <header>
        <p className="text-sm tracking-wide text-muted uppercase">
          Order <span className="font-mono text-gold-bright">{order.reference}</span>
        </p>
        <h2 id="order-heading" className="mt-1 text-3xl font-semibold">
          {order.productName}
        </h2>
        <p className="mt-1 text-muted">
          {formatUsd(order.amount)} paid on {formatDay(order.paidAt, viewerZone())}
        </p>
      </header>

      {isRefunded ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-gold/40 bg-gold/10 px-4 py-3"
        >
          <RotateCcw className="mt-1 size-4 shrink-0 text-gold" aria-hidden />
          <span>
            This order was refunded in full
            {order.refundedAt ? ` on ${formatDay(order.refundedAt, viewerZone())}` : ''}.{' '}
            {REFUND_ARRIVAL}, depending on your bank.
          </span>
        </p>
      ) : (
        <OrderSteps order={order} />
      )}

      {/* The reading, once there is one, says what arrives when, part by part. */}
      {!isRefunded && order.status !== 'delivered' && !order.reading ? (
        <ReadingSection
          title="When it arrives"
          icon={<Truck className="size-5 text-gold" aria-hidden />}
        >
          <p>{order.delivery}</p>
        </ReadingSection>
      ) : null}
      {order.questionnaire && !order.questionnaire.submittedAt ? (
        <Questionnaire questionnaire={order.questionnaire} />
      ) : null}
      {order.reader && !isRefunded ? <ReaderCard reader={order.reader} /> : null}
      {order.reading ? (
        <OrderReading reading={order.reading} readerName={order.reader?.name ?? null} />
      ) : null}
      {token && !isRefunded ? <BookSessions token={token} /> : null}
      {otherFiles.length > 0 ? <Files order={order} files={otherFiles} /> : null}
      {order.questionnaire?.submittedAt ? (
        <Questionnaire questionnaire={order.questionnaire} />
      ) : null}
      {!isRefunded ? (
        <ReadingSection
          title={`${order.guaranteeDays}-day guarantee`}
          icon={<ShieldCheck className="size-5 text-gold" aria-hidden />}
        >
          <p>
            Not what you hoped for? Write to us within {order.guaranteeDays} days of payment for a
            full refund.
          </p>
        </ReadingSection>
      ) : null}
      {token && !isRefunded ? upgradeOffers : null}
      <p className="border-t border-border pt-6 text-sm text-muted">
        A question, or a mistake in your birth data? Write to{' '}
        <a
          href={`mailto:${supportEmail}`}
          className="font-medium text-gold-bright underline underline-offset-4"
        >
          {supportEmail}
        </a>{' '}
        and quote order {order.reference}.
      </p>
    </article>
  );
}
