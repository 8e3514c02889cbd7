import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import {
  emptyPersonInput,
  freeSignupInputSchema,
  personBlankMessages,
  type FreeSignupInput,
} from '../../../../common/person';
import { freeSummaryCapMessages } from '../../../../common/free-signup';
import { pageRoutes } from '../../../../common/routes';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError, SOMETHING_WENT_WRONG } from '../../../lib/mutation-errors';
import { useEarlyChoices, useEarlyMessagesUntilChecked } from '../../../lib/early-choices';
import { preloadPageWhenIdle } from '../../../lib/page-preloads';
import { USER_ID_STORAGE_KEY, useCreateFreeSignup } from '../api/create-free-signup';
import { freeSignupPrivacyPromise } from '../privacy-promise';
import {
  dayOptions,
  hourOptions,
  minuteOptions,
  yearOptions,
} from '../../../components/forms/birth-options';
import { OptionSelect } from '../../../components/forms/option-list';
import { PersonBirthFields } from '../../../components/forms/person-birth-fields';
import { useFocusFirstInvalid } from '../../../components/forms/focus-first-invalid';
import { rememberPerson } from '../../../components/forms/remembered-person';
import { thankYouState } from '../thank-you-state';

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
  // The page a sent form leads to is here before the visitor presses the button.
  useEffect(() => preloadPageWhenIdle(pageRoutes.thankYou), []);
  // What the visitor filled in before the page was live is filled in again once it is.
  useEarlyChoices(rootRef);
  // A submit tapped before then showed each blank field's message at once: the form's own
  // messages take over once it has checked itself.
  useEarlyMessagesUntilChecked(rootRef, form.formState.submitCount);
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
      <PersonBirthFields
        form={form}
        blankMessages={personBlankMessages}
        dateGridClassName="grid grid-cols-2 gap-4 sm:grid-cols-3"
        controls={{
          birthDay: (
            <OptionSelect options={dayOptions} placeholder="Day" {...form.register('birthDay')} />
          ),
          birthYear: (
            <OptionSelect
              options={yearOptions()}
              placeholder="Year"
              {...form.register('birthYear')}
            />
          ),
          birthHour: (
            <OptionSelect
              options={hourOptions}
              placeholder="Hour"
              {...form.register('birthHour')}
            />
          ),
          birthMinute: (
            <OptionSelect
              options={minuteOptions}
              placeholder="Min"
              {...form.register('birthMinute')}
            />
          ),
        }}
        timeNote={
          <p className="text-xs text-muted">
            Your birth certificate usually records the time. If you only know it roughly, give your
            best guess: your Sun and Moon stay accurate, and the summary tells you what depends on
            it.
          </p>
        }
      />
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
