import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  EARLIEST_BIRTH_YEAR,
  LATEST_CHECKOUT_YEAR,
  type PersonInput,
} from '../../../common/person';
import { Input } from '../ui/input';
import { PersonBirthFields } from './person-birth-fields';

/** Typing digits into a number field: no spinner-wheel surprises, numeric keypad on phones. */
function NumberInput(props: ComponentProps<typeof Input>) {
  return <Input type="number" inputMode="numeric" step={1} {...props} />;
}

/**
 * The person part of the checkout (docs/product.md §5), and of a gift's claim, where the
 * recipient gives their own birth: number inputs for day, year, hour and
 * minute, a month dropdown and an AM/PM choice, each with its own visible label, and the box for
 * a buyer who does not know their birth time.
 */
export function CheckoutPersonFields({ form }: { form: UseFormReturn<PersonInput> }) {
  return (
    <div className="grid gap-5">
      <PersonBirthFields
        form={form}
        dateGridClassName="grid grid-cols-2 gap-4 sm:grid-cols-[1.4fr_1fr_1fr]"
        controls={{
          birthDay: (
            <NumberInput min={1} max={31} placeholder="DD" {...form.register('birthDay')} />
          ),
          birthYear: (
            <NumberInput
              min={EARLIEST_BIRTH_YEAR}
              max={LATEST_CHECKOUT_YEAR}
              placeholder="YYYY"
              {...form.register('birthYear')}
            />
          ),
          birthHour: (
            <NumberInput min={1} max={12} placeholder="1-12" {...form.register('birthHour')} />
          ),
          birthMinute: (
            <NumberInput min={0} max={59} placeholder="0-59" {...form.register('birthMinute')} />
          ),
        }}
      />
    </div>
  );
}
