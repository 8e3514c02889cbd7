import { Button } from '../../../components/ui/button';

interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}

/** The next keyset page, on request. */
export function LoadMore({ hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={isLoading}>
        {isLoading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}

export function ListMessage({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted">
      {children}
    </p>
  );
}
