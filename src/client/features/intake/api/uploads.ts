import type { UploadChecked, UploadRequest, UploadTicket } from '../../../../common/intake';
import { apiRequest } from '../../../lib/api-client';
import { orderTokenHeaders } from '../order-token';

/** `POST /api/objects/upload`: the server decides, then signs one PUT for this file. */
export function requestUploadTicket(request: UploadRequest): Promise<UploadTicket> {
  return apiRequest<UploadTicket>(
    'POST',
    '/api/objects/upload',
    request,
    orderTokenHeaders(request.purchaseId),
  );
}

/** After the PUT: the server reads the bytes and says what the file really is (422 if not). */
export function completeUpload(uploadId: string, purchaseId: string): Promise<UploadChecked> {
  return apiRequest<UploadChecked>(
    'POST',
    `/api/objects/${encodeURIComponent(uploadId)}/complete`,
    { purchaseId },
    orderTokenHeaders(purchaseId),
  );
}

/**
 * `DELETE /api/objects/:uploadId`: the buyer removed a file, here or on another device; the
 * server frees its place and deletes it. 404 means it is gone already.
 */
export function discardUpload(uploadId: string, purchaseId: string): Promise<void> {
  return apiRequest<void>(
    'DELETE',
    `/api/objects/${encodeURIComponent(uploadId)}`,
    { purchaseId },
    orderTokenHeaders(purchaseId),
  );
}
