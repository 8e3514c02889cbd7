import { Download } from 'lucide-react';
import type { AdminPayout } from '../../../../common/admin-affiliates';
import { formatCents } from '../../../../common/money';
import { payoutCsvUrl } from '../api/affiliate-mutations';
import { formatAdminDate } from '../shared/format';
import { Section } from '../shared/section';
import { RowList } from './row-list';

/** Payouts recorded for the affiliate, newest first, each downloadable for the bank. */
export function PayoutList({ payouts }: { payouts: AdminPayout[] }) {
  return (
    <Section title="Payouts">
      <RowList items={payouts} keyOf={(payout) => payout.id} emptyText="No payouts yet.">
        {(payout) => (
          <>
            <span className="font-semibold">{formatCents(payout.amountCents)}</span>
            <span>{formatAdminDate(`${payout.paidOn}T12:00:00Z`)}</span>
            <span className="break-all text-muted">Ref. {payout.reference}</span>
            <span className="text-muted">
              {payout.entryCount} entr{payout.entryCount === 1 ? 'y' : 'ies'}
            </span>
            <a
              href={payoutCsvUrl([payout.id])}
              download
              className="ml-auto inline-flex items-center gap-1 text-gold underline-offset-4 hover:underline"
            >
              <Download className="size-4" aria-hidden />
              CSV
            </a>
          </>
        )}
      </RowList>
    </Section>
  );
}
