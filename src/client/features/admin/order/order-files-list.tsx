import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminOrderDetail } from '../../../../common/admin';
import type { AdminOrderFile } from '../../../../common/admin-actions';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useOrderFiles, useReissueLinks, useRemoveOrderFile } from '../api/order-files';
import { formatAdminDate } from '../shared/format';
import { formatFileSize } from '../../../../common/format';
import { FileActionButton } from './file-action-button';

/** One file: its icon, its name (a download), what is known of it, and any action beside. */
function FileRow({
  purchaseId,
  file,
  facts,
  children,
}: {
  purchaseId: string;
  file: AdminOrderFile;
  facts: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <FileText className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
      <div className="grid min-w-0 flex-1">
        <a
          className="[overflow-wrap:anywhere] text-gold-bright underline-offset-4 hover:underline focus-visible:underline"
          href={`/api/admin/purchase/${encodeURIComponent(purchaseId)}/files/${encodeURIComponent(file.fileId)}/download`}
          download={file.fileName}
        >
          {file.fileName}
        </a>
        <span className="text-xs text-muted">{facts}</span>
      </div>
      {children}
    </li>
  );
}

/**
 * The report files on an order: which were delivered, removal of one that was not, and fresh
 * download links for the customer when theirs expired or the mail went astray. Versions a newer
 * one replaced (a chart made again after a correction) are kept apart, for the record: the
 * customer is no longer offered them (decision 304).
 */
export function OrderFilesList({ purchase }: { purchase: AdminOrderDetail }) {
  const files = useOrderFiles(purchase.id);
  const reissue = useReissueLinks(purchase.id);
  const remove = useRemoveOrderFile(purchase.id);
  if (!files.data || files.data.length === 0) return null;
  const hasDelivered = files.data.some((file) => file.isDelivered);
  const current = files.data.filter((file) => file.replaced === null);
  const replaced = files.data.filter((file) => file.replaced !== null);

  const failed = (fallback: string) => (failure: unknown) =>
    void reportMutationError(failure, { fallback });

  return (
    <div className="grid gap-3">
      <h3 className="font-sans text-base font-semibold">Report files</h3>
      <ul className="grid gap-2 text-sm">
        {current.map((file) => (
          <FileRow
            key={file.fileId}
            purchaseId={purchase.id}
            file={file}
            facts={`${formatFileSize(file.size)} · ${formatAdminDate(file.createdAt)} · ${
              file.addedBy === 'system' ? 'computed · ' : ''
            }${file.isDelivered ? 'delivered' : 'not delivered yet'}`}
          >
            {file.isDelivered ? null : (
              <FileActionButton
                action="Remove"
                fileName={file.fileName}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(file.fileId, { onError: failed('Failed to remove the file') })
                }
              />
            )}
          </FileRow>
        ))}
      </ul>
      {replaced.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="font-sans text-sm font-semibold">Replaced versions</h4>
          <p className="text-xs text-muted">
            Kept for the record. The customer&apos;s page, fresh links and old links all lead to the
            current version instead.
          </p>
          <ul className="grid gap-2 text-sm opacity-80">
            {replaced.map((file) => (
              <FileRow
                key={file.fileId}
                purchaseId={purchase.id}
                file={file}
                facts={`${formatFileSize(file.size)} · made ${formatAdminDate(file.createdAt)} · replaced ${formatAdminDate(file.replaced?.at ?? file.createdAt)}${
                  file.replaced?.byFileName
                    ? ` by ${file.replaced.byFileName}`
                    : ', withdrawn: the birth data as corrected cannot draw it'
                }`}
              />
            ))}
          </ul>
        </div>
      ) : null}
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
