import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  correctedBirthDataSchema,
  attachReportQuerySchema,
  refundInputSchema,
} from './admin-actions';
import { orderListQuerySchema, updateOrderInputSchema, customerListQuerySchema } from './admin';
import {
  affiliateListQuerySchema,
  batchPayoutInputSchema,
  createAffiliateInputSchema,
} from './admin-affiliates';
import { customerMessageInputSchema } from './customer-message';
import { freeSignupBirthplaceInputSchema } from './free-signup-correction';
import {
  masterBlueprintResponsesSchema,
  strategicAlignmentResponsesSchema,
  uploadRequestSchema,
} from './intake';
import { freeSignupInputSchema } from './person';
import { saveUserDataInputSchema } from './checkout';
import {
  asOneLine,
  plainTextMessages,
  terminalJson,
  terminalLine,
  terminalLines,
} from './plain-text';
import { readerProfileInputSchema } from './readers';
import { supportMessageInputSchema } from './support';
import { fieldErrorsOf } from './person';

const person = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  birthMonth: '12',
  birthDay: '10',
  birthYear: '1990',
  birthHour: '7',
  birthMinute: '05',
  ampm: 'AM',
  birthLocation: 'London, UK',
};
const answer = 'A few honest sentences about my work and what I hope for.';
const strategicAlignment = {
  currentJob: answer,
  businessThoughts: answer,
  passionateProblem: answer,
  idealWork: answer,
  workingStyle: 'independent',
  stabilityPreference: 'balanced',
  curiousTopics: answer,
  roleModels: answer,
  selfTaughtSkills: answer,
  futureVision: answer,
};
const uuid = '0b9d3c52-3f7a-4c4e-9a51-2f1d8f0e7a10';

/** Every one-line text field of every request schema, with a valid body to put it in. */
const singleLineFields: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['free form', freeSignupInputSchema, person, 'fullName'],
  ['free form', freeSignupInputSchema, person, 'birthLocation'],
  [
    'checkout',
    saveUserDataInputSchema,
    { ...person, productId: 1, paymentIntentId: 'pi_local_abcdefgh' },
    'fullName',
  ],
  [
    'upload request',
    uploadRequestSchema,
    { purchaseId: uuid, kind: 'resume', fileName: 'cv.pdf', size: 10 },
    'fileName',
  ],
  ['admin orders search', orderListQuerySchema, { query: 'Ada' }, 'query'],
  ['admin users search', customerListQuerySchema, { query: 'Ada' }, 'query'],
  ['admin affiliates search', affiliateListQuerySchema, { query: 'Luna' }, 'query'],
  [
    'admin birth data correction',
    correctedBirthDataSchema,
    { birthDate: '1990-12-10', birthTime: '07:05', birthLocation: 'London, UK' },
    'birthLocation',
  ],
  ['admin report file name', attachReportQuerySchema, { name: 'Reading.pdf' }, 'name'],
  [
    'admin new affiliate',
    createAffiliateInputSchema,
    { name: 'Luna Vega', email: 'luna@example.com', commissionRate: 20 },
    'name',
  ],
  [
    'admin payout',
    batchPayoutInputSchema,
    { minimum: '50', paidOn: '2026-01-31', reference: 'Bank transfer 42' },
    'reference',
  ],
  [
    'admin message to a customer',
    customerMessageInputSchema,
    { subject: 'Your reading', body: 'Hello' },
    'subject',
  ],
  [
    'admin free sign-up birthplace',
    freeSignupBirthplaceInputSchema,
    { birthLocation: 'London, UK' },
    'birthLocation',
  ],
  [
    'reader profile',
    readerProfileInputSchema,
    { displayName: 'Mira Sol', bio: 'Twenty years of charts.' },
    'displayName',
  ],
];

