import type { UseFormReturn } from 'react-hook-form';
import { products } from '../../../../common/catalogue';
import type { DiscountCodeInput } from '../../../../common/discount-codes';
import { CodeInput } from '../../../components/ui/code-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { AffiliateOptions, useAffiliateChoices } from '../affiliates/affiliate-options';
import type { CodeFormValues } from './code-form-schema';

type CodeForm = UseFormReturn<CodeFormValues, unknown, DiscountCodeInput>;

const valueFieldOf = {
  percent: { label: 'Percentage off', hint: 'Whole, 1 to 90' },
  amount: { label: 'Amount off (USD)', hint: 'From 1 to 1,000 dollars' },
} as const;

/** The two limits: a whole number each, or empty for none. */
const limitFields = [
  {
    name: 'maxUses',
    label: 'Limit in all (optional)',
    hint: 'Uses by all customers together; empty: no limit',
  },
  {
    name: 'maxUsesPerCustomer',
    label: 'Limit per customer (optional)',
    hint: 'Counted by the buyer’s e-mail; empty: no limit',
  },
] as const;

/** The new code's fields: its name, what it takes off, for which readings, when and how often. */
export function CodeFormFields({ form }: { form: CodeForm }) {
  const { register, formState, watch } = form;
  const { errors } = formState;
  const valueField = valueFieldOf[watch('kind')];
  return (
    <>
      <FormField
        label="Code"
        error={errors.code?.message}
        hint="3 to 32 letters, digits or dashes, saved in capitals (e.g. SPRING-20)"
      >
        <CodeInput autoFocus {...register('code')} />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Input autoComplete="off" {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Discount type" error={errors.kind?.message}>
          <NativeSelect {...register('kind')}>
            <option value="percent">Percentage</option>
            <option value="amount">Amount off in USD</option>
          </NativeSelect>
        </FormField>
        <FormField label={valueField.label} error={errors.value?.message} hint={valueField.hint}>
          <Input inputMode="decimal" autoComplete="off" {...register('value')} />
        </FormField>
      </div>
      <ReadingsFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Starts on" error={errors.startsOn?.message} hint="A UTC day">
          <Input type="date" {...register('startsOn')} />
        </FormField>
        <FormField
          label="Ends on (optional)"
          error={errors.endsOn?.message}
          hint="The last UTC day it works"
        >
          <Input type="date" {...register('endsOn')} />
        </FormField>
      </div>
      {limitFields.map((limit) => (
        <FormField
          key={limit.name}
          label={limit.label}
          error={errors[limit.name]?.message}
          hint={limit.hint}
        >
          <Input inputMode="numeric" autoComplete="off" {...register(limit.name)} />
        </FormField>
      ))}
      <AffiliateField form={form} />
    </>
  );
}

/** Every reading, or the ones ticked. */
function ReadingsFields({ form }: { form: CodeForm }) {
  const { register, formState, watch } = form;
  const message = formState.errors.productIds?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Readings</legend>
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-gold" {...register('isForAllProducts')} />
        All readings
      </label>
      {watch('isForAllProducts') ? null : (
        <div className="grid gap-2 pl-6">
          {products.map((product) => (
            <label key={product.id} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={String(product.id)}
                className="size-4 accent-gold"
                {...register('productIds')}
              />
              {product.name}
            </label>
          ))}
        </div>
      )}
      {message ? (
        <p role="alert" className="text-sm text-red-300">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A code may count as one affiliate's referral: the newest 100 affiliates to choose from. */
function AffiliateField({ form }: { form: CodeForm }) {
  const affiliates = useAffiliateChoices();
  return (
    <FormField
      label="Affiliate (optional)"
      error={form.formState.errors.affiliateId?.message}
      hint="An order with this code counts as the affiliate’s referral"
    >
      <NativeSelect {...form.register('affiliateId')}>
        <option value="">None — the shop's own</option>
        <AffiliateOptions affiliates={affiliates} />
      </NativeSelect>
    </FormField>
  );
}
