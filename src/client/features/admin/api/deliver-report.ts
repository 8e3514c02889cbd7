import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_CONTENT_TYPE,
  type DeliverReportsInput,
  type AttachedReport,
  type DeliverReply,
} from '../../../../common/admin-actions';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

const orderPath = (purchaseId: string) => `/api/admin/purchase/${encodeURIComponent(purchaseId)}`;

/** Stores one report PDF as the raw request body (`apiRequest` only sends JSON). */
export async function uploadReportFile(purchaseId: string, file: File): Promise<AttachedReport> {
  const response = await fetch(
    `${orderPath(purchaseId)}/files?name=${encodeURIComponent(file.name)}`,
    {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': REPORT_CONTENT_TYPE },
      body: file,
    },
  );
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  return (await response.json()) as AttachedReport;
}

export function deliverReport(
  purchaseId: string,
  input: DeliverReportsInput,
): Promise<DeliverReply> {
  return apiRequest<DeliverReply>('POST', `${orderPath(purchaseId)}/deliver`, input);
}

export interface DeliverProgress {
  /** Files stored so far, of `total`. */
  stored: number;
  total: number;
}

/**
 * Uploads each PDF in turn, then delivers them all in one call: the customer gets one e-mail
 * with every link, and a failed upload delivers nothing.
 */
export function useDeliverReport(
  purchaseId: string,
  onProgress: (progress: DeliverProgress) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      const fileIds: string[] = [];
      onProgress({ stored: 0, total: files.length });
      for (const file of files) {
        const stored = await uploadReportFile(purchaseId, file);
        fileIds.push(stored.fileId);
        onProgress({ stored: fileIds.length, total: files.length });
      }
      return deliverReport(purchaseId, { fileIds });
    },
    onSuccess: () => orderChanged(queryClient, purchaseId),
  });
}
