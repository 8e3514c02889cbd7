import { useId, useState } from 'react';
import type { LibraryEntryView } from '../../../../../common/library';
import { cn } from '../../../../lib/cn';
import { reportMutationError } from '../../../../lib/mutation-errors';
import { useChooseText } from '../api/save-library-entry';

type Uses = 'shop' | 'own';

const choices: { value: Uses; label: string }[] = [
  { value: 'shop', label: 'The shop’s text' },
  { value: 'own', label: 'My text' },
];

/** "My drafts use": the shop's text or the reader's own, once they have saved one. */
export function TextChoice({ view }: { view: LibraryEntryView }) {
  const choose = useChooseText(view.key);
  const name = useId();
  const hintId = useId();
  const [status, setStatus] = useState('');
  // The choice shows at once, in the same render as the click: the mutation's pending state
  // arrives a task later, and until then the controlled radio went back to the saved choice
  // (a journey's check of the box saw it unchanged once).
  const [picked, setPicked] = useState<Uses | null>(null);
  const hasOwn = view.own !== null;
  const uses: Uses = picked ?? (view.own?.chosen ? 'own' : 'shop');
  const pick = (next: Uses) => {
    setPicked(next);
    choose.mutate(next, {
      onSuccess: () =>
        setStatus(
          next === 'own'
            ? 'Your drafts use your text for this entry.'
            : 'Your drafts use the shop’s text for this entry.',
        ),
      onError: (failure) =>
        reportMutationError(failure, {
          title: 'Not changed',
          fallback: 'Your choice could not be saved. Please try again.',
        }),
      // The saved entry (kept in the cache on success) says what is chosen from here on.
      onSettled: () => setPicked(null),
    });
  };
  return (
    <fieldset className="grid gap-2" aria-describedby={hasOwn ? undefined : hintId}>
      <legend className="mb-1 text-sm font-semibold">My drafts use</legend>
      {choices.map((choice) => {
        const isDisabled = choice.value === 'own' && !hasOwn;
        return (
          <label
            key={choice.value}
            className={cn('flex min-h-6 items-center gap-2 text-sm', isDisabled && 'text-muted')}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={uses === choice.value}
              disabled={isDisabled || choose.isPending}
              onChange={() => pick(choice.value)}
              className="size-4 accent-gold"
            />
            {choice.label}
          </label>
        );
      })}
      {hasOwn ? null : (
        <p id={hintId} className="text-xs text-muted">
          Save your own text first to choose it.
        </p>
      )}
      <p role="status" className="text-sm text-success empty:hidden">
        {status}
      </p>
    </fieldset>
  );
}
