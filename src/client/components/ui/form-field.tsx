import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { EMPTY_MESSAGE_ATTRIBUTE } from '../../lib/early-choices';
import { Label } from './label';

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /**
   * What the form's checks say of this field left blank (and of an e-mail field holding what the
   * browser finds is no address). Drawn hidden, so that a submit tapped before the page is live
   * shows it at once for each such field (the boot script), before the form's own checks have
   * run (`useEarlyMessagesUntilChecked`).
   */
  emptyMessage?: string;
  className?: string;
  /** One control; it receives `id`, `aria-invalid` and `aria-describedby`. */
  children: ReactElement<Record<string, unknown>>;
}

/** A visible label tied to its control, with the field's message read out by screen readers. */
export function FormField({
  label,
  error,
  hint,
  emptyMessage,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })
    : children;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error || emptyMessage ? (
        <p
          id={errorId}
          role={error ? 'alert' : undefined}
          className={cn('text-sm text-red-300', !error && 'hidden')}
          {...(emptyMessage ? { [EMPTY_MESSAGE_ATTRIBUTE]: id } : {})}
          // The boot script may have shown it before hydration: the form says when it is its own.
          suppressHydrationWarning
        >
          {error ?? emptyMessage}
        </p>
      ) : null}
    </div>
  );
}
