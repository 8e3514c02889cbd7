import type { ReactElement, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PersonInput } from '../../../common/person';
import { FormField } from '../ui/form-field';
import { meridiemOptions, monthOptions } from './birth-options';
import { BirthTimeFields } from './birth-time-unknown';
import { OptionSelect } from './option-list';
import { BirthLocationField, ContactFields, type BlankMessagesProps } from './person-fields';

/** The numeric parts, each form's own way: typed numbers at checkout, lists on the free form. */
export type BirthNumberControls = Record<
  'birthDay' | 'birthYear' | 'birthHour' | 'birthMinute',
  ReactElement<Record<string, unknown>>
>;

/**
 * A person form's fields in reading order: contact, birth date, birth time (or the box for an
 * unknown time), birthplace. Month and AM/PM are always chosen from a list, each field has its
 * own visible label.
 */
export function PersonBirthFields({
  form,
  controls,
  dateGridClassName,
  timeNote,
  blankMessages,
}: BlankMessagesProps & {
  form: UseFormReturn<PersonInput>;
  controls: BirthNumberControls;
  /** The date row's columns: month, day and year share it on wide screens. */
  dateGridClassName: string;
  /** A line under the time fields, gone with them when the time is unknown. */
  timeNote?: ReactNode;
}) {
  const { errors } = form.formState;
  return (
    <>
      <ContactFields form={form} blankMessages={blankMessages} />
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 font-display text-xl text-gold-bright">Birth date</legend>
        <div className={dateGridClassName}>
          <FormField
            label="Birth Month"
            error={errors.birthMonth?.message}
            emptyMessage={blankMessages?.birthMonth}
            className="col-span-2 sm:col-span-1"
          >
            <OptionSelect
              options={monthOptions}
              placeholder="Month"
              {...form.register('birthMonth')}
            />
          </FormField>
          <FormField
            label="Birth Day"
            error={errors.birthDay?.message}
            emptyMessage={blankMessages?.birthDay}
          >
            {controls.birthDay}
          </FormField>
          <FormField
            label="Birth Year"
            error={errors.birthYear?.message}
            emptyMessage={blankMessages?.birthYear}
          >
            {controls.birthYear}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 font-display text-xl text-gold-bright">Birth time</legend>
        <BirthTimeFields form={form}>
          <div className="grid grid-cols-3 gap-4">
            <FormField
              label="Birth Hour"
              error={errors.birthHour?.message}
              emptyMessage={blankMessages?.birthHour}
            >
              {controls.birthHour}
            </FormField>
            <FormField
              label="Birth Minute"
              error={errors.birthMinute?.message}
              emptyMessage={blankMessages?.birthMinute}
            >
              {controls.birthMinute}
            </FormField>
            <FormField
              label="AM/PM"
              error={errors.ampm?.message}
              emptyMessage={blankMessages?.ampm}
            >
              <OptionSelect options={meridiemOptions} placeholder="–" {...form.register('ampm')} />
            </FormField>
          </div>
          {timeNote}
        </BirthTimeFields>
      </fieldset>
      <BirthLocationField form={form} blankMessages={blankMessages} />
    </>
  );
}
