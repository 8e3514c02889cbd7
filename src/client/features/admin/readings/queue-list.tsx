import { ListMessage, LoadMore } from '../dashboard/load-more';
import { useReadingQueue, type QueueReaderFilter } from './api/get-reading-queue';
import { QueueRow } from './queue-row';

interface QueueListProps {
  title: string;
  reader: QueueReaderFilter;
  emptyText: string;
}

/** One list of the queue, soonest due first, a page at a time. */
export function QueueList({ title, reader, emptyText }: QueueListProps) {
  const queue = useReadingQueue(reader);
  const rows = queue.data?.pages.flatMap((page) => page.rows) ?? [];
  const headingId = `queue-${reader}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      {queue.isPending ? (
        <ListMessage>Loading the queue…</ListMessage>
      ) : queue.isError ? (
        <ListMessage>The queue could not be loaded. Please reload the page.</ListMessage>
      ) : rows.length === 0 ? (
        <ListMessage>{emptyText}</ListMessage>
      ) : (
        <ul className="grid gap-3">
          {rows.map((reading) => (
            <QueueRow key={reading.purchaseId} reading={reading} />
          ))}
        </ul>
      )}
      <LoadMore pages={queue} />
    </section>
  );
}
