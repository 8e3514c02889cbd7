import { BadgeCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

/** What the referral lookup (`GET /api/referral/{code}`) tells the cart about a valid code. */
export interface AppliedReferral {
  code: string;
  affiliateName: string;
}

/**
 * The cart's applied-referral box (docs/product.md §2, "Cart page"), in the spec's words. It
 * renders nothing without a referral the server has checked.
 */
export function ReferralNotice({
  referral,
  className,
}: {
  referral?: AppliedReferral;
  className?: string;
}) {
  if (!referral) return null;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm',
        className,
      )}
    >
      <BadgeCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
      <p>
        <span className="font-semibold">Referral Applied!</span> You&apos;ll earn a commission
        through {referral.affiliateName}&apos;s referral
      </p>
    </div>
  );
}
