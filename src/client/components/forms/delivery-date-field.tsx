import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { formatZoneName } from '../../../common/format';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { deliveryDateLimits, deliveryTimeNote } from './gift-delivery';

type DeliveryDateFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'min' | 'max'
> & {
  ref?: Ref<HTMLInputElement>;
  /** The buyer's zone: the day's bounds and the hour are read in it. */
  timeZone: string;
  error?: string;
};

/**
 * A gift's delivery date: the browser's own date picker, from today to a year on in the buyer's
 * zone, with the hour the e-mail goes out said under it. Takes a form's registration.
 */
export function DeliveryDateField({ timeZone, error, ...input }: DeliveryDateFieldProps) {
  // Read once: the bounds stay put while the buyer fills in the form.
  const [limits] = useState(() => deliveryDateLimits(timeZone, new Date()));
  return (
    <FormField
      label="Delivery date"
      error={error}
      hint={deliveryTimeNote(formatZoneName(timeZone))}
    >
      <Input type="date" min={limits.earliest} max={limits.latest} {...input} />
    </FormField>
  );
}
