import type { UseFormReturn } from 'react-hook-form';
import {
  EARLIEST_BIRTH_YEAR,
  LATEST_CHECKOUT_YEAR,
  type PersonInput,
} from '../../../common/person';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { meridiemOptions, monthOptions } from './birth-options';
import { OptionList } from './option-list';
import { BirthTimeFields } from './birth-time-unknown';
import { BirthLocationField, ContactFields } from './person-fields';

/** Typing digits into a number field: no spinner-wheel surprises, numeric keypad on phones. */
const numberProps = { type: 'number', inputMode: 'numeric', step: 1 } as const;

/**
 * The person part of the checkout (docs/product.md §5), and of a gift's claim, where the
 * recipient gives their own birth: number inputs for day, year, hour and
 * minute, a month dropdown and an AM/PM choice, each with its own visible label, and the box for
 * a buyer who does not know their birth time.
 */
export function CheckoutPersonFields({ form }: { form: UseFormReturn<PersonInput> }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      <ContactFields form={form} />
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 font-display text-xl text-gold-bright">Birth date</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1.4fr_1fr_1fr]">
          <FormField
            label="Birth Month"
            error={errors.birthMonth?.message}
            className="col-span-2 sm:col-span-1"
          >
            <NativeSelect {...form.register('birthMonth')}>
              <OptionList options={monthOptions} placeholder="Month" />
            </NativeSelect>
          </FormField>
          <FormField label="Birth Day" error={errors.birthDay?.message}>
            <Input
              {...numberProps}
              min={1}
              max={31}
              placeholder="DD"
              {...form.register('birthDay')}
            />
          </FormField>
          <FormField label="Birth Year" error={errors.birthYear?.message}>
            <Input
              {...numberProps}
              min={EARLIEST_BIRTH_YEAR}
              max={LATEST_CHECKOUT_YEAR}
              placeholder="YYYY"
              {...form.register('birthYear')}
            />
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 font-display text-xl text-gold-bright">Birth time</legend>
        <BirthTimeFields form={form}>
          <div className="grid grid-cols-3 gap-4">
            <FormField label="Birth Hour" error={errors.birthHour?.message}>
              <Input
                {...numberProps}
                min={1}
                max={12}
                placeholder="1-12"
                {...form.register('birthHour')}
              />
            </FormField>
            <FormField label="Birth Minute" error={errors.birthMinute?.message}>
              <Input
                {...numberProps}
                min={0}
                max={59}
                placeholder="0-59"
                {...form.register('birthMinute')}
              />
            </FormField>
            <FormField label="AM/PM" error={errors.ampm?.message}>
              <NativeSelect {...form.register('ampm')}>
                <OptionList options={meridiemOptions} placeholder="–" />
              </NativeSelect>
            </FormField>
          </div>
        </BirthTimeFields>
      </fieldset>
      <BirthLocationField form={form} />
    </div>
  );
}
