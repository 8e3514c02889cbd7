import type { AffiliateDashboard } from '../../../../common/affiliate';
import { formatCalendarDay } from '../../../../common/format';
import { formatCents } from '../../../../common/money';

const cell = 'px-3 py-2 text-left whitespace-nowrap';

export function PayoutsTable({ payouts }: { payouts: AffiliateDashboard['payouts'] }) {
  return (
    <section aria-labelledby="payouts-heading" className="grid gap-3">
      <h2 id="payouts-heading" className="text-xl font-semibold">
        Payouts
      </h2>
      {payouts.length === 0 ? (
        <p className="text-muted">No payouts yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border" tabIndex={0}>
          <table className="w-full min-w-[24rem] text-sm">
            <caption className="sr-only">Payouts sent to you</caption>
            <thead className="bg-surface text-muted">
              <tr>
                <th scope="col" className={cell}>
                  Date
                </th>
                <th scope="col" className={cell}>
                  Reference
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id} className="border-t border-border">
                  <td className={cell}>{formatCalendarDay(payout.paidOn)}</td>
                  <td className={cell}>{payout.reference}</td>
                  <td className={`${cell} text-right`}>{formatCents(payout.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
