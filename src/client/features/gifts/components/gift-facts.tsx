import type { ReactNode } from 'react';
import { formatCalendarDay, formatLongDayTime, viewerZone } from '../../../../common/format';
import type { GiftBuyerView } from '../../../../common/gifts';
import { formatUsd } from '../../../../common/money';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="min-w-0 font-semibold text-foreground [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

/** What was bought, for whom and when it goes out: never anything the recipient gave. */
export function GiftFacts({ gift }: { gift: GiftBuyerView }) {
  const zone = viewerZone();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      <Fact term="Reading">{gift.productName}</Fact>
      <Fact term="Amount paid">{formatUsd(gift.amount)}</Fact>
      <dt className="text-sm text-muted">Order reference</dt>
      <dd className="font-mono font-semibold tracking-wider text-gold-bright">{gift.reference}</dd>
      <Fact term="Recipient">{gift.recipientName}</Fact>
      <Fact term="Recipient's e-mail">{gift.recipientEmail}</Fact>
      <Fact term="Delivery date">{formatCalendarDay(gift.deliverOn, 'long')}</Fact>
      {gift.deliveredAt ? (
        <Fact term="Sent">{formatLongDayTime(gift.deliveredAt, zone)}</Fact>
      ) : gift.state === 'scheduled' ? (
        <Fact term="Goes out">{formatLongDayTime(gift.deliverAt, zone)}, your time</Fact>
      ) : null}
    </dl>
  );
}
