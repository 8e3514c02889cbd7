import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { useToasts } from './use-toast';

const Toaster = lazyComponent(() =>
  import('./toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * Toasts only follow something the visitor did, so Radix's toast code loads with the first
 * one instead of weighing on every first page load.
 */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
