import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CheckoutDraftDetails } from '../../../common/checkout-reminders';
import type { PersonInput } from '../../../common/person';
import { showErrorToast } from '../../lib/mutation-errors';
import { messageOf } from '../../lib/api-client';
import { checkoutReminderMessages } from '../../../common/checkout-reminders';
import {
  resumeCheckoutDraft,
  saveCheckoutDraft,
  withdrawCheckoutDraft,
} from './api/checkout-drafts';
import type { CheckoutFormValues, CheckoutSubmission } from './checkout-form-values';

/** The wait after the last keystroke before what was typed is saved again. */
const SAVE_AFTER_MS = 800;
/** Worth saving: it looks like an address (the server checks it properly). */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function detailsOf(values: Partial<PersonInput>): CheckoutDraftDetails {
  return {
    fullName: values.fullName ?? '',
    phone: values.phone ?? '',
    birthMonth: values.birthMonth ?? '',
    birthDay: values.birthDay ?? '',
    birthYear: values.birthYear ?? '',
    birthHour: values.birthHour ?? '',
    birthMinute: values.birthMinute ?? '',
    ampm: values.ampm ?? '',
    birthLocation: values.birthLocation ?? '',
    birthTimeUnknown: values.birthTimeUnknown ?? false,
  };
}

/**
 * "Remind me once" (decision 360): off until the buyer ticks it; ticked, what they typed (never
 * the card) is saved as they go, so one reminder can bring them back; unticked, it is deleted.
 * A reminder's link (`#resume=`) fills the form as it was left, with the box ticked.
 */
export function useCheckoutReminder(
  productId: number,
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutSubmission>,
  resumeToken: string | undefined,
) {
  const [isWanted, setWanted] = useState(false);
  const token = useRef<string | null>(null);
  const values = useWatch({ control: form.control });
  const email = values.email?.trim() ?? '';
  const details = JSON.stringify(detailsOf(values));

  useEffect(() => {
    if (!isWanted || !looksLikeEmail(email)) return;
    const timer = setTimeout(() => {
      saveCheckoutDraft({
        ...(token.current ? { token: token.current } : {}),
        productId,
        email,
        details: JSON.parse(details) as CheckoutDraftDetails,
      }).then(
        (saved) => {
          token.current = saved.token;
        },
        // Only the reminder is lost; the checkout goes on as it is.
        () => {},
      );
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isWanted, email, details, productId]);

  const hasResumed = useRef(false);
  useEffect(() => {
    if (!resumeToken || hasResumed.current) return;
    hasResumed.current = true;
    resumeCheckoutDraft(resumeToken).then(
      (resumed) => {
        token.current = resumed.token;
        const { birthTimeUnknown = false, ampm = '', ...typed } = resumed.details;
        form.reset({
          ...form.getValues(),
          ...typed,
          ampm: ampm === 'AM' || ampm === 'PM' ? ampm : '',
          birthTimeUnknown,
          email: resumed.email,
        });
        setWanted(true);
      },
      (error: unknown) => showErrorToast(messageOf(error, checkoutReminderMessages.linkInvalid)),
    );
  }, [resumeToken, form]);

  function choose(next: boolean) {
    setWanted(next);
    if (next || !token.current) return;
    const withdrawn = token.current;
    token.current = null;
    void withdrawCheckoutDraft(withdrawn).catch(() => {});
  }

  return { isWanted, choose };
}
