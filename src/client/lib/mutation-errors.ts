import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../components/ui/use-toast';
import { ApiError } from './api-client';

/** What a person reads when nothing better is known (docs/product.md §8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** The one error toast: destructive, titled Error unless the spec names another title. */
export function showErrorToast(description: string, title = 'Error'): void {
  toast({ title, description, variant: 'destructive' });
}

/**
 * The server's field messages of a failure that belong to one of `fields`. A request field
 * nested under `prefix` (e.g. `birthData.` or `responses.`) belongs to the form field of the
 * same name; fields the form does not show are left to the toast.
 */
export function formFieldErrors<Field extends string>(
  failure: unknown,
  fields: readonly Field[],
  prefix = '',
): Array<[Field, string]> {
  if (!(failure instanceof ApiError)) return [];
  const known = new Set<string>(fields);
  const matched: Array<[Field, string]> = [];
  for (const [key, message] of Object.entries(failure.fieldErrors)) {
    const field = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
    if (known.has(field) && !matched.some(([seen]) => seen === field)) {
      matched.push([field as Field, message]);
    }
  }
  return matched;
}

export interface MutationErrorOptions<Values extends FieldValues> {
  /** Shown when the server gives no message of its own (a network failure, a proxy's page). */
  fallback: string;
  /** The toast's title when the spec names one (`Payment Error`); `Error` otherwise. */
  title?: string;
  /** The form (react-hook-form's) whose fields take the server's field messages. */
  form?: { setError: UseFormSetError<Values>; getValues?: () => Values };
  /** The form's fields the server may refuse; by default every field the form holds. */
  fields?: readonly Path<Values>[];
  /** Where the request nests the form's fields (see `formFieldErrors`). */
  prefix?: string;
  /** False where the spec fixes the toast's words (checkout's Payment Error): `fallback` always. */
  useServerMessage?: boolean;
  /** Focus the first refused field (react-hook-form's registration order). */
  shouldFocus?: boolean;
}

/**
 * The one way a failed call is told: each refused field's message under that field of the form,
 * and one toast with the server's own message, or `fallback`. Returns what it did, so a form can
 * move focus and a test can see it.
 */
export function reportMutationError<Values extends FieldValues = FieldValues>(
  failure: unknown,
  options: MutationErrorOptions<Values>,
): { fields: Array<Path<Values>>; message: string } {
  const { form } = options;
  const fields =
    options.fields ?? (form?.getValues ? (Object.keys(form.getValues()) as Path<Values>[]) : []);
  const refused = form ? formFieldErrors(failure, fields, options.prefix) : [];
  refused.forEach(([field, message], index) => {
    form?.setError(
      field,
      { message },
      { shouldFocus: options.shouldFocus === true && index === 0 },
    );
  });
  const serverMessage =
    options.useServerMessage !== false && failure instanceof ApiError
      ? failure.serverMessage
      : undefined;
  const message = serverMessage ?? options.fallback;
  showErrorToast(message, options.title);
  return { fields: refused.map(([field]) => field), message };
}
