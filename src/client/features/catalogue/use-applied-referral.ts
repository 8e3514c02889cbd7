import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lookupReferral, useCurrentReferral } from './api/referral';
import type { AppliedReferral } from './referral-notice';

/**
 * The cart's referral (docs/product.md §4, "Cart"): the one this browser already keeps (the
 * first valid referral wins, and it is the one the order will carry), else the `?ref=` code
 * once the lookup says it is valid. A failed lookup is only logged.
 */
export function useAppliedReferral(codeInQuery: string | null): AppliedReferral | undefined {
  const current = useCurrentReferral();
  const lookup = useQuery({
    queryKey: ['referral-lookup', codeInQuery],
    queryFn: () => lookupReferral(codeInQuery ?? ''),
    enabled: Boolean(codeInQuery),
  });
  useEffect(() => {
    if (lookup.error) console.error('Referral lookup failed', lookup.error);
  }, [lookup.error]);

  if (current?.referral) return current.referral;
  if (codeInQuery && lookup.data?.valid) {
    return { code: codeInQuery.toUpperCase(), affiliateName: lookup.data.affiliateName };
  }
  return undefined;
}
