import type { GiftClaimView } from '../../../../common/gifts';
import { linkQueryOptions, useLinkQuery } from '../../../lib/link-query';

/** The gift as its recipient sees it before claiming, by the token of the gift e-mail's link. */
const giftClaimUrl = '/api/gifts/claim/view';

export function giftClaimQueryOptions(token: string) {
  return linkQueryOptions<GiftClaimView>(giftClaimUrl, token);
}

/** The claim page's view; idle while the address holds no token. */
export function useGiftClaim(token: string | null) {
  return useLinkQuery<GiftClaimView>(giftClaimUrl, token);
}