/** Multi-line text: line breaks and tabs kept, every other control refused. */
const multiLineFields: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['Strategic Alignment', strategicAlignmentResponsesSchema, strategicAlignment, 'currentJob'],
  [
    'Master Blueprint',
    masterBlueprintResponsesSchema,
    { comprehensiveAnswers: answer.repeat(2) },
    'comprehensiveAnswers',
  ],
  ['support message', supportMessageInputSchema, { body: 'Hello' }, 'body'],
  [
    'admin message to a customer',
    customerMessageInputSchema,
    { subject: 'Your reading', body: 'Hello' },
    'body',
  ],
  ['admin notes', updateOrderInputSchema, { notes: 'Called back' }, 'notes'],
  ['refund reason', refundInputSchema, { reason: 'Asked within the guarantee' }, 'reason'],
  [
    'reader profile',
    readerProfileInputSchema,
    { displayName: 'Mira Sol', bio: 'Twenty years of charts.' },
    'bio',
  ],
];

const errorsOf = (schema: z.ZodType, body: Record<string, unknown>) => {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('one-line text fields (issue 36)', () => {
  it.each(singleLineFields)('%s: %s takes plain text', (_form, schema, body) => {
    expect(errorsOf(schema, body)).toEqual({});
  });

  it.each(
    singleLineFields.flatMap(([form, schema, body, field]) =>
      ['\n', '\r', '\t', '\u2028', '\u001b[2J', '\u0085', '\u0000'].map(
        (inserted) => [form, field, JSON.stringify(inserted), schema, body, inserted] as const,
      ),
    ),
  )('%s: %s refuses %s inside the text', (_form, field, _shown, schema, body, inserted) => {
    const value = `${String(body[field]).slice(0, 2)}${inserted}${String(body[field]).slice(2)}`;
    expect(errorsOf(schema, { ...body, [field]: value })).toEqual({
      [field]: plainTextMessages.singleLine,
    });
  });

  it('trims a line break at either end like a space', () => {
    const parsed = freeSignupInputSchema.parse({ ...person, fullName: '\r\nAda Lovelace\n' });
    expect(parsed.fullName).toBe('Ada Lovelace');
  });
});

describe('multi-line text fields', () => {
  it.each(multiLineFields)('%s: %s keeps line breaks and tabs', (_form, schema, body, field) => {
    const value = `${String(body[field])}\r\n\tand a second line`;
    expect(errorsOf(schema, { ...body, [field]: value })).toEqual({});
  });

  it.each(multiLineFields)('%s: %s refuses other controls', (_form, schema, body, field) => {
    const value = `${String(body[field])} \u001b[31m`;
    expect(errorsOf(schema, { ...body, [field]: value })).toEqual({
      [field]: plainTextMessages.multiLine,
    });
  });
});

describe('text printed in an operator terminal', () => {
  it('escapes line breaks, escape sequences, C1 controls and bidirectional overrides', () => {
    expect(terminalLine('Ann\nOrder FAKE\u001b[2J\u009b31m\u202e\t')).toBe(
      'Ann\\nOrder FAKE\\x1b[2J\\x9b31m\\u202e\\t',
    );
    expect(terminalLine('Zoë Łukasiewicz, 東京 ✨')).toBe('Zoë Łukasiewicz, 東京 ✨');
  });

  it('keeps the line breaks between lines and escapes the rest', () => {
    expect(terminalLines('one\u001b[1m\ntwo\r')).toBe('one\\x1b[1m\ntwo\\r');
  });

  it('writes JSON with no raw control character that parses to the same text', () => {
    const value = { name: 'Ann\u009b31m\u202e\u2028\u007f\n' };
    const json = terminalJson(value);
    // eslint-disable-next-line no-control-regex -- none may reach the terminal
    expect(json).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u202e]/u);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('makes text stored before the rule one line again', () => {
    expect(asOneLine('Ann Lee\r\n Order  FAKE\u001b[2J\t')).toBe('Ann Lee Order  FAKE [2J');
  });
});
