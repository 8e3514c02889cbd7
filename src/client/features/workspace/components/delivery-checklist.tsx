import { Check, Circle } from 'lucide-react';
import type { ChecklistLine } from '../../../../common/delivery-rules';
import { cn } from '../../../lib/cn';

/**
 * Before "Deliver": every rule the server checks on delivery that applies to this order, done or
 * with what is still missing (decision 300).
 */
export function DeliveryChecklist({ checklist }: { checklist: readonly ChecklistLine[] }) {
  return (
    <ul aria-label="Before delivery" className="grid gap-2 text-sm">
      {checklist.map((line) => (
        <li
          key={line.rule}
          className={cn('grid gap-0.5', line.isDone ? 'text-success' : 'text-muted')}
        >
          <span className="flex items-center gap-2">
            {line.isDone ? (
              <Check className="size-4 shrink-0" aria-hidden />
            ) : (
              <Circle className="size-4 shrink-0" aria-hidden />
            )}
            <span>
              {line.label}
              <span className="sr-only">{line.isDone ? ': done' : ': not yet'}</span>
            </span>
          </span>
          {line.missing.map((sentence) => (
            <span key={sentence} className="pl-6 text-foreground">
              {sentence}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
