import { HandCoins } from 'lucide-react';
import { affiliateTerms, formatCommissionRate } from '../../../../common/affiliate-terms';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** The affiliate's rate and payout terms, in the words of their invitation. */
export function ProgrammeTerms({ commissionRate }: { commissionRate: number }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <HandCoins className="size-5 text-gold" aria-hidden />
          Your terms: {formatCommissionRate(commissionRate)} commission
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm leading-relaxed text-muted">
          {affiliateTerms(commissionRate).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
