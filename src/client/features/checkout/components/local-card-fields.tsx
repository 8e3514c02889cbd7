import { cardBrandOf, digitsOf, type CardField } from '../../../../common/checkout';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

interface LocalCardFieldsProps {
  values: CardValues;
  errors: Partial<Record<CardField, string>>;
  onChange: (field: CardField, value: string) => void;
}

/** `4242424242424242` -> `4242 4242 4242 4242` (American Express: 4-6-5). */
function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  const groups = cardBrandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let index = 0;
  for (const size of groups) {
    if (index >= digits.length) break;
    parts.push(digits.slice(index, index + size));
    index += size;
  }
  return parts.join(' ');
}

/** `1234` -> `12 / 34`, as Stripe's field shows it; a lone `4` becomes `04`. */
function formatExpiry(value: string, previous: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const isDeleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return isDeleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The test-mode card form: the three fields of Stripe's card form, labelled the same way. */
export function LocalCardFields({ values, errors, onChange }: LocalCardFieldsProps) {
  return (
    <div className="grid gap-4">
      <FormField label="Card number" error={errors.cardNumber}>
        <Input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={values.cardNumber}
          onChange={(event) => onChange('cardNumber', formatCardNumber(event.target.value))}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiration date" error={errors.expiry}>
          <Input
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={values.expiry}
            onChange={(event) =>
              onChange('expiry', formatExpiry(event.target.value, values.expiry))
            }
          />
        </FormField>
        <FormField label="Security code" error={errors.cvc}>
          <Input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={values.cvc}
            onChange={(event) => onChange('cvc', digitsOf(event.target.value).slice(0, 4))}
          />
        </FormField>
      </div>
    </div>
  );
}
