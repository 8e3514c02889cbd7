import { MapPinOff } from 'lucide-react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { PersonBlankMessages, PersonInput } from '../../../common/person';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PlaceInput } from './place-input';
import { usePlaceCheck } from './use-place-suggestions';

type PersonForm = UseFormReturn<PersonInput>;

/**
 * What a form that shows blank fields' messages before it is live gives its fields
 * (`FormField`'s `emptyMessage`); such a form calls `useEarlyMessagesUntilChecked`.
 */
export interface BlankMessagesProps {
  blankMessages?: PersonBlankMessages;
}

/** Full Name, Email and the optional Phone, as on every person form of the shop. */
export function ContactFields({ form, blankMessages }: { form: PersonForm } & BlankMessagesProps) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label="Full Name"
        error={errors.fullName?.message}
        emptyMessage={blankMessages?.fullName}
      >
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message} emptyMessage={blankMessages?.email}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" hint="Optional" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
      </div>
    </>
  );
}

function PlaceHint({ isUnrecognised, message }: { isUnrecognised: boolean; message: string }) {
  return (
    <>
      City, State/Country, e.g. Austin, Texas, United States
      {/* Announced when it appears; it warns and never stops the form being sent. */}
      <span aria-live="polite" className="block">
        {isUnrecognised ? (
          <span className="mt-1 flex items-start gap-1.5 text-sm text-warning">
            <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            {message}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * Birth Location: free text with place suggestions as the visitor types, and a note once
 * typing stops (or the field is left) when the text names no town we know.
 */
export function BirthLocationField({
  form,
  blankMessages,
}: { form: PersonForm } & BlankMessagesProps) {
  const location = useWatch({ control: form.control, name: 'birthLocation' });
  const check = usePlaceCheck(location ?? '');
  return (
    <Controller
      control={form.control}
      name="birthLocation"
      render={({ field, fieldState }) => (
        <FormField
          label="Birth Location"
          hint={
            <PlaceHint
              isUnrecognised={check.isUnrecognised && !fieldState.error}
              message={check.message}
            />
          }
          error={fieldState.error?.message}
          emptyMessage={blankMessages?.birthLocation}
        >
          <PlaceInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={() => {
              check.checkNow();
              field.onBlur();
            }}
            placeholder="Start typing your birth city"
          />
        </FormField>
      )}
    />
  );
}
