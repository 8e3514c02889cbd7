import { ORDER_TOKEN_HEADER } from '../../../common/intake';
import { tokenOfHash } from '../../lib/hash-token';

/**
 * The order's private token when the questionnaire was opened from the order's e-mail or page
 * (`?purchase=<id>#token=<id>.<signature>`): a gift's questionnaire opens only with it, since its
 * buyer knows the order's id too. Only a token of this order is sent; the fragment itself never
 * leaves the browser except in this header.
 */
export function orderTokenFor(purchaseId: string, hash = currentHash()): string | null {
  const token = tokenOfHash(hash);
  return token?.toLowerCase().startsWith(`${purchaseId.trim().toLowerCase()}.`) ? token : null;
}

/** The headers of every intake request of this order. */
export function orderTokenHeaders(purchaseId: string): Record<string, string> {
  const token = orderTokenFor(purchaseId);
  return token ? { [ORDER_TOKEN_HEADER]: token } : {};
}

function currentHash(): string {
  return typeof window === 'undefined' ? '' : window.location.hash;
}
