import { FileCheck, Lock, ShieldCheck } from 'lucide-react';
import { findProduct, guaranteeName } from '../../../../common/catalogue';
import { UpgradeAdds } from './upgrade-adds';
import { formatUsd } from '../../../../common/money';
import type { UpgradeOffer, UpgradeOffers } from '../../../../common/upgrades';

/** From what the order is to what it becomes, what that adds, and what it costs now. */
export function UpgradeSummary({ offers, offer }: { offers: UpgradeOffers; offer: UpgradeOffer }) {
  const product = findProduct(offer.productId);
  const line = 'mt-3 flex items-start gap-2 text-sm text-muted';
  return (
    <aside
      aria-label="Upgrade summary"
      className="rounded-xl border border-gold/30 bg-surface-raised p-6"
    >
      <p className="text-sm font-semibold tracking-widest text-gold uppercase">Your upgrade</p>
      <h1 className="mt-2 text-4xl font-semibold text-balance">{offer.productName}</h1>
      <p className="mt-1 text-gold-bright">{offer.tagline}</p>
      <p className="mt-3 text-muted">
        From {offers.currentProductName} to {offer.productName}
      </p>
      <p className="mt-5 font-display text-5xl font-semibold text-gold-bright">
        {formatUsd(offer.price)}
      </p>
      <p className="text-sm text-muted">
        The difference from {offers.currentProductName}; normally {formatUsd(offer.fullPrice)}.
      </p>
      <UpgradeAdds offer={offer} className="mt-6 gap-2 border-t border-border pt-5" />
      <p className={`${line} mt-5`}>
        <FileCheck className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>Documents you already have stay yours.</span>
      </p>
      {product ? (
        <p className={line}>
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          <span>{guaranteeName(product)}</span>
        </p>
      ) : null}
      <p className={line}>
        <Lock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>
          Your card details go straight to the payment provider over an encrypted connection.
        </span>
      </p>
    </aside>
  );
}
