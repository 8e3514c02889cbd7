import { Check } from 'lucide-react';
import type { UpgradeOffer } from '../../../../common/upgrades';
import { cn } from '../../../lib/cn';

/** What a higher reading adds to the order, one ticked line each; nothing when it adds none. */
export function UpgradeAdds({ offer, className }: { offer: UpgradeOffer; className?: string }) {
  if (offer.adds.length === 0) return null;
  return (
    <ul className={cn('grid text-sm', className)} aria-label={`What ${offer.productName} adds`}>
      {offer.adds.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
