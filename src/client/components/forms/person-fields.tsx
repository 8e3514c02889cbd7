import { Controller, type UseFormReturn } from 'react-hook-form';
import type { PersonInput } from '../../../common/person';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PlaceInput } from './place-input';

type PersonForm = UseFormReturn<PersonInput>;

/** Full Name, Email and the optional Phone, as on every person form of the shop. */
export function ContactFields({ form }: { form: PersonForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Full Name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" hint="Optional" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
      </div>
    </>
  );
}

/** Birth Location: free text with place suggestions as the visitor types. */
export function BirthLocationField({ form }: { form: PersonForm }) {
  return (
    <Controller
      control={form.control}
      name="birthLocation"
      render={({ field, fieldState }) => (
        <FormField
          label="Birth Location"
          hint="City, State/Country, e.g. Austin, Texas, United States"
          error={fieldState.error?.message}
        >
          <PlaceInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder="Start typing your birth city"
          />
        </FormField>
      )}
    />
  );
}
