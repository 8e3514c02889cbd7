import { Check, Circle } from 'lucide-react';
import type { WorkspaceChecklist } from '../../../../common/workspace';
import { cn } from '../../../lib/cn';

/** Before "Deliver": what is done and what is not; items that do not apply are left out. */
export function DeliveryChecklist({ checklist }: { checklist: WorkspaceChecklist }) {
  const items: [string, boolean | null][] = [
    ['Every section written', checklist.everySectionWritten],
    ['Every section at its promised length', checklist.lengthReached],
    ['Palm photos looked at', checklist.palmPhotosLookedAt],
    ['Resume looked at', checklist.resumeLookedAt],
  ];
  return (
    <ul aria-label="Before delivery" className="grid gap-1 text-sm">
      {items
        .filter(([, isDone]) => isDone !== null)
        .map(([label, isDone]) => (
          <li
            key={label}
            className={cn('flex items-center gap-2', isDone ? 'text-success' : 'text-muted')}
          >
            {isDone ? (
              <Check className="size-4" aria-hidden />
            ) : (
              <Circle className="size-4" aria-hidden />
            )}
            <span>
              {label}
              <span className="sr-only">{isDone ? ': done' : ': not yet'}</span>
            </span>
          </li>
        ))}
    </ul>
  );
}
