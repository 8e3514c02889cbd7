import { useId, useState } from 'react';
import {
  processingStatuses,
  processingStatusLabels,
  type ProcessingStatus,
} from '../../../../common/admin';
import { adminActionMessages } from '../../../../common/admin-actions';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useBulkUpdateStatus } from '../api/bulk-update-status';
import { processingStatusNames } from '../shared/status-badges';

interface BulkStatusBarProps {
  selectedIds: readonly string[];
  onDone: () => void;
}

/** One processing status for every selected order. */
export function BulkStatusBar({ selectedIds, onDone }: BulkStatusBarProps) {
  const id = useId();
  const [status, setStatus] = useState<ProcessingStatus>('in-progress');
  const bulkUpdate = useBulkUpdateStatus();
  if (selectedIds.length === 0) return null;
  const count = selectedIds.length;
  return (
    <div
      role="region"
      aria-label="Selected orders"
      className="sticky bottom-3 z-10 flex flex-wrap items-end gap-3 rounded-lg border border-gold/60 bg-surface-raised p-3 shadow-lg"
    >
      <p className="self-center text-sm font-semibold" aria-live="polite">
        {count} selected
      </p>
      <div className="grid min-w-40 flex-1 gap-1 sm:flex-none">
        <Label htmlFor={id} className="text-xs text-muted">
          Set status of selected orders
        </Label>
        <NativeSelect
          id={id}
          value={status}
          onChange={(event) => setStatus(event.target.value as ProcessingStatus)}
        >
          {processingStatuses.map((value) => (
            <option key={value} value={value} title={processingStatusLabels[value]}>
              {processingStatusNames[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        className="h-11"
        disabled={bulkUpdate.isPending}
        onClick={() =>
          bulkUpdate.mutate(
            { ids: [...selectedIds], processingStatus: status },
            {
              onSuccess: ({ updated }) => {
                toast({ title: 'Success', description: adminActionMessages.bulkUpdated(updated) });
                onDone();
              },
              onError: (error) =>
                reportMutationError(error, { fallback: adminActionMessages.bulkFailed }),
            },
          )
        }
      >
        {bulkUpdate.isPending ? 'Saving...' : 'Set status'}
      </Button>
      <Button variant="ghost" className="h-11" onClick={onDone}>
        Clear selection
      </Button>
    </div>
  );
}
