import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCodes } from '../../../common/error-codes';
import type {
  StartUpgradeInput,
  StartUpgradeReply,
  UpgradeOffers,
  UpgradePaidInput,
  UpgradePaidReply,
} from '../../../common/upgrades';
import { apiRequest, isApiError } from '../../lib/api-client';

/** The upgrades an order may still take, by the token of its private link. */
export function getUpgradeOffers(token: string): Promise<UpgradeOffers> {
  return apiRequest<UpgradeOffers>('POST', '/api/upgrades/offers', { token });
}

export function upgradeOffersQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['upgrade-offers', token],
    queryFn: () => getUpgradeOffers(token),
    // Offers close with time and change with the order: shown from the cache at once (the order
    // page's, on the upgrade page), and read again behind it.
    staleTime: 0,
  });
}

/** The order's offers; idle while the address holds no token. */
export function useUpgradeOffers(token: string | null) {
  return useQuery({ ...upgradeOffersQueryOptions(token ?? ''), enabled: token !== null });
}

/** Opens the payment of one upgrade, for the amount the page shows (the server checks it). */
export function startUpgrade(input: StartUpgradeInput): Promise<StartUpgradeReply> {
  return apiRequest<StartUpgradeReply>('POST', '/api/upgrades', input);
}

export function useStartUpgrade(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startUpgrade,
    // Closed, refunded or repriced meanwhile: the page reads the offers again and shows what is left.
    onError: (error) => {
      if (isApiError(error, errorCodes.conflict)) {
        void queryClient.invalidateQueries({ queryKey: upgradeOffersQueryOptions(token).queryKey });
      }
    },
  });
}

/** Tells the server the card went through; it asks the provider before it upgrades the order. */
export function reportUpgradePaid(input: UpgradePaidInput): Promise<UpgradePaidReply> {
  return apiRequest<UpgradePaidReply>('POST', '/api/upgrades/paid', input);
}

export function useReportUpgradePaid(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportUpgradePaid,
    // The order is now the higher product: its offers are read afresh on the next page that shows them.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: upgradeOffersQueryOptions(token).queryKey,
        refetchType: 'none',
      }),
  });
}
