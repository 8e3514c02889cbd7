import { Gift, PackageSearch, Truck } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd } from '../../../../common/money';
import type { OrderSummary } from '../../../../common/order-status';
import { Button } from '../../../components/ui/button';
import { QuestionnaireStep } from './questionnaire-step';

/**
 * The success page's record of the purchase just paid: what, how much, which order, when. The
 * browser that paid holds the order's private link and opens the order page with it; any other
 * goes to the lookup form with the reference filled in (decision 120).
 */
export function OrderReceipt({
  summary,
  orderLink,
}: {
  summary: OrderSummary;
  orderLink: string | null;
}) {
  return (
    <div className="mt-10 grid gap-5 text-left">
      <section
        aria-label="Your order"
        className="rounded-xl border border-border bg-surface-raised p-6"
      >
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="text-sm text-muted">You bought</dt>
          <dd className="font-semibold text-foreground">{summary.productName}</dd>
          <dt className="text-sm text-muted">Amount paid</dt>
          <dd className="font-semibold text-foreground">{formatUsd(summary.amount)}</dd>
          <dt className="text-sm text-muted">Order reference</dt>
          <dd className="font-mono font-semibold tracking-wider text-gold-bright">
            {summary.reference}
          </dd>
        </dl>
        <p className="mt-5 flex gap-2 border-t border-border pt-4 leading-relaxed text-muted">
          <Truck className="mt-1 size-4 shrink-0 text-gold" aria-hidden />
          <span>
            <span className="font-semibold text-foreground">When it arrives: </span>
            {summary.delivery}
          </span>
        </p>
      </section>

      {summary.questionnairePath ? <QuestionnaireStep href={summary.questionnairePath} /> : null}

      {summary.isGift ? (
        <section className="rounded-xl border border-border p-6">
          <p className="flex gap-2 leading-relaxed text-muted">
            <Gift className="mt-1 size-4 shrink-0 text-gold" aria-hidden />
            <span>
              This is a gift. The recipient gets an e-mail on the day you chose and gives their own
              birth details. Your receipt e-mail holds the link to your gift&rsquo;s page, where you
              can change the day or the address, or send it again.
            </span>
          </p>
        </section>
      ) : (
        <section className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border p-6">
          <p className="flex max-w-md gap-2 leading-relaxed text-muted">
            <PackageSearch className="mt-1 size-4 shrink-0 text-gold" aria-hidden />
            <span>
              {orderLink
                ? 'Your order page shows what has arrived and what is still to come, with no account. Your e-mails carry the same private link.'
                : 'Follow your order from received to delivered, with no account: use your reference and e-mail, or the private link in your e-mails.'}
            </span>
          </p>
          {/* A page load, not a route change: the order page reads its token from the fragment. */}
          <Button asChild variant="outline">
            {orderLink ? (
              <a href={orderLink}>Track Your Order</a>
            ) : (
              <Link href={summary.lookupPath}>Track Your Order</Link>
            )}
          </Button>
        </section>
      )}
    </div>
  );
}
