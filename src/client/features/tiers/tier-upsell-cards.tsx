import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { tiers } from '../../../common/tiers';

/** The three tiers as cards, each leading to its detail page (thank-you page upsell). */
export function TierUpsellCards() {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {tiers.map((tier) => (
        <li
          key={tier.number}
          className={cn(
            'relative flex flex-col rounded-xl border bg-surface/80 p-6',
            tier.badge ? 'border-gold' : 'border-border',
          )}
        >
          {tier.badge ? (
            <Badge className="absolute -top-3 left-6 bg-background">{tier.badge}</Badge>
          ) : null}
          <h3 className="text-2xl font-semibold">{tier.name}</h3>
          <p className="mt-1 font-semibold text-gold-bright">{tier.priceRange}</p>
          <p className="mt-3 flex-1 leading-relaxed text-muted">{tier.summary}</p>
          <Link
            href={tier.path}
            className="mt-6 inline-flex items-center gap-2 self-start rounded-md font-semibold text-gold-bright underline-offset-4 hover:underline"
          >
            See what&apos;s included<span className="sr-only"> in {tier.name}</span>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
