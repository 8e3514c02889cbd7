import { useId } from 'react';
import type { QueueReader } from '../../../../common/reading-queue';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { showErrorToast } from '../../../lib/mutation-errors';
import { messageOf } from '../../../lib/api-client';
import { shortOrderId } from '../shared/format';
import { useAssignReader } from './api/assign-reader';
import { useReaders } from './api/get-reading-queue';

interface ReaderSelectProps {
  purchaseId: string;
  reader: QueueReader | null;
}

/** Who writes the order: any admin of the allow-list, or nobody yet. */
export function ReaderSelect({ purchaseId, reader: current }: ReaderSelectProps) {
  const id = useId();
  const readers = useReaders();
  const assign = useAssignReader(purchaseId);
  const listed = readers.data?.readers ?? [];
  // A reader since taken off the allow-list still shows as the order's, until changed.
  const options =
    current && !listed.some((reader) => reader.id === current.id) ? [current, ...listed] : listed;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        Reader<span className="sr-only"> of order {shortOrderId(purchaseId)}</span>
      </label>
      <NativeSelect
        id={id}
        value={current?.id ?? ''}
        disabled={assign.isPending || !readers.data}
        className="h-9 py-1 text-sm"
        onChange={(event) =>
          assign.mutate(
            { readerId: event.target.value || null },
            {
              onSuccess: ({ reader }) =>
                toast({
                  title: 'Reader changed',
                  description: reader
                    ? `${reader.name ?? reader.email} writes this order.`
                    : 'Nobody is assigned.',
                }),
              onError: (error) =>
                showErrorToast(messageOf(error, 'The reader could not be changed.'), 'Not changed'),
            },
          )
        }
      >
        <option value="">Nobody yet</option>
        {options.map((reader) => (
          <option key={reader.id} value={reader.id}>
            {reader.name ? `${reader.name} (${reader.email})` : reader.email}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
