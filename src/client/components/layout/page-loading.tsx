import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

interface PageLoadingProps {
  label?: string;
  /**
   * Show nothing (the space kept) for this long first: a page whose chunk arrives quickly
   * appears without a "Loading…" flash before it.
   */
  delayMs?: number;
}

export function PageLoading({ label = 'Loading…', delayMs = 0 }: PageLoadingProps) {
  const [isShown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!isShown) return <div aria-busy="true" className="min-h-[50vh]" />;
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted">
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
