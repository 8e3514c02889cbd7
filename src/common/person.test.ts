import { describe, expect, it } from 'vitest';
import {
  emptyPersonInput,
  fieldErrorsOf,
  freeSignupInputSchema,
  normaliseBirth,
  personBlankMessages,
  personMessages,
  personRangeMessages,
} from './person';

const valid = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  birthMonth: '12',
  birthDay: '10',
  birthYear: '1990',
  birthHour: '7',
  birthMinute: '05',
  ampm: 'AM',
  birthLocation: 'London, UK',
};

function errorsFor(input: Record<string, unknown>) {
  const result = freeSignupInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('freeSignupInputSchema', () => {
  it('accepts a complete person and an omitted phone', () => {
    expect(freeSignupInputSchema.safeParse(valid).success).toBe(true);
    const { phone: _phone, ...withoutPhone } = valid;
    expect(freeSignupInputSchema.safeParse(withoutPhone).success).toBe(true);
  });

  it.each([
    ['fullName', 'A', personMessages.fullName],
    ['email', 'not-an-email', personMessages.email],
    ['birthMonth', '', personMessages.birthMonth],
    ['birthDay', '', personMessages.birthDay],
    ['birthYear', '', personMessages.birthYear],
    ['birthHour', '', personMessages.birthHour],
    ['birthMinute', '', personMessages.birthMinute],
    ['ampm', '', personMessages.ampm],
    ['birthLocation', ' x ', personMessages.birthLocation],
  ])('rejects %s = %j with the spec message', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    ['birthMonth', '13', personRangeMessages.birthMonth],
    ['birthDay', '32', personRangeMessages.birthDay],
    ['birthDay', '0', personRangeMessages.birthDay],
    ['birthYear', '1850', 'Birth year must be from 1900 to 2030'],
    ['birthYear', '20301', personRangeMessages.birthYear],
    ['birthYear', 'abcd', personRangeMessages.birthYear],
    ['birthHour', '13', 'Birth hour must be from 1 to 12'],
    ['birthHour', '0', personRangeMessages.birthHour],
    ['birthMinute', '75', 'Birth minute must be from 0 to 59'],
    ['birthMinute', '-1', personRangeMessages.birthMinute],
  ])('names the range when %s = %j is outside it, not "is required"', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('gives the spec message when a field is missing entirely', () => {
    const { fullName: _name, ...rest } = valid;
    expect(errorsFor(rest).fullName).toBe(personMessages.fullName);
  });

  it('answers the blank form with every required-field message (phone is optional)', () => {
    const required = Object.keys(emptyPersonInput).filter(
      (field) => field !== 'phone' && field !== 'birthTimeUnknown',
    );
    expect(Object.keys(personBlankMessages)).toEqual(required);
    for (const field of required) {
      expect(personBlankMessages[field as keyof typeof personBlankMessages]).toBe(
        personMessages[field as keyof typeof personMessages],
      );
    }
    expect(errorsFor(emptyPersonInput)).toEqual(personBlankMessages);
  });

  it('says of each field left blank, whatever the others hold, what a submit before hydration shows', () => {
    // The boot script judges each field by itself: blank, it shows that field's message (the
    // form's own check may add others', such as a date that a blank month leaves unreal).
    for (const [field, message] of Object.entries(personBlankMessages)) {
      expect(errorsFor({ ...valid, [field]: '' })[field], field).toBe(message);
      expect(errorsFor({ ...valid, [field]: '  ' })[field], `${field} as spaces`).toBe(message);
    }
    // An address the browser finds malformed is answered as a blank one (the boot script shows it).
    expect(errorsFor({ ...valid, email: 'not-an-address' }).email).toBe(personBlankMessages.email);
  });

  it('rejects dates that do not exist or lie in the future', () => {
    expect(errorsFor({ ...valid, birthMonth: '02', birthDay: '30' }).birthDay).toBe(
      personMessages.invalidDate,
    );
    expect(errorsFor({ ...valid, birthYear: '2030' }).birthYear).toBe(personMessages.futureDate);
  });
});

describe('"I don\'t know my birth time"', () => {
  const unknown = { ...valid, birthTimeUnknown: true };

  it('accepts a person without hour, minute or AM/PM once the box is ticked', () => {
    const { birthHour: _hour, birthMinute: _minute, ampm: _ampm, ...withoutTime } = unknown;
    expect(freeSignupInputSchema.safeParse(withoutTime).success).toBe(true);
    expect(freeSignupInputSchema.safeParse({ ...unknown, birthHour: '', ampm: '' }).success).toBe(
      true,
    );
  });

  it('sets aside whatever the time fields still held, so no half-typed time is kept', () => {
    const parsed = freeSignupInputSchema.parse({ ...unknown, birthHour: '13', ampm: 'PM' });
    expect(parsed).toMatchObject({ birthHour: '', birthMinute: '', ampm: '' });
    expect(normaliseBirth(parsed)).toEqual({ birthDate: '1990-12-10', birthTime: null });
  });

  it('still checks everything else, with the spec messages', () => {
    expect(errorsFor({ ...emptyPersonInput, birthTimeUnknown: true })).toEqual({
      fullName: personMessages.fullName,
      email: personMessages.email,
      birthMonth: personMessages.birthMonth,
      birthDay: personMessages.birthDay,
      birthYear: personMessages.birthYear,
      birthLocation: personMessages.birthLocation,
    });
    expect(errorsFor({ ...unknown, birthMonth: '02', birthDay: '30' }).birthDay).toBe(
      personMessages.invalidDate,
    );
  });

  it('asks for the time as before when the box is not ticked, or not a real tick', () => {
    for (const birthTimeUnknown of [false, undefined]) {
      expect(errorsFor({ ...valid, birthTimeUnknown, birthHour: '' }).birthHour).toBe(
        personMessages.birthHour,
      );
    }
    expect(errorsFor({ ...valid, birthTimeUnknown: 'yes', birthHour: '' })).toMatchObject({
      birthTimeUnknown: expect.any(String),
    });
  });

  it('shows the time messages beside the others, not only once the rest is right', () => {
    const errors = errorsFor({ ...valid, fullName: '', birthMonth: '', birthMinute: '75' });
    expect(errors).toMatchObject({
      fullName: personMessages.fullName,
      birthMonth: personMessages.birthMonth,
      birthMinute: personMessages.birthMinute.replace('is required', 'must be from 0 to 59'),
    });
  });
});

describe('normaliseBirth', () => {
  it.each([
    ['12', '00', 'AM', '00:00'],
    ['12', '30', 'PM', '12:30'],
    ['1', '05', 'PM', '13:05'],
    ['11', '59', 'PM', '23:59'],
    ['7', '5', 'AM', '07:05'],
  ] as const)('%s:%s %s is %s', (hour, minute, ampm, expected) => {
    const parsed = freeSignupInputSchema.parse({
      ...valid,
      birthHour: hour,
      birthMinute: minute,
      ampm,
    });
    expect(normaliseBirth(parsed).birthTime).toBe(expected);
  });

  it('pads the date', () => {
    const parsed = freeSignupInputSchema.parse({ ...valid, birthMonth: '3', birthDay: '4' });
    expect(normaliseBirth(parsed).birthDate).toBe('1990-03-04');
  });
});
