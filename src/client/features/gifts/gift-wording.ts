import { formatLongDay, viewerZone } from '../../../common/format';
import type { GiftBuyerView, GiftState } from '../../../common/gifts';
import { firstNameOf } from '../../components/forms/gift-delivery';

/** The buyer's gift page's heading, by where the gift stands. */
export function buyerHeadingOf(gift: Pick<GiftBuyerView, 'state' | 'recipientName'>): string {
  const name = firstNameOf(gift.recipientName) ?? 'them';
  const headings: Record<GiftState, string> = {
    scheduled: `Your gift for ${name} is booked`,
    delivered: `Your gift for ${name} has been sent`,
    claimed: `Your gift for ${name} has been claimed`,
    refunded: 'This gift was refunded',
  };
  return headings[gift.state];
}

/** The claimed gift's line: who claimed it and when, in the reader's zone. */
export function claimedSentence(
  gift: Pick<GiftBuyerView, 'recipientName' | 'claimedAt'>,
  timeZone = viewerZone(),
): string {
  const name = firstNameOf(gift.recipientName) ?? 'They';
  const when = gift.claimedAt ? ` on ${formatLongDay(gift.claimedAt, timeZone)}` : '';
  return `${name} claimed it${when}. Their reading is being prepared for them.`;
}

/** The claim page's heading: "Sam has given you Natal Chart Reading". */
export function claimHeadingOf(view: { fromName: string; productName: string }): string {
  return `${view.fromName.trim() || 'Someone'} has given you ${view.productName}`;
}
