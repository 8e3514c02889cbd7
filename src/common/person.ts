import { z } from 'zod';
import { singleLineText } from './plain-text';

/** The spec's messages for the person form (docs/product.md §5), kept in one place. */
export const personMessages = {
  fullName: 'Full name is required',
  email: 'Please enter a valid email address',
  birthMonth: 'Birth month is required',
  birthDay: 'Birth day is required',
  birthYear: 'Birth year is required',
  birthHour: 'Birth hour is required',
  birthMinute: 'Birth minute is required',
  ampm: 'AM/PM is required',
  birthLocation: 'Birth location is required',
  invalidDate: 'Please enter a real birth date',
  futureDate: 'Birth date cannot be in the future',
  phone: 'Please enter a valid phone number',
} as const;

/** The box on every form that asks for a birth, for people who do not know their time. */
export const birthTimeUnknownLabel = "I don't know my birth time";

export const EARLIEST_BIRTH_YEAR = 1900;
export const LATEST_CHECKOUT_YEAR = 2030;

/**
 * A number typed outside its range is not missing: the message names the range, so a buyer
 * who typed 1850 or 13 sees what to change (checkout's number inputs accept any digits).
 */
export const personRangeMessages = {
  birthMonth: 'Birth month must be from 1 to 12',
  birthDay: 'Birth day must be from 1 to 31',
  birthYear: `Birth year must be from ${EARLIEST_BIRTH_YEAR} to ${LATEST_CHECKOUT_YEAR}`,
  birthHour: 'Birth hour must be from 1 to 12',
  birthMinute: 'Birth minute must be from 0 to 59',
} as const;

/** A name or a place: one line (issue 36), within its length. */
function requiredText(min: number, message: string, max = 200) {
  return singleLineText(message).min(min, message).max(max, message);
}

/** Blank says the spec's "is required"; anything else outside the range names the range. */
function numberInRange(field: keyof typeof personRangeMessages, min: number, max: number) {
  const rangeMessage = personRangeMessages[field];
  return (
    z
      .string({ error: personMessages[field] })
      .trim()
      .min(1, personMessages[field])
      // Blank has said "is required" already. Not an abort: that would also stop the checks that
      // look at the whole person (the birth time's, which must show beside this message).
      .refine((value) => value === '' || /^\d{1,4}$/.test(value), rangeMessage)
      .refine(
        (value) => value === '' || (Number(value) >= min && Number(value) <= max),
        rangeMessage,
      )
  );
}

const personFields = z.object({
  fullName: requiredText(2, personMessages.fullName),
  email: z
    .string({ error: personMessages.email })
    .trim()
    .pipe(z.email({ error: personMessages.email }).max(254, personMessages.email)),
  phone: z
    .string({ error: personMessages.phone })
    .trim()
    .max(40, personMessages.phone)
    .regex(/^[\d\s+().-]*$/, personMessages.phone)
    .optional(),
  birthMonth: numberInRange('birthMonth', 1, 12),
  birthDay: numberInRange('birthDay', 1, 31),
  birthYear: numberInRange('birthYear', EARLIEST_BIRTH_YEAR, LATEST_CHECKOUT_YEAR),
  /**
   * Ticked by someone who does not know their birth time: hour, minute and AM/PM are set aside
   * (stored blank) and the chart is drawn for noon with its notes (decision 306).
   */
  birthTimeUnknown: z.boolean().optional(),
  // Checked by `checkBirthTime` below, only when the time is known; blank otherwise.
  birthHour: z.string().max(200).catch(''),
  birthMinute: z.string().max(200).catch(''),
  ampm: z.enum(['AM', 'PM', '']).catch(''),
  birthLocation: requiredText(2, personMessages.birthLocation),
});

/** Who a person is without their birth: a gift's buyer gives only this (decision 356). */
export const personContactSchema = personFields.pick({ fullName: true, email: true, phone: true });

/** The spec's fields and messages for everyone who knows their birth time. */
const birthTimeChecks = {
  birthHour: numberInRange('birthHour', 1, 12),
  birthMinute: numberInRange('birthMinute', 0, 59),
  ampm: z.enum(['AM', 'PM'], { error: personMessages.ampm }),
} as const;

