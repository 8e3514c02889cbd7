import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed parse. */
export function fieldErrorsOfIssues(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field messages of a refused request (400 or 409), if any. */
export function fieldErrorsOfFailure(failure: unknown): FieldErrors {
  return failure instanceof ApiError ? failure.fieldErrors : {};
}
