import { CircleArrowUp } from 'lucide-react';
import { Link } from 'wouter';
import { formatDay, viewerZone } from '../../../../common/format';
import { UpgradeAdds } from './upgrade-adds';
import { formatUsd } from '../../../../common/money';
import { upgradePathFor, type UpgradeOffer } from '../../../../common/upgrades';
import { Button } from '../../../components/ui/button';
import { useUpgradeOffers } from '../api';

function UpgradeOfferCard({
  offer,
  currentProductName,
  token,
}: {
  offer: UpgradeOffer;
  currentProductName: string;
  token: string;
}) {
  return (
    <li className="grid gap-3 rounded-lg border border-gold/30 bg-surface px-4 py-4">
      <div>
        <h3 className="text-lg font-semibold text-foreground">{offer.productName}</h3>
        <p className="text-gold-bright">{offer.tagline}</p>
      </div>
      <p>
        You pay <strong className="font-semibold text-foreground">{formatUsd(offer.price)}</strong>{' '}
        now (the difference from {currentProductName}); normally {formatUsd(offer.fullPrice)}.
      </p>
      <UpgradeAdds offer={offer} className="gap-1.5" />
      <Button asChild className="justify-self-start">
        <Link href={upgradePathFor(offer.productId, token)}>Upgrade to {offer.productName}</Link>
      </Button>
    </li>
  );
}

/**
 * "Upgrade your reading" on the order page: the higher readings at the difference in price,
 * while they are offered. Nothing at all when there is none, or when they cannot be read.
 */
export function UpgradeOffers({ token }: { token: string }) {
  const { data: view } = useUpgradeOffers(token);
  if (!view || view.offers.length === 0) return null;
  return (
    <section aria-labelledby="upgrade-heading" className="border-t border-border pt-6">
      <h2 id="upgrade-heading" className="flex items-center gap-2 text-xl font-semibold">
        <CircleArrowUp className="size-5 text-gold" aria-hidden />
        Upgrade your reading
      </h2>
      <div className="mt-3 grid gap-4 leading-relaxed text-muted">
        <p>
          {view.openUntil
            ? `Upgrades are offered until ${formatDay(view.openUntil, viewerZone())}. `
            : null}
          You pay only the difference in price, and everything already delivered stays yours.
        </p>
        <ul className="grid gap-4">
          {view.offers.map((offer) => (
            <UpgradeOfferCard
              key={offer.productId}
              offer={offer}
              currentProductName={view.currentProductName}
              token={token}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
