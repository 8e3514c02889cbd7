import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import type { UpsellOffer } from './upsell-offers';

/** The thank-you page's offers as cards, each leading to its page (`upsellOffersAfter`). */
export function TierUpsellCards({ offers }: { offers: readonly UpsellOffer[] }) {
  return (
    <ul
      className={cn(
        'grid gap-5',
        offers.length >= 3 ? 'md:grid-cols-3' : 'mx-auto max-w-4xl md:grid-cols-2',
        offers.length === 1 && 'max-w-md md:grid-cols-1',
      )}
    >
      {offers.map((offer) => (
        <li
          key={offer.href}
          className={cn(
            'relative flex flex-col rounded-xl border bg-surface/80 p-6',
            offer.badge ? 'border-gold' : 'border-border',
          )}
        >
          {offer.badge ? (
            <Badge className="absolute -top-3 left-6 bg-background">{offer.badge}</Badge>
          ) : null}
          <h3 className="text-2xl font-semibold">{offer.name}</h3>
          <p className="mt-1 font-semibold text-gold-bright">{offer.priceLabel}</p>
          <p className="mt-3 flex-1 leading-relaxed text-muted">{offer.summary}</p>
          <Link
            href={offer.href}
            className="mt-6 inline-flex items-center gap-2 self-start rounded-md font-semibold text-gold-bright underline-offset-4 hover:underline"
          >
            See what&apos;s included<span className="sr-only"> in {offer.name}</span>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
