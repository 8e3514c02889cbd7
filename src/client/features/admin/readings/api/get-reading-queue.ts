import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  QueueReader,
  ReadingQueueCounts,
  ReadingQueuePage,
} from '../../../../../common/reading-queue';
import { apiRequest } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../api/admin-query-keys';

export type QueueReaderFilter = 'all' | 'mine' | 'unassigned';

function queueUrl(reader: QueueReaderFilter, cursor: string | null): string {
  const params = new URLSearchParams({ reader });
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/readings?${params.toString()}`;
}

/** The queue page by page (keyset cursor), soonest due first. */
export function readingQueueQueryOptions(reader: QueueReaderFilter) {
  return infiniteQueryOptions({
    queryKey: [...adminQueryKeys.readings, 'list', reader],
    queryFn: ({ pageParam }) => apiRequest<ReadingQueuePage>('GET', queueUrl(reader, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useReadingQueue(reader: QueueReaderFilter) {
  return useInfiniteQuery(readingQueueQueryOptions(reader));
}

export function useReadingQueueCounts() {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKeys.readings, 'counts'],
      queryFn: () => apiRequest<ReadingQueueCounts>('GET', '/api/admin/readings/counts'),
    }),
  );
}

/** The admins of the allow-list an order can be given to. */
export function useReaders() {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.readers,
      queryFn: () => apiRequest<{ readers: QueueReader[] }>('GET', '/api/admin/readers'),
      staleTime: 5 * 60_000,
    }),
  );
}
