import { FileText } from 'lucide-react';
import type { AdminPurchaseDetail } from '../../../../common/admin';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useOrderFiles, useReissueLinks, useRemoveOrderFile } from '../api/order-files';
import { formatAdminDate, formatFileSize } from '../shared/format';

/**
 * The report files on an order: which were delivered, which a newer version replaced (kept for
 * the record), removal of one that was not delivered, and fresh download links for the customer
 * when theirs expired or the mail went astray.
 */
export function OrderFilesList({ purchase }: { purchase: AdminPurchaseDetail }) {
  const files = useOrderFiles(purchase.id);
  const reissue = useReissueLinks(purchase.id);
  const remove = useRemoveOrderFile(purchase.id);
  if (!files.data || files.data.length === 0) return null;
  const hasDelivered = files.data.some((file) => file.isDelivered);

  const failed = (fallback: string) => (failure: unknown) =>
    void reportMutationError(failure, { fallback });

  return (
    <div className="grid gap-3">
      <h3 className="font-sans text-base font-semibold">Report files</h3>
      <ul className="grid gap-2 text-sm">
        {files.data.map((file) => (
          <li key={file.fileId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <FileText className="size-4 shrink-0 text-gold" aria-hidden />
            <a
              className="min-w-0 truncate text-gold-bright underline-offset-4 hover:underline focus-visible:underline"
              href={`/api/admin/purchase/${encodeURIComponent(purchase.id)}/files/${encodeURIComponent(file.fileId)}/download`}
              download={file.fileName}
            >
              {file.fileName}
            </a>
            <span className="text-xs text-muted">
              {formatFileSize(file.size)} · {formatAdminDate(file.createdAt)} ·{' '}
              {file.addedBy === 'system' ? 'computed · ' : ''}
              {file.isDelivered ? 'delivered' : 'not delivered yet'}
            </span>
            {file.replaced ? (
              <span className="text-xs font-medium text-muted">
                Replaced {formatAdminDate(file.replaced.at)}
                {file.replaced.byFileName ? ` by ${file.replaced.byFileName}` : ''}: the customer is
                no longer offered it
              </span>
            ) : null}
            {file.isDelivered ? null : (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                aria-label={`Remove ${file.fileName}`}
                onClick={() =>
                  remove.mutate(file.fileId, { onError: failed('Failed to remove the file') })
                }
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {hasDelivered ? (
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          disabled={reissue.isPending}
          onClick={() =>
            reissue.mutate(undefined, {
              onSuccess: () =>
                toast({
                  title: 'Success',
                  description: `Fresh download links sent to ${purchase.customerEmail ?? 'the customer'}`,
                }),
              onError: failed('Failed to send fresh download links'),
            })
          }
        >
          {reissue.isPending ? 'Sending...' : 'Send fresh download links'}
        </Button>
      ) : null}
    </div>
  );
}
