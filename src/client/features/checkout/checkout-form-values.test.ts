import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/zoned-time';
import { giftCheckoutInputSchema, giftMessages, todayIn } from '../../../common/gifts';
import { emptyPersonInput, personMessages, type PersonInput } from '../../../common/person';
import { ApiError } from '../../lib/api-client';
import { formFieldErrors } from '../../lib/mutation-errors';
import {
  checkoutDefaults,
  checkoutSchemaFor,
  emptyGiftDetails,
  giftFormFields,
  giftRequestPrefix,
  messageCounterText,
  type CheckoutFormValues,
} from './checkout-form-values';

const zone = 'Europe/Lisbon';
const today = todayIn(zone, new Date());

const person: PersonInput = {
  ...emptyPersonInput,
  fullName: 'Maria Silva',
  email: 'maria@example.com',
  phone: '+351 912 345 678',
  birthMonth: '4',
  birthDay: '12',
  birthYear: '1990',
  birthHour: '7',
  birthMinute: '30',
  ampm: 'AM',
  birthLocation: 'Porto, Portugal',
};

function formValues(overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return {
    ...person,
    isGift: false,
    gift: {
      recipientName: 'Ana Costa',
      recipientEmail: 'ana@example.com',
      message: 'Happy birthday!\nWith love.',
      deliverOn: addDays(today, 3),
      timeZone: zone,
    },
    ...overrides,
  };
}

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the checkout’s gift box chooses what is checked and sent', () => {
  it('unticked: the person form as before, gift fields ignored', () => {
    const values = formValues({ gift: { ...formValues().gift, recipientEmail: 'not an e-mail' } });
    const result = checkoutSchemaFor(false).safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ kind: 'person', person: expect.objectContaining(person) });
  });

  it('unticked: still asks for the birth', () => {
    const result = checkoutSchemaFor(false).safeParse({ ...formValues(), birthLocation: '' });
    expect(messagesOf(result)).toMatchObject({ birthLocation: personMessages.birthLocation });
  });

  it('ticked: the buyer is a contact only, and the gift goes under `gift`', () => {
    const values = formValues({
      isGift: true,
      birthMonth: '',
      birthDay: '',
      birthYear: '',
      birthLocation: '',
    });
    const result = checkoutSchemaFor(true).safeParse(values);
    expect(result.success).toBe(true);
    if (result.data?.kind !== 'gift') throw new Error('not a gift');
    expect(result.data.input).toEqual({
      buyer: { fullName: 'Maria Silva', email: 'maria@example.com', phone: '+351 912 345 678' },
      gift: values.gift,
    });
    // What is sent is the contract's request, birth-free.
    expect(giftCheckoutInputSchema.safeParse(result.data.input).success).toBe(true);
  });

  it('ticked after a birth was typed: the birth stays on the form and is not sent', () => {
    const result = checkoutSchemaFor(true).safeParse(formValues({ isGift: true }));
    if (result.data?.kind !== 'gift') throw new Error('not a gift');
    expect(Object.keys(result.data.input.buyer).sort()).toEqual(['email', 'fullName', 'phone']);
  });

  it('ticked: refuses a missing recipient and a past day with the contract’s messages', () => {
    const result = checkoutSchemaFor(true).safeParse(
      formValues({
        isGift: true,
        fullName: '',
        gift: {
          ...formValues().gift,
          recipientName: '',
          recipientEmail: 'ana@',
          deliverOn: addDays(today, -1),
        },
      }),
    );
    expect(messagesOf(result)).toMatchObject({
      fullName: personMessages.fullName,
      'gift.recipientName': giftMessages.recipientName,
      'gift.recipientEmail': giftMessages.recipientEmail,
      'gift.deliverOn': giftMessages.deliverOnPast,
    });
  });

  it('ticked: refuses a message over 1,000 characters and a day past a year', () => {
    const result = checkoutSchemaFor(true).safeParse(
      formValues({
        isGift: true,
        gift: { ...formValues().gift, message: 'x'.repeat(1001), deliverOn: addDays(today, 366) },
      }),
    );
    expect(messagesOf(result)).toMatchObject({
      'gift.message': giftMessages.message,
      'gift.deliverOn': giftMessages.deliverOnTooFar,
    });
  });
});

describe('the checkout form’s first values', () => {
  it('start unticked, with the remembered person and a gift sent today in this zone', () => {
    const now = new Date('2026-03-01T03:00:00Z');
    expect(checkoutDefaults(person, 'America/Los_Angeles', now)).toEqual({
      ...person,
      isGift: false,
      gift: {
        recipientName: '',
        recipientEmail: '',
        message: '',
        deliverOn: '2026-02-28',
        timeZone: 'America/Los_Angeles',
      },
    });
    expect(checkoutDefaults(undefined, zone, now)).toMatchObject(emptyPersonInput);
    expect(emptyGiftDetails('Pacific/Auckland', now).deliverOn).toBe('2026-03-01');
  });
});

describe('the message counter', () => {
  it('counts characters against the limit, with thousands separators', () => {
    expect(messageCounterText('')).toBe('0 / 1,000');
    expect(messageCounterText('Hi\nthere')).toBe('8 / 1,000');
    expect(messageCounterText('x'.repeat(1200))).toBe('1,200 / 1,000');
  });
});

describe('a refused gift request’s field messages', () => {
  it('land on the buyer’s fields and the gift’s, by the request’s paths', () => {
    const refused = new ApiError(
      400,
      JSON.stringify({
        error: 'bad_request',
        message: 'Invalid',
        fieldErrors: {
          'buyer.email': personMessages.email,
          'gift.deliverOn': giftMessages.deliverOnPast,
          'gift.timeZone': giftMessages.timeZone,
          'buyer.birthDay': 'not a field of a gift',
        },
      }),
    );
    expect(formFieldErrors(refused, giftFormFields, giftRequestPrefix)).toEqual([
      ['email', personMessages.email],
      ['gift.deliverOn', giftMessages.deliverOnPast],
      ['gift.timeZone', giftMessages.timeZone],
    ]);
  });
});
