import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

export interface PayoutFieldValues {
  paidOn: string;
  reference: string;
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The date the money went out and the bank or PayPal reference, shared by both payout forms:
 * each wraps them in its react-hook-form `FormProvider`.
 */
export function PayoutFields() {
  const { register, formState } = useFormContext<PayoutFieldValues>();
  return (
    <>
      <FormField label="Paid on" error={formState.errors.paidOn?.message}>
        <Input type="date" {...register('paidOn')} />
      </FormField>
      <FormField
        label="Reference"
        error={formState.errors.reference?.message}
        hint="The bank transfer or PayPal batch reference"
      >
        <Input {...register('reference')} />
      </FormField>
    </>
  );
}
