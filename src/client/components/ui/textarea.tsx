import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={ref}
      className={cn(fieldClasses, 'h-auto min-h-28 resize-y leading-relaxed', className)}
      {...props}
    />
  );
}
