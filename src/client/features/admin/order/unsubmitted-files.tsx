import { Download } from 'lucide-react';
import type { AdminOrderDetail } from '../../../../common/admin';
import { adminActionMessages } from '../../../../common/admin-actions';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useClearUpload } from '../api/clear-upload';
import { formatAdminDateTime } from '../shared/format';
import { formatFileSize } from '../../../../common/format';
import { fileKindNames } from '../shared/questionnaire-details';
import { Section } from '../shared/section';

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
            <a
              href={file.downloadPath}
              download={file.fileName}
              className="inline-flex min-w-0 items-center gap-2 text-gold-bright underline-offset-4 hover:underline"
            >
              <Download className="size-4 shrink-0" aria-hidden />
              <span className="truncate">
                {fileKindNames[file.kind]}: {file.fileName}
              </span>
            </a>
            <span className="text-xs text-muted">
              {file.size !== null ? `${formatFileSize(file.size)} · ` : ''}received{' '}
              {formatAdminDateTime(file.receivedAt)}
            </span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={clear.isPending}
              aria-label={`Clear ${file.fileName}`}
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
            >
              Clear
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
