import type { AdminOrderDetail } from '../../../../common/admin';
import { adminActionMessages } from '../../../../common/admin-actions';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useClearUpload } from '../api/clear-upload';
import { formatAdminDateTime } from '../shared/format';
import { formatFileSize } from '../../../../common/format';
import { UploadLink } from '../shared/questionnaire-details';
import { Section } from '../shared/section';
import { FileActionButton } from './file-action-button';

/**
 * Files the customer sent that no submitted answers use: on the order only, never read for the
 * reading. Clearing one frees its place, so the customer can send another from any device.
 */
export function UnsubmittedFiles({ purchase }: { purchase: AdminOrderDetail }) {
  const clear = useClearUpload(purchase.id);
  if (purchase.unsubmittedFiles.length === 0) return null;
  return (
    <Section title="Uploads not submitted">
      <p className="mb-4 text-sm text-muted">
        The customer sent these files but has not submitted them with answers yet. Clear one if it
        is wrong or the customer asks: they can then send another.
      </p>
      <ul className="grid gap-3 text-sm">
        {purchase.unsubmittedFiles.map((file) => (
          <li key={file.uploadId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <UploadLink file={file} className="min-w-0" />
            <span className="text-xs text-muted">
              {file.size !== null ? `${formatFileSize(file.size)} · ` : ''}received{' '}
              {formatAdminDateTime(file.receivedAt)}
            </span>
            <FileActionButton
              action="Clear"
              fileName={file.fileName}
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(file.uploadId, {
                  onSuccess: () =>
                    toast({ title: 'Success', description: adminActionMessages.uploadCleared }),
                  onError: (failure) =>
                    reportMutationError(failure, {
                      fallback: adminActionMessages.uploadClearFailed,
                    }),
                })
              }
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
