import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PersonInput } from '../../common/person';
import { plainTextMessages } from '../../common/plain-text';
import { users } from '../db/schema';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { checkoutPerson } from '../../../tests/support/checkout-factories';
import { findTextProblem, isStorableText, UNSTORABLE_TEXT_MESSAGE } from './text-guard';

describe('text the shop can store', () => {
  it.each([
    ['plain', 'Maya Okafor', true],
    ['accents and scripts', 'Zoë Łukasiewicz, 東京, Αθήνα', true],
    ['an emoji (a surrogate pair)', 'Star ✨ 🌙', true],
    ['tabs and line breaks', 'line one\r\n\tline two', true],
    ['a null byte', 'Maya\u0000', false],
    ['a bell', 'a\u0007b', false],
    ['DEL', 'a\u007Fb', false],
    ['a C1 control', 'a\u0085b', false],
    ['a lone high surrogate', 'a\uD83Db', false],
    ['a lone low surrogate', '\uDE00 b', false],
    ['a high surrogate at the end', 'moon \uD83C', false],
  ])('%s', (_name, text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });

  it('names the path of the first bad string, keys included', () => {
    expect(findTextProblem({ a: 'ok', b: ['ok', { c: 'x\u0000' }] })).toEqual({
      kind: 'unstorable',
      path: 'b.1.c',
    });
    expect(findTextProblem({ ['k\u0000']: 1 })).toEqual({ kind: 'unstorable', path: 'k\u0000' });
    expect(findTextProblem({ a: 1, b: null, c: true, d: 'fine' })).toBeNull();
  });

  it('leaves bytes and streams alone: an upload is not text', () => {
    expect(findTextProblem(Buffer.from([0, 1, 2]))).toBeNull();
    expect(findTextProblem(new Uint8Array([0]))).toBeNull();
    expect(findTextProblem(Readable.from(['\u0000']))).toBeNull();
  });

  it('refuses deep nesting', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(findTextProblem(deep)).toEqual({ kind: 'too-deep' });
  });
});

describe.each(testDatabaseKinds())('the text guard on the API on %s', (kind) => {
  const harness = withTestApp(kind);

  const signUp = (overrides: Partial<PersonInput>) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      headers: { 'content-type': 'application/json' },
      // Raw JSON, so a lone surrogate escape reaches the server as written.
      payload: JSON.stringify(checkoutPerson(overrides)).replace('LONE', '\\ud83d'),
    });

  it('answers 400 naming the field for a null byte, a control character or a lone surrogate', async () => {
    const before = await harness.database.db.select({ n: count() }).from(users);
    for (const [field, value] of [
      ['fullName', 'Maya\u0000Okafor'],
      ['birthLocation', 'Austin\u001b[31m, TX'],
      ['fullName', 'Maya LONE'],
    ] as const) {
      const response = await signUp({ [field]: value });
      expect(response.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(response.json()).toEqual({
        error: 'bad_request',
        message: UNSTORABLE_TEXT_MESSAGE,
        fieldErrors: { [field]: UNSTORABLE_TEXT_MESSAGE },
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const after = await harness.database.db.select({ n: count() }).from(users);
    expect(after).toEqual(before);
  });

  it("refuses a line break in the free form's one-line fields with their own message (issue 36)", async () => {
    const response = await signUp({
      fullName: 'Maya\nOrder      FAKE0001',
      birthLocation: 'Austin\r',
    });
    expect(response.statusCode).toBe(400);
    // A line break at the end is trimmed away like a space; one inside the text is refused.
    expect(response.json().fieldErrors).toEqual({ fullName: plainTextMessages.singleLine });
  });

  it('still takes names with accents and emoji', async () => {
    const response = await signUp({ fullName: 'Zoë 🌙 Okafor' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('checks query strings too', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/places?q=Aus%00tin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ q: UNSTORABLE_TEXT_MESSAGE });
  });
});
