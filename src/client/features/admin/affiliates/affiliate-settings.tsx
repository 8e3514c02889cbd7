import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminAffiliateMessages, type AdminAffiliate } from '../../../../common/admin-affiliates';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useUpdateAffiliate } from '../api/affiliate-mutations';
import { Section } from '../shared/section';
import { affiliateRateFormSchema, type AffiliateRateFormValues } from './affiliate-form-schemas';

/** The rate future orders get (orders keep their snapshot), and deactivate or reactivate. */
export function AffiliateSettings({ affiliate }: { affiliate: AdminAffiliate }) {
  const update = useUpdateAffiliate(affiliate.id);
  const form = useForm<AffiliateRateFormValues, unknown, { commissionRate: number }>({
    resolver: zodResolver(affiliateRateFormSchema),
    defaultValues: { commissionRate: String(Number(affiliate.commissionRate)) },
  });

  function save(change: { commissionRate?: number; isActive?: boolean }) {
    update.mutateAsync(change).then(
      () => toast({ title: 'Success', description: adminAffiliateMessages.updated }),
      (failure: unknown) =>
        reportMutationError(failure, { form, fallback: 'Failed to update the affiliate' }),
    );
  }

  const onSubmit = form.handleSubmit((values) => save(values));

  return (
    <Section title="Settings">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <FormField
          label="Commission rate (%)"
          error={form.formState.errors.commissionRate?.message}
          hint={adminAffiliateMessages.rateIsSnapshot}
        >
          <Input inputMode="decimal" {...form.register('commissionRate')} />
        </FormField>
        <Button type="submit" className="w-fit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save rate'}
        </Button>
      </form>
      <div className="mt-6 grid gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted">
          {affiliate.isActive
            ? 'Active: the referral code works and the affiliate can sign in.'
            : 'Inactive: the referral code no longer counts and the affiliate cannot sign in. Earned commissions are still paid.'}
        </p>
        <Button
          variant={affiliate.isActive ? 'destructive' : 'outline'}
          className="w-fit"
          disabled={update.isPending}
          onClick={() => save({ isActive: !affiliate.isActive })}
        >
          {affiliate.isActive ? 'Deactivate' : 'Reactivate'}
        </Button>
      </div>
    </Section>
  );
}
