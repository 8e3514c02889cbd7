import { Link } from 'wouter';
import type { AdminOrderReferral } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { CommissionStatusBadge } from '../shared/commission-badge';
import { Detail, DetailList } from '../shared/detail-list';
import { formatAdminDate } from '../shared/format';
import { Section } from '../shared/section';

/** The referral an order was bought through: code, affiliate, rate snapshot, commission. */
export function ReferralPanel({ referral }: { referral: AdminOrderReferral }) {
  return (
    <Section title="Referral">
      {referral.isSelfReferral ? (
        <p className="mb-4">
          <Badge variant="warning">Self-referral</Badge>{' '}
          <span className="text-sm text-muted">
            The buyer is the referring affiliate, so no commission was earned.
          </span>
        </p>
      ) : null}
      <DetailList>
        <Detail label="Referral code">
          <code>{referral.code ?? '—'}</code>
        </Detail>
        <Detail label="Affiliate">
          {referral.affiliateId ? (
            <Link
              href={`/admin/affiliate/${referral.affiliateId}`}
              className="text-gold underline-offset-4 hover:underline"
            >
              {referral.affiliateName ?? 'Affiliate'}
            </Link>
          ) : (
            '—'
          )}
        </Detail>
        <Detail label="Rate at the time of the order">
          {referral.commissionRate ? `${Number(referral.commissionRate)}%` : '—'}
        </Detail>
        <Detail label="Commission">
          {referral.commission ? (
            <span className="flex flex-wrap items-center gap-2">
              {formatCents(referral.commission.amountCents)}
              <CommissionStatusBadge status={referral.commission.status} />
              {referral.commission.status === 'pending' ? (
                <span className="text-sm text-muted">
                  payable from {formatAdminDate(referral.commission.payableAt)}
                </span>
              ) : null}
            </span>
          ) : (
            'None'
          )}
        </Detail>
      </DetailList>
    </Section>
  );
}
