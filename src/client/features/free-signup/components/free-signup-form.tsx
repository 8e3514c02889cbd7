import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import {
  emptyPersonInput,
  freeSignupInputSchema,
  type FreeSignupInput,
} from '../../../../common/person';
import { freeSummaryCapMessages } from '../../../../common/free-signup';
import { pageRoutes } from '../../../../common/routes';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError, SOMETHING_WENT_WRONG } from '../../../lib/mutation-errors';
import { useEarlyChoices } from '../../../lib/early-choices';
import { USER_ID_STORAGE_KEY, useCreateFreeSignup } from '../api/create-free-signup';
import { freeSignupPrivacyPromise } from '../privacy-promise';
import {
  dayOptions,
  hourOptions,
  meridiemOptions,
  minuteOptions,
  monthOptions,
  yearOptions,
} from '../../../components/forms/birth-options';
import { OptionList } from '../../../components/forms/option-list';
import { BirthTimeFields } from '../../../components/forms/birth-time-unknown';
import { useFocusFirstInvalid } from '../../../components/forms/focus-first-invalid';
import { rememberPerson } from '../../../components/forms/remembered-person';
import { thankYouState } from '../thank-you-state';
import { BirthLocationField, ContactFields } from '../../../components/forms/person-fields';

export function FreeSignupForm() {
  const [, navigate] = useLocation();
  const mutation = useCreateFreeSignup();
  const form = useForm<FreeSignupInput>({
    resolver: zodResolver(freeSignupInputSchema),
    defaultValues: emptyPersonInput,
    // Focus follows reading order (below), not the order the fields were registered in.
    shouldFocusError: false,
  });
  const { rootRef, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();
  // What the visitor filled in before the page was live is filled in again once it is.
  useEarlyChoices(rootRef);
  const { errors } = form.formState;
  const isSubmitting = mutation.isPending;

  const send = (values: FreeSignupInput) => {
    mutation.mutate(values, {
      onSuccess: ({ userId, isSummaryOnItsWay }) => {
        localStorage.setItem(USER_ID_STORAGE_KEY, userId);
        // Kept in this browser only, so a later checkout here starts filled in (decision 125).
        rememberPerson(values);
        // Past the per-inbox limit the sign-up is kept but no mail goes: the page says so.
        toast(
          isSummaryOnItsWay
            ? {
                title: 'Success!',
                description: 'Your free astrological summary will arrive in your inbox shortly.',
                variant: 'success',
              }
            : { ...freeSummaryCapMessages },
        );
        // In the history entry, not the address: an e-mail in a URL ends up in logs.
        navigate('/thank-you', { state: thankYouState(values.email, isSummaryOnItsWay) });
      },
      onError: (error) => {
        const { fields } = reportMutationError(error, { form, fallback: SOMETHING_WENT_WRONG });
        if (fields.length > 0) requestFocus();
      },
    });
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    let isInvalid = false;
    await form.handleSubmit(send, () => {
      isInvalid = true;
    })(event);
    // Only now has the form published its errors.
    if (isInvalid) requestFocus();
  };

  return (
    <form
      ref={rootRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-5"
    >
      <ContactFields form={form} />
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 font-display text-xl text-gold-bright">Birth date</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
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
            <NativeSelect {...form.register('birthDay')}>
              <OptionList options={dayOptions} placeholder="Day" />
            </NativeSelect>
          </FormField>
          <FormField label="Birth Year" error={errors.birthYear?.message}>
            <NativeSelect {...form.register('birthYear')}>
              <OptionList options={yearOptions()} placeholder="Year" />
            </NativeSelect>
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 font-display text-xl text-gold-bright">Birth time</legend>
        <BirthTimeFields form={form}>
          <div className="grid grid-cols-3 gap-4">
            <FormField label="Birth Hour" error={errors.birthHour?.message}>
              <NativeSelect {...form.register('birthHour')}>
                <OptionList options={hourOptions} placeholder="Hour" />
              </NativeSelect>
            </FormField>
            <FormField label="Birth Minute" error={errors.birthMinute?.message}>
              <NativeSelect {...form.register('birthMinute')}>
                <OptionList options={minuteOptions} placeholder="Min" />
              </NativeSelect>
            </FormField>
            <FormField label="AM/PM" error={errors.ampm?.message}>
              <NativeSelect {...form.register('ampm')}>
                <OptionList options={meridiemOptions} placeholder="–" />
              </NativeSelect>
            </FormField>
          </div>
          <p className="text-xs text-muted">
            Your birth certificate usually records the time. If you only know it roughly, give your
            best guess: your Sun and Moon stay accurate, and the summary tells you what depends on
            it.
          </p>
        </BirthTimeFields>
      </fieldset>
      <BirthLocationField form={form} />
      <SubmitButton
        label="Get My Free Astrological Summary"
        pendingLabel="Processing..."
        isSubmitting={isSubmitting}
      />
      <p className="text-center text-xs text-muted">
        {freeSignupPrivacyPromise}{' '}
        <Link
          href={pageRoutes.privacy}
          className="underline underline-offset-4 hover:text-foreground"
        >
          How we keep this promise
        </Link>
      </p>
    </form>
  );
}
