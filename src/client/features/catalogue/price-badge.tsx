import { badgeForPrice } from '../../../common/catalogue';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

// Higher levels read a little brighter; the word itself carries the meaning.
const levelClasses = {
  Essential: 'border-sky-300/40 bg-sky-400/10 text-sky-200',
  Premium: 'border-violet-300/40 bg-violet-400/10 text-violet-200',
  Elite: 'border-gold/50 bg-gold/15 text-gold-bright',
  Ultimate: 'border-gold bg-gold text-background',
} as const;

export function PriceBadge({ price, className }: { price: number; className?: string }) {
  const level = badgeForPrice(price);
  return <Badge className={cn(levelClasses[level], className)}>{level}</Badge>;
}
