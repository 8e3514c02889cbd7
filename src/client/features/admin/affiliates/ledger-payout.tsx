import { useState, type FormEvent } from 'react';
import {
  adminAffiliateMessages,
  centsToDollars,
  recordPayoutInputSchema,
  type AdminLedgerEntry,
} from '../../../../common/admin-affiliates';
import { products } from '../../../../common/catalogue';
import { formatUsd } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../../../lib/api-client';
import { useRecordPayout } from '../api/affiliate-mutations';
import { CommissionStatusBadge } from '../shared/commission-badge';
import { formatAdminDate, shortOrderId } from '../shared/format';
import { Section } from '../shared/section';
import { fieldErrorsOfFailure, fieldErrorsOfIssues, type FieldErrors } from './form-errors';
import { PayoutFields, todayIso, type PayoutFieldValues } from './payout-fields';

const usd = (cents: number) => formatUsd(centsToDollars(cents));
const productName = (id: number) => products.find((product) => product.id === id)?.name ?? `#${id}`;

/**
 * The commission ledger with statuses; payable entries can be chosen (all by default, so a
 * payable reversal comes off) and recorded as one payout.
 */
export function LedgerPayout({
  affiliateId,
  ledger,
}: {
  affiliateId: string;
  ledger: AdminLedgerEntry[];
}) {
  const payable = ledger.filter((entry) => entry.status === 'payable');
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [payout, setPayout] = useState<PayoutFieldValues>({ paidOn: todayIso(), reference: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useRecordPayout(affiliateId);
  const chosen = payable.filter((entry) => !excluded.has(entry.id));
  const total = chosen.reduce((sum, entry) => sum + entry.amountCents, 0);

  function toggle(id: string) {
    setExcluded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = recordPayoutInputSchema.safeParse({
      entryIds: chosen.map((entry) => entry.id),
      ...payout,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error));
      return;
    }
    setErrors({});
    record.mutateAsync(parsed.data).then(
      () => {
        toast({ title: 'Success', description: adminAffiliateMessages.payoutRecorded });
        setExcluded(new Set());
        setPayout({ paidOn: todayIso(), reference: '' });
      },
      (failure: unknown) => {
        setErrors(fieldErrorsOfFailure(failure));
        toast({
          title: 'Error',
          description: messageOf(failure, 'Failed to record the payout'),
          variant: 'destructive',
        });
      },
    );
  }

  return (
    <Section title="Commissions">
      {ledger.length === 0 ? (
        <p className="text-muted">No commissions yet.</p>
      ) : (
        <ul className="grid gap-2">
          {ledger.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm"
            >
              {entry.status === 'payable' ? (
                <input
                  type="checkbox"
                  className="size-4 accent-gold"
                  checked={!excluded.has(entry.id)}
                  onChange={() => toggle(entry.id)}
                  aria-label={`Include ${usd(entry.amountCents)} of order ${shortOrderId(entry.purchaseId)} in the payout`}
                />
              ) : null}
              <span className="font-semibold">{usd(entry.amountCents)}</span>
              <CommissionStatusBadge status={entry.status} />
              <span className="text-muted">
                {entry.kind === 'reversal'
                  ? 'Reversal'
                  : `${Number(entry.commissionRate)}% of ${usd(entry.saleCents)}`}{' '}
                · {productName(entry.productId)} ·{' '}
                <a
                  href={`/admin/purchase/${entry.purchaseId}`}
                  className="text-gold underline-offset-4 hover:underline"
                >
                  {shortOrderId(entry.purchaseId)}
                </a>
              </span>
              <span className="ml-auto text-xs text-muted">
                {entry.status === 'pending'
                  ? `payable from ${formatAdminDate(entry.payableAt)}`
                  : formatAdminDate(entry.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {payable.length > 0 ? (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Record a payout"
          className="mt-6 grid gap-3 border-t border-border pt-4"
        >
          <h3 className="font-sans text-base font-semibold">
            Record a payout of {usd(total)} ({chosen.length} of {payable.length} payable)
          </h3>
          <PayoutFields
            values={payout}
            errors={errors}
            onChange={(change) => setPayout((previous) => ({ ...previous, ...change }))}
          />
          {errors.entryIds ? (
            <p role="alert" className="text-sm text-red-300">
              {errors.entryIds}
            </p>
          ) : null}
          <Button type="submit" className="w-fit" disabled={record.isPending || total <= 0}>
            {record.isPending ? 'Recording...' : 'Record payout'}
          </Button>
        </form>
      ) : null}
    </Section>
  );
}
