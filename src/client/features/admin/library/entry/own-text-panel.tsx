import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LibraryEntryView } from '../../../../../common/library';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { reportMutationError } from '../../../../lib/mutation-errors';
import { formatAdminDateTime } from '../../shared/format';
import { useSaveOwnText } from '../api/save-library-entry';
import {
  libraryTextFormSchema,
  type LibraryTextFormInput,
  type LibraryTextFormValues,
} from './library-text-check';
import { LibraryTextField } from './library-text-field';
import { TextChoice } from './text-choice';

/** The reader's alternative text: only their own drafts read it, and only once they choose it. */
export function OwnTextPanel({ view }: { view: LibraryEntryView }) {
  const headingId = useId();
  const saveOwn = useSaveOwnText(view.key);
  const [openingDoc] = useState(() => view.own?.doc ?? view.doc);
  const [status, setStatus] = useState('');
  const form = useForm<LibraryTextFormInput, unknown, LibraryTextFormValues>({
    resolver: zodResolver(libraryTextFormSchema(view.placeholders)),
    defaultValues: { doc: openingDoc },
  });
  const submit = form.handleSubmit(({ doc }) =>
    saveOwn.mutateAsync(doc).then(
      () => setStatus('Your text is saved.'),
      (failure: unknown) =>
        reportMutationError(failure, {
          form,
          fields: ['doc'],
          title: 'Not saved',
          fallback: 'Your text could not be saved. Please try again.',
        }),
    ),
  );
  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        Your own text
      </h2>
      <p className="text-sm text-muted">
        Your alternative to the shop’s text. Only your own drafts print it, once you choose it
        below; the shop’s text and other readers’ drafts are unchanged.{' '}
        {view.own
          ? `Last saved ${formatAdminDateTime(view.own.savedAt)}.`
          : 'It starts as a copy of the shop’s text.'}
      </p>
      <form noValidate className="grid gap-3" onSubmit={(event) => void submit(event)}>
        <LibraryTextField
          label="Your own text"
          initialDoc={openingDoc}
          error={form.formState.errors.doc?.message}
          status={saveOwn.isPending ? 'Saving…' : status}
          onChange={(doc) => {
            form.setValue('doc', doc, { shouldValidate: form.formState.isSubmitted });
            setStatus('');
          }}
        />
        <div>
          <Button type="submit" variant="outline" disabled={saveOwn.isPending}>
            Save my text
          </Button>
        </div>
      </form>
      <TextChoice view={view} />
    </Card>
  );
}