function checkBirthTime(person: z.infer<typeof personFields>, context: z.RefinementCtx) {
  if (person.birthTimeUnknown === true) return;
  for (const [field, schema] of Object.entries(birthTimeChecks)) {
    const result = schema.safeParse(person[field as keyof typeof birthTimeChecks]);
    const message = result.error?.issues[0]?.message;
    if (message) context.addIssue({ code: 'custom', path: [field], message });
  }
}

/** A time the person said they do not know is not kept, whatever the fields still held. */
function setUnknownTimeAside(person: z.infer<typeof personFields>) {
  return person.birthTimeUnknown === true
    ? { ...person, birthHour: '', birthMinute: '', ampm: '' as const }
    : person;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function checkBirthDate(person: z.infer<typeof personFields>, context: z.RefinementCtx) {
  const year = Number(person.birthYear);
  const month = Number(person.birthMonth);
  const day = Number(person.birthDay);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    context.addIssue({ code: 'custom', path: ['birthDay'], message: personMessages.invalidDate });
    return;
  }
  // A day of slack so a birth "today" in any time zone is accepted.
  if (date.getTime() > Date.now() + 24 * 60 * 60 * 1000) {
    context.addIssue({ code: 'custom', path: ['birthYear'], message: personMessages.futureDate });
  }
}

/** The person form as sent by the free form and the checkout (all strings, docs/product.md §3). */
export const personInputSchema = personFields
  // The time's messages show beside every other field's, not only once the rest is right.
  .superRefine(checkBirthTime, { when: (payload) => isObject(payload.value) })
  .superRefine(checkBirthDate)
  .overwrite(setUnknownTimeAside);
export type PersonInput = z.infer<typeof personInputSchema>;

export const freeSignupInputSchema = personInputSchema;
export type FreeSignupInput = PersonInput;

/** What both person forms start from: every field blank, AM/PM not yet chosen. */
export const emptyPersonInput: PersonInput = {
  fullName: '',
  email: '',
  phone: '',
  birthMonth: '',
  birthDay: '',
  birthYear: '',
  birthHour: '',
  birthMinute: '',
  // Blank until chosen, so the schema answers with "AM/PM is required".
  ampm: '',
  birthTimeUnknown: false,
  birthLocation: '',
};

/**
 * What the person form's checks say of each field left blank (the phone may be): shown at once
 * for a submit tapped before the free form is live (`FormField`'s `emptyMessage`).
 */
export const personBlankMessages = {
  fullName: personMessages.fullName,
  email: personMessages.email,
  birthMonth: personMessages.birthMonth,
  birthDay: personMessages.birthDay,
  birthYear: personMessages.birthYear,
  birthHour: personMessages.birthHour,
  birthMinute: personMessages.birthMinute,
  ampm: personMessages.ampm,
  birthLocation: personMessages.birthLocation,
} as const satisfies Partial<Record<keyof PersonInput, string>>;
export type PersonBlankMessages = typeof personBlankMessages;

export interface NormalisedBirth {
  /** ISO calendar date, `YYYY-MM-DD`. */
  birthDate: string;
  /** 24-hour local wall time, `HH:MM`; null when the person does not know it. */
  birthTime: string | null;
}

/** Whether the person gave a birth time (they did not tick "I don't know my birth time"). */
export function isBirthTimeKnown(
  person: Pick<PersonInput, 'birthTimeUnknown' | 'birthHour' | 'birthMinute'>,
): boolean {
  // Blank fields too: orders filed before the box existed never had a blank time, but an
  // admin's correction or an old client may send one, and noon is never a guess we state.
  return (
    person.birthTimeUnknown !== true &&
    person.birthHour.trim() !== '' &&
    person.birthMinute.trim() !== ''
  );
}

/** Turns the form's separate fields into an ISO date and a 24-hour time (12 AM is 00:xx). */
export function normaliseBirth(person: PersonInput): NormalisedBirth {
  const pad = (value: string | number) => String(value).padStart(2, '0');
  const hour12 = Number(person.birthHour) % 12;
  const hour24 = person.ampm === 'PM' ? hour12 + 12 : hour12;
  return {
    birthDate: `${person.birthYear}-${pad(Number(person.birthMonth))}-${pad(Number(person.birthDay))}`,
    birthTime: isBirthTimeKnown(person)
      ? `${pad(hour24)}:${pad(Number(person.birthMinute))}`
      : null,
  };
}

/** Field name -> first message, the shape the API returns and forms display. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    result[key] ??= issue.message;
  }
  return result;
}
