import type { z } from 'zod';
import {
  libraryMessages,
  libraryTextOf,
  placeholdersOf,
  saveOwnTextInputSchema,
} from '../../../../../common/library';
import type { WrittenDoc } from '../../../../../common/written-reading';

/** The placeholders a text drops or adds against the entry's, in the server's words; or null. */
export function placeholderProblem(
  doc: WrittenDoc,
  placeholders: readonly string[],
): string | null {
  const written = placeholdersOf(libraryTextOf(doc));
  const missing = placeholders.filter((name) => !written.includes(name));
  const extra = written.filter((name) => !placeholders.includes(name));
  if (missing.length === 0 && extra.length === 0) return null;
  return libraryMessages.placeholders(missing, extra);
}

/**
 * The form of an entry's text (the shop's or the reader's own): the request's schema (one or
 * more paragraphs, not empty, not too long), and the placeholders the entry's documents fill
 * in, which only the page knows. The server checks both again.
 */
export function libraryTextFormSchema(placeholders: readonly string[]) {
  return saveOwnTextInputSchema.refine(
    ({ doc }) => placeholderProblem(doc, placeholders) === null,
    {
      path: ['doc'],
      error: ({ input }) =>
        placeholderProblem((input as { doc: WrittenDoc }).doc, placeholders) ?? undefined,
    },
  );
}
type LibraryTextFormSchema = ReturnType<typeof libraryTextFormSchema>;
/** What the form holds (the editor's text as given) and what it sends once the schema passed. */
export type LibraryTextFormInput = z.input<LibraryTextFormSchema>;
export type LibraryTextFormValues = z.output<LibraryTextFormSchema>;
