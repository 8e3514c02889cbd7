import { CircleCheck, Hourglass, RotateCcw, type LucideIcon } from 'lucide-react';
import { giftMessages, type GiftState } from '../../../../common/gifts';
import { LinkDeadEnd } from '../../../components/layout/private-link-page';

const closedGifts: Partial<Record<GiftState, { icon: LucideIcon; title: string; text: string }>> = {
  claimed: {
    icon: CircleCheck,
    title: 'Already claimed',
    text: `${giftMessages.alreadyClaimed} The reading’s e-mails went to the address given when it was claimed: its order page is linked from them.`,
  },
  refunded: { icon: RotateCcw, title: 'Gift refunded', text: giftMessages.refunded },
  scheduled: {
    icon: Hourglass,
    title: 'Not here yet',
    text: `${giftMessages.notDelivered} The gift e-mail brings its link on the day chosen for it.`,
  },
};

/** A gift that cannot be claimed (any more, or yet) says why; null for one that can. */
export function ClosedGift({ state, supportEmail }: { state: GiftState; supportEmail: string }) {
  const closed = closedGifts[state];
  if (!closed) return null;
  return (
    <LinkDeadEnd icon={closed.icon} title={closed.title} supportEmail={supportEmail}>
      {closed.text}
    </LinkDeadEnd>
  );
}
