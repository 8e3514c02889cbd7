import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { DraftHandle } from './use-draft';

/** Every change to the form goes to the draft (debounced there). */
export function useDraftAutosave<Values extends FieldValues>(
  watch: UseFormWatch<Values>,
  draft: DraftHandle,
) {
  useEffect(() => {
    const subscription = watch((values) => draft.saveAnswers(values));
    return () => subscription.unsubscribe();
  }, [watch, draft]);
}
