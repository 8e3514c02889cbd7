import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A box with its label beside it and a line that explains it below, read out with it. */
export function HintedCheckbox({
  label,
  hint,
  className,
  labelClassName,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint: ReactNode;
  labelClassName?: string;
}) {
  const hintId = useId();
  return (
    <div className={cn('grid gap-1', className)}>
      <label className={cn('flex w-fit items-start gap-2', labelClassName)}>
        <input
          type="checkbox"
          className="mt-[0.2em] size-4 shrink-0 accent-gold"
          aria-describedby={hintId}
          {...input}
        />
        {label}
      </label>
      <p id={hintId} className="pl-6 text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
