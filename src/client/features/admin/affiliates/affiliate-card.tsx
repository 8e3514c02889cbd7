import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminAffiliate } from '../../../../common/admin-affiliates';
import { formatCents } from '../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ContactLine } from '../shared/contact-line';

/** Whether the affiliate's code counts and they may sign in. */
export function AffiliateActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="outline">Inactive</Badge>
  );
}

/** One affiliate in the tab: who, code and rate, and what they have brought and earned. */
export function AffiliateCard({ affiliate }: { affiliate: AdminAffiliate }) {
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-sans text-base font-semibold">{affiliate.name}</h2>
          <ContactLine kind="email" value={affiliate.email} />
        </div>
        <div className="flex flex-wrap gap-2">
          <AffiliateActiveBadge isActive={affiliate.isActive} />
          {affiliate.hasPassword ? null : <Badge variant="warning">Invited</Badge>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Figure label="Code">
          <code>{affiliate.referralCode}</code>
        </Figure>
        <Figure label="Rate">{Number(affiliate.commissionRate)}%</Figure>
        <Figure label="Visits">{affiliate.visits}</Figure>
        <Figure label="Sales">{affiliate.sales}</Figure>
        <Figure label="Pending">{formatCents(affiliate.pendingCents)}</Figure>
        <Figure label="Payable">
          <span className="font-semibold text-gold-bright">
            {formatCents(affiliate.payableCents)}
          </span>
        </Figure>
        <Figure label="Paid">{formatCents(affiliate.paidCents)}</Figure>
      </dl>
      <Button asChild variant="outline" size="sm" className="w-fit">
        <Link href={`/admin/affiliate/${affiliate.id}`} aria-label={`Manage ${affiliate.name}`}>
          Manage
        </Link>
      </Button>
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
