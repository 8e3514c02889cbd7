import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LibraryEntryView } from '../../../../../common/library';
import type { WrittenDoc } from '../../../../../common/written-reading';
import { reportMutationError } from '../../../../lib/mutation-errors';
import { adminQueryKeys } from '../../api/admin-query-keys';
import { libraryEntryQueryOptions } from '../api/get-library';
import { restoreShopText, saveShopText, type ShopTextOutcome } from '../api/save-library-entry';
import {
  libraryTextFormSchema,
  type LibraryTextFormInput,
  type LibraryTextFormValues,
} from './library-text-check';

export type ShopTextStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'saved'; version: number }
  | { kind: 'unchanged'; version: number }
  | { kind: 'restored'; version: number; from: number }
  /** Someone saved since the editor's version: their entry, and the server's message. */
  | { kind: 'conflict'; message: string; current: LibraryEntryView };

/**
 * The shop's text in the editor and its saves. Each save names the version the editor started
 * from (decision 265's rule for drafts): someone else's save since is answered with their text,
 * and the reader's stays in the editor to copy.
 */
export function useShopText(view: LibraryEntryView, replaceEditorDoc: (doc: WrittenDoc) => void) {
  const client = useQueryClient();
  const form = useForm<LibraryTextFormInput, unknown, LibraryTextFormValues>({
    resolver: zodResolver(libraryTextFormSchema(view.placeholders)),
    defaultValues: { doc: view.doc },
  });
  const [baseVersion, setBaseVersion] = useState(view.version);
  const [status, setStatus] = useState<ShopTextStatus>({ kind: 'editing' });

  const refresh = () => client.invalidateQueries({ queryKey: adminQueryKeys.library });

  const send = async (
    write: () => Promise<ShopTextOutcome>,
    onSaved: (version: number) => Promise<void>,
  ) => {
    setStatus({ kind: 'sending' });
    try {
      const outcome = await write();
      if (outcome.kind === 'saved') return await onSaved(outcome.version);
      client.setQueryData(libraryEntryQueryOptions(view.key).queryKey, outcome.current);
      void refresh();
      setStatus({ kind: 'conflict', message: outcome.message, current: outcome.current });
    } catch (failure) {
      setStatus({ kind: 'editing' });
      // The server's reason for the text (a placeholder, the length) goes under the editor.
      reportMutationError(failure, {
        form,
        fields: ['doc'],
        title: 'Not saved',
        fallback: 'The text could not be saved. Please try again.',
      });
    }
  };

  const save = (from = baseVersion) =>
    form.handleSubmit(({ doc }) =>
      send(
        () => saveShopText(view.key, { baseVersion: from, doc }),
        async (version) => {
          setBaseVersion(version);
          setStatus(version === from ? { kind: 'unchanged', version } : { kind: 'saved', version });
          await refresh();
        },
      ),
    )();

  const showInEditor = (doc: WrittenDoc, version: number) => {
    replaceEditorDoc(doc);
    form.reset({ doc });
    setBaseVersion(version);
  };

  /** An earlier version as the new one: the editor then holds its text. */
  const restore = (version: number) =>
    send(
      () => restoreShopText(view.key, { version, baseVersion }),
      async (saved) => {
        const fresh = await client.fetchQuery({
          ...libraryEntryQueryOptions(view.key),
          staleTime: 0,
        });
        showInEditor(fresh.doc, fresh.version);
        setStatus({ kind: 'restored', version: saved, from: version });
        void client.invalidateQueries({ queryKey: [...adminQueryKeys.library, 'list'] });
      },
    );

  const loadTheirs = (current: LibraryEntryView) => {
    showInEditor(current.doc, current.version);
    setStatus({ kind: 'editing' });
  };

  const onChange = (doc: WrittenDoc) => {
    // Checked again as the reader types once a save was refused, so the message goes when fixed.
    form.setValue('doc', doc, { shouldValidate: form.formState.isSubmitted });
    if (status.kind !== 'conflict' && status.kind !== 'sending') setStatus({ kind: 'editing' });
  };

  return {
    baseVersion,
    status,
    error: form.formState.errors.doc?.message,
    onChange,
    save,
    restore,
    loadTheirs,
  };
}

export type ShopText = ReturnType<typeof useShopText>;
