import { CircleAlert, ClipboardList, LoaderCircle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { intakeMessages } from '../../../../common/intake';
import { Button } from '../../../components/ui/button';

function StatePage({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto mt-10 flex max-w-xl flex-col items-center text-center sm:mt-12">
      {icon}
      <h2 className="mt-5 text-3xl font-semibold text-balance sm:text-4xl">{title}</h2>
      {children}
    </section>
  );
}

function ShopLink() {
  return (
    <Button asChild className="mt-8">
      <Link href="/services">Browse Services</Link>
    </Button>
  );
}

export function IntakeLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
      <LoaderCircle className="size-5 animate-spin text-gold" aria-hidden />
      Loading your order...
    </div>
  );
}

/** No `?purchase=` and nothing stored: there is no order to answer for (docs/product.md §5, 6). */
export function NoOrderFound() {
  return (
    <StatePage icon={<SearchX className="size-12 text-gold" aria-hidden />} title="Order not found">
      <p className="mt-4 text-lg leading-relaxed">{intakeMessages.orderMissing}</p>
      <p className="mt-3 leading-relaxed text-muted">
        Already paid? Open the questionnaire from the link in your confirmation{' '}
        <span className="whitespace-nowrap">e-mail.</span>
      </p>
      <ShopLink />
    </StatePage>
  );
}

/** The server refused the order (unknown, unpaid, or a product without a questionnaire). */
export function OrderRefused({ message }: { message: string }) {
  return (
    <StatePage
      icon={<CircleAlert className="size-12 text-gold" aria-hidden />}
      title="We can't open this questionnaire"
    >
      <p className="mt-4 text-lg leading-relaxed">{message}</p>
      <ShopLink />
    </StatePage>
  );
}

/** A Master Blueprint order opened on the Strategic Alignment page, or the other way round. */
export function WrongQuestionnaire({ href, name }: { href: string; name: string }) {
  return (
    <StatePage
      icon={<ClipboardList className="size-12 text-gold" aria-hidden />}
      title="A different questionnaire"
    >
      <p className="mt-4 text-lg leading-relaxed">{intakeMessages.wrongQuestionnaire}</p>
      <p className="mt-3 leading-relaxed text-muted">
        Your order has its own questions: the {name} questionnaire.
      </p>
      <Button asChild className="mt-8">
        <Link href={href}>Go to the {name} questionnaire</Link>
      </Button>
    </StatePage>
  );
}
