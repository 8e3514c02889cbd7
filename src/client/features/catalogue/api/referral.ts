import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReferralLookup } from '../../../../common/affiliate';
import type { CurrentReferral, ReferralPurchaseReply } from '../../../../common/referral';
import type { ReferralPurchaseInput } from '../../../../common/referral-input';
import { apiRequest } from '../../../lib/api-client';
import { useCachedQueryData } from '../../../lib/use-cached-query-data';

export const currentReferralQueryKey = ['/api/referral'] as const;

/** The `?ref=` of the address the browser is on, if any. */
export function referralCodeInAddress(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('ref')?.trim() || null;
}

/**
 * The referral in force for this browser. On a page opened with `?ref=` this is the visit call,
 * which keeps the referral in the `astral_ref` cookie unless an earlier one is still in force
 * (first wins), and answers with whichever is; elsewhere it only asks.
 */
export function loadCurrentReferral(): Promise<CurrentReferral> {
  const code = referralCodeInAddress();
  return code
    ? apiRequest<CurrentReferral>('POST', '/api/referral/visit', { code })
    : apiRequest<CurrentReferral>('GET', '/api/referral');
}

/**
 * The shop layout's one call: every page opened with `?ref=` records the visit. A code that is
 * not valid is only logged (docs/product.md §8).
 */
export function useReferralVisit(code: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!code) return;
    queryClient
      .fetchQuery({ queryKey: currentReferralQueryKey, queryFn: loadCurrentReferral, staleTime: 0 })
      .catch((error: unknown) => console.error('Referral visit not recorded', error));
  }, [code, queryClient]);
}

/** The referral in force, from the shared cache: undefined until the first answer. */
export function useCurrentReferral(): CurrentReferral | undefined {
  return useCachedQueryData(currentReferralQueryKey, loadCurrentReferral);
}

/** `GET /api/referral/{code}` (docs/product.md §7): the cart checks its `?ref=` on load. */
export function lookupReferral(code: string): Promise<ReferralLookup> {
  return apiRequest<ReferralLookup>('GET', `/api/referral/${encodeURIComponent(code)}`);
}

/** `POST /api/referral/purchase`: where a referred buyer goes to pay. */
export function startReferralPurchase(
  input: ReferralPurchaseInput,
): Promise<ReferralPurchaseReply> {
  return apiRequest<ReferralPurchaseReply>('POST', '/api/referral/purchase', input);
}
