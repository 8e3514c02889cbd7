import type { AdminOrderGift } from '../../../../common/admin';
import { formatZoneName } from '../../../../common/format';
import { Badge } from '../../../components/ui/badge';
import { Detail, DetailList } from '../shared/detail-list';
import { formatAdminDate } from '../shared/format';
import { Section } from '../shared/section';

const stateWords: Record<AdminOrderGift['state'], string> = {
  scheduled: 'Waiting for its day',
  delivered: 'Sent, not claimed yet',
  claimed: 'Claimed',
  refunded: 'Refunded',
};

/**
 * A gift's two people (decision 356): the buyer, who paid and is refunded, and the recipient,
 * who claims it and is then the order's customer; the day it goes and where it stands.
 */
export function GiftPanel({ gift }: { gift: AdminOrderGift }) {
  return (
    <Section title="Gift">
      <p className="mb-4 flex flex-wrap items-center gap-2">
        <Badge variant={gift.state === 'claimed' ? 'success' : 'default'}>
          {stateWords[gift.state]}
        </Badge>
        <span className="text-sm text-muted">
          Refunds and the receipt go to the buyer; the reading goes to the recipient once claimed.
        </span>
      </p>
      <DetailList>
        <Detail label="Bought by">
          {gift.buyerName} · <span className="break-all">{gift.buyerEmail || '—'}</span>
        </Detail>
        <Detail label="For">
          {gift.recipientName} · <span className="break-all">{gift.recipientEmail || '—'}</span>
        </Detail>
        <Detail label="Goes out">
          {formatAdminDate(gift.deliverAt)} ({formatZoneName(gift.timeZone)})
        </Detail>
        <Detail label="Sent">{gift.deliveredAt ? formatAdminDate(gift.deliveredAt) : '—'}</Detail>
        <Detail label="Claimed">{gift.claimedAt ? formatAdminDate(gift.claimedAt) : '—'}</Detail>
        <Detail label="Gift e-mail version">{String(gift.version)}</Detail>
      </DetailList>
    </Section>
  );
}
