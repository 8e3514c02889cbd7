import type { UploadChecked, UploadRequest, UploadTicket } from '../../../../common/intake';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/objects/upload`: the server decides, then signs one PUT for this file. */
export function requestUploadTicket(request: UploadRequest): Promise<UploadTicket> {
  return apiRequest<UploadTicket>('POST', '/api/objects/upload', request);
}

/** After the PUT: the server reads the bytes and says what the file really is (422 if not). */
export function completeUpload(uploadId: string, purchaseId: string): Promise<UploadChecked> {
  return apiRequest<UploadChecked>(
    'POST',
    `/api/objects/${encodeURIComponent(uploadId)}/complete`,
    { purchaseId },
  );
}

/**
 * The buyer removed a file: the server frees its place and deletes it. A file that is part of
 * answers already submitted stays with them, so a refusal here changes nothing for the buyer.
 */
export async function discardUpload(uploadId: string, purchaseId: string): Promise<void> {
  try {
    await apiRequest<void>('DELETE', `/api/objects/${encodeURIComponent(uploadId)}`, {
      purchaseId,
    });
  } catch {
    // Nothing to tell: the file is gone from the form either way.
  }
}
