import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  adminAffiliateMessages,
  recordPayoutInputSchema,
  type AdminLedgerEntry,
  type RecordPayoutInput,
} from '../../../../common/admin-affiliates';
import { formatCents } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useRecordPayout } from '../api/affiliate-mutations';
import { CommissionStatusBadge } from '../shared/commission-badge';
import { formatAdminDate, productNameOf, shortOrderId } from '../shared/format';
import { Section } from '../shared/section';
import { RowList } from './row-list';
import { PayoutFields, todayIso } from './payout-fields';

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
  const form = useForm<RecordPayoutInput>({
    resolver: zodResolver(recordPayoutInputSchema),
    defaultValues: { entryIds: [], paidOn: todayIso(), reference: '' },
  });
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

  const send = form.handleSubmit((values) =>
    record.mutateAsync(values).then(
      () => {
        toast({ title: 'Success', description: adminAffiliateMessages.payoutRecorded });
        setExcluded(new Set());
        form.reset({ entryIds: [], paidOn: todayIso(), reference: '' });
      },
      (failure: unknown) =>
        reportMutationError(failure, { form, fallback: 'Failed to record the payout' }),
    ),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The chosen entries are the ticked boxes of the list above, not a field of the form.
    form.setValue(
      'entryIds',
      chosen.map((entry) => entry.id),
    );
    void send(event);
  }

  return (
    <Section title="Commissions">
      <RowList items={ledger} keyOf={(entry) => entry.id} emptyText="No commissions yet.">
        {(entry) => (
          <>
            {entry.status === 'payable' ? (
              <input
                type="checkbox"
                className="size-4 accent-gold"
                checked={!excluded.has(entry.id)}
                onChange={() => toggle(entry.id)}
                aria-label={`Include ${formatCents(entry.amountCents)} of order ${shortOrderId(entry.purchaseId)} in the payout`}
              />
            ) : null}
            <span className="font-semibold">{formatCents(entry.amountCents)}</span>
            <CommissionStatusBadge status={entry.status} />
            <span className="text-muted">
              {entry.kind === 'reversal'
                ? 'Reversal'
                : `${Number(entry.commissionRate)}% of ${formatCents(entry.saleCents)}`}{' '}
              · {productNameOf(entry.productId)} ·{' '}
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
          </>
        )}
      </RowList>
      {payable.length > 0 ? (
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Record a payout"
            className="mt-6 grid gap-3 border-t border-border pt-4"
          >
            <h3 className="font-sans text-base font-semibold">
              Record a payout of {formatCents(total)} ({chosen.length} of {payable.length} payable)
            </h3>
            <PayoutFields />
            {form.formState.errors.entryIds ? (
              <p role="alert" className="text-sm text-red-300">
                {form.formState.errors.entryIds.message}
              </p>
            ) : null}
            <Button type="submit" className="w-fit" disabled={record.isPending || total <= 0}>
              {record.isPending ? 'Recording...' : 'Record payout'}
            </Button>
          </form>
        </FormProvider>
      ) : null}
    </Section>
  );
}
