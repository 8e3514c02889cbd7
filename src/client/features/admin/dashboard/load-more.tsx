import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminPage } from '../../../../common/admin';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';

/** What a paged query says of its next page. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next keyset page, on request. */
export function LoadMore({ pages }: { pages: NextPages }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button
        variant="outline"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
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

/** A paged list of cards, two a row on wide screens; while loading, on failure or empty, a line. */
export function CardPages<Item extends { id: string }>({
  query,
  loadingText,
  failureText,
  emptyText,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<AdminPage<Item>>>;
  loadingText: string;
  /** Said when the server gave no reason of its own. */
  failureText: string;
  emptyText: string;
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <ListMessage>{loadingText}</ListMessage>;
  if (query.isError) return <ListMessage>{messageOf(query.error, failureText)}</ListMessage>;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage>{emptyText}</ListMessage>;
  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <LoadMore pages={query} />
    </>
  );
}
