import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { FieldErrors } from './form-errors';

export interface PayoutFieldValues {
  paidOn: string;
  reference: string;
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The date the money went out and the bank or PayPal reference, shared by both payout forms. */
export function PayoutFields({
  values,
  errors,
  onChange,
}: {
  values: PayoutFieldValues;
  errors: FieldErrors;
  onChange: (change: Partial<PayoutFieldValues>) => void;
}) {
  return (
    <>
      <FormField label="Paid on" error={errors.paidOn}>
        <Input
          type="date"
          value={values.paidOn}
          onChange={(event) => onChange({ paidOn: event.target.value })}
        />
      </FormField>
      <FormField
        label="Reference"
        error={errors.reference}
        hint="The bank transfer or PayPal batch reference"
      >
        <Input
          value={values.reference}
          onChange={(event) => onChange({ reference: event.target.value })}
        />
      </FormField>
    </>
  );
}
