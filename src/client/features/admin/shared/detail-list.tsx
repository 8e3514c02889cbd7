import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Label-value pairs as a description list, two columns from small screens up. */
export function DetailList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>{children}</dl>;
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
