import { zodResolver } from '@hookform/resolvers/zod';
import type { Path, Resolver } from 'react-hook-form';
import { checkoutCustomerInputSchema } from '../../../common/checkout';
import { formatCount } from '../../../common/format';
import {
  GIFT_MESSAGE_MAX,
  giftBuyerSchema,
  giftDetailsSchema,
  todayIn,
  type GiftCheckoutInput,
  type GiftDetails,
} from '../../../common/gifts';
import { emptyPersonInput, type PersonInput } from '../../../common/person';

/**
 * The checkout's one form, ticked as a gift or not. Both ways keep every field, so the buyer can
 * tick and untick without losing what they typed; the box decides which schema checks them and
 * which request is sent (issue 39).
 */
export type CheckoutFormValues = PersonInput & { isGift: boolean; gift: GiftDetails };

/** What a checked form sends: the buyer's own reading, or a gift for someone else. */
export type CheckoutSubmission =
  { kind: 'person'; person: PersonInput } | { kind: 'gift'; input: GiftCheckoutInput };

const personSubmissionSchema = checkoutCustomerInputSchema.transform(
  (person): CheckoutSubmission => ({ kind: 'person', person }),
);

/** The buyer's contact beside the form's own fields, and the gift under `gift.` (its messages). */
const giftSubmissionSchema = giftBuyerSchema
  .extend({ gift: giftDetailsSchema })
  .transform(({ gift, ...buyer }): CheckoutSubmission => ({
    kind: 'gift',
    input: { buyer, gift },
  }));

/** A gift asks the buyer for a contact only: the birth is the recipient's, given at the claim. */
export function checkoutSchemaFor(isGift: boolean) {
  return isGift ? giftSubmissionSchema : personSubmissionSchema;
}

const personResolver = zodResolver(personSubmissionSchema);
const giftResolver = zodResolver(giftSubmissionSchema);

/** Checks the form with the schema its box chooses, at each check (submit, then each change). */
export const checkoutResolver: Resolver<CheckoutFormValues, unknown, CheckoutSubmission> = (
  values,
  context,
  options,
) => {
  const resolver = (values.isGift ? giftResolver : personResolver) as unknown as Resolver<
    CheckoutFormValues,
    unknown,
    CheckoutSubmission
  >;
  return resolver(values, context, options);
};

/** The gift section as it first appears: no recipient yet, sent today, in this browser's zone. */
export function emptyGiftDetails(timeZone: string, now: Date): GiftDetails {
  return {
    recipientName: '',
    recipientEmail: '',
    message: '',
    deliverOn: todayIn(timeZone, now),
    timeZone,
  };
}

export function checkoutDefaults(
  person: PersonInput | undefined,
  timeZone: string,
  now: Date,
): CheckoutFormValues {
  return { ...(person ?? emptyPersonInput), isGift: false, gift: emptyGiftDetails(timeZone, now) };
}

/** The message's live counter: "12 / 1,000". */
export function messageCounterText(message: string): string {
  return `${formatCount(message.length)} / ${formatCount(GIFT_MESSAGE_MAX)}`;
}

/** Where the gift request's refused fields sit on the form: the buyer's at the top level. */
export const giftRequestPrefix = 'buyer.';

/** The form's fields a refused gift request may name (the zone is said under the date). */
export const giftFormFields = [
  'fullName',
  'email',
  'phone',
  'gift.recipientName',
  'gift.recipientEmail',
  'gift.message',
  'gift.deliverOn',
  'gift.timeZone',
] as const satisfies readonly Path<CheckoutFormValues>[];
