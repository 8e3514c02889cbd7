import { Download } from 'lucide-react';
import type { AdminPayout } from '../../../../common/admin-affiliates';
import { formatCents } from '../../../../common/money';
import { payoutCsvUrl } from '../api/affiliate-mutations';
import { formatAdminDate } from '../shared/format';
import { Section } from '../shared/section';

/** Payouts recorded for the affiliate, newest first, each downloadable for the bank. */
export function PayoutList({ payouts }: { payouts: AdminPayout[] }) {
  return (
    <Section title="Payouts">
      {payouts.length === 0 ? (
        <p className="text-muted">No payouts yet.</p>
      ) : (
        <ul className="grid gap-2">
          {payouts.map((payout) => (
            <li
              key={payout.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm"
            >
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
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
