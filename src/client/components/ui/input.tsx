import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'flex h-11 w-full rounded-md border border-border bg-background/70 px-3 py-2 text-base text-foreground placeholder:text-muted/70 focus-visible:border-gold focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(fieldClasses, className)} {...props} />;
}
