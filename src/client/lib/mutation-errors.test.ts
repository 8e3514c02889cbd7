import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formFieldErrors, reportMutationError } from './mutation-errors';

const refused = (body: object, status = 400) => new ApiError(status, JSON.stringify(body));

/** A stand-in for react-hook-form's `setError`/`getValues`: records what the form was told. */
function fakeForm(values: Record<string, string>) {
  const told: Array<{ field: string; message: string | undefined; shouldFocus: boolean }> = [];
  return {
    told,
    form: {
      getValues: () => values,
      setError: (
        field: string,
        error: { message?: string },
        options?: { shouldFocus?: boolean },
      ) => {
        told.push({ field, message: error.message, shouldFocus: options?.shouldFocus === true });
      },
    },
  };
}

describe('one path for a failed call', () => {
  it('reads the code, message and field messages of the server’s reply', () => {
    const error = refused(
      { error: 'conflict', message: 'Taken', fieldErrors: { email: 'Taken' } },
      409,
    );
    expect(error.code).toBe('conflict');
    expect(error.serverMessage).toBe('Taken');
    expect(error.fieldErrors).toEqual({ email: 'Taken' });
    // docs/product.md §7: the error's text is the status, a colon and the body.
    expect(error.message).toBe(`409: ${error.body}`);
    expect(new ApiError(404, 'Not Found').code).toBe('not_found');
  });

  it('gives a form only the fields it shows, nested ones by their own name', () => {
    const error = refused({
      error: 'bad_request',
      message: 'Enter the time of birth',
      fieldErrors: { 'birthData.birthTime': 'Enter the time of birth', purchaseId: 'Unknown' },
    });
    expect(formFieldErrors(error, ['birthDate', 'birthTime'], 'birthData.')).toEqual([
      ['birthTime', 'Enter the time of birth'],
    ]);
    expect(formFieldErrors(error, ['birthTime'])).toEqual([]);
    expect(formFieldErrors(new Error('offline'), ['birthTime'])).toEqual([]);
  });

  it('marks the refused fields of the form and says the server’s message once', () => {
    const { form, told } = fakeForm({ name: '', email: '', commissionRate: '20' });
    const result = reportMutationError(
      refused({
        error: 'conflict',
        message: 'An affiliate with this e-mail already exists',
        fieldErrors: { email: 'An affiliate with this e-mail already exists' },
      }),
      { form, fallback: 'Failed to create the affiliate', shouldFocus: true },
    );
    expect(told).toEqual([
      {
        field: 'email',
        message: 'An affiliate with this e-mail already exists',
        shouldFocus: true,
      },
    ]);
    expect(result).toEqual({
      fields: ['email'],
      message: 'An affiliate with this e-mail already exists',
    });
  });

  it('falls back to its own words when the server gave none', () => {
    const { form, told } = fakeForm({ reason: '' });
    expect(
      reportMutationError(new ApiError(502, '<html>Bad Gateway</html>'), {
        form,
        fallback: 'Failed to refund the order',
      }),
    ).toEqual({ fields: [], message: 'Failed to refund the order' });
    expect(reportMutationError(new TypeError('Failed to fetch'), { fallback: 'Offline' })).toEqual({
      fields: [],
      message: 'Offline',
    });
    expect(told).toEqual([]);
  });

  it('keeps the words the spec fixes, and still marks the refused field', () => {
    const { form, told } = fakeForm({ fullName: '', email: '' });
    const result = reportMutationError(
      refused({
        error: 'bad_request',
        message: 'Please enter a valid email address.',
        fieldErrors: { email: 'Please enter a valid email address.' },
      }),
      {
        form,
        title: 'Payment Error',
        fallback: 'An unexpected error occurred. Please try again.',
        useServerMessage: false,
      },
    );
    expect(result).toEqual({
      fields: ['email'],
      message: 'An unexpected error occurred. Please try again.',
    });
    expect(told.map(({ field }) => field)).toEqual(['email']);
  });
});
