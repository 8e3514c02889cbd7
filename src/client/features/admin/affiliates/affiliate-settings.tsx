import { useState, type FormEvent } from 'react';
import {
  adminAffiliateMessages,
  updateAffiliateInputSchema,
  type AdminAffiliate,
} from '../../../../common/admin-affiliates';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../../../lib/api-client';
import { useUpdateAffiliate } from '../api/affiliate-mutations';
import { Section } from '../shared/section';
import { fieldErrorsOfFailure, fieldErrorsOfIssues, type FieldErrors } from './form-errors';

/** The rate future orders get (orders keep their snapshot), and deactivate or reactivate. */
export function AffiliateSettings({ affiliate }: { affiliate: AdminAffiliate }) {
  const update = useUpdateAffiliate(affiliate.id);
  const [rate, setRate] = useState(String(Number(affiliate.commissionRate)));
  const [errors, setErrors] = useState<FieldErrors>({});

  function save(change: { commissionRate?: number; isActive?: boolean }) {
    const parsed = updateAffiliateInputSchema.safeParse(change);
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error));
      return;
    }
    setErrors({});
    update.mutateAsync(parsed.data).then(
      () => toast({ title: 'Success', description: adminAffiliateMessages.updated }),
      (failure: unknown) => {
        setErrors(fieldErrorsOfFailure(failure));
        toast({
          title: 'Error',
          description: messageOf(failure, 'Failed to update the affiliate'),
          variant: 'destructive',
        });
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save({ commissionRate: rate.trim() === '' ? Number.NaN : Number(rate) });
  }

  return (
    <Section title="Settings">
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        <FormField
          label="Commission rate (%)"
          error={errors.commissionRate}
          hint={adminAffiliateMessages.rateIsSnapshot}
        >
          <Input
            inputMode="decimal"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
          />
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
