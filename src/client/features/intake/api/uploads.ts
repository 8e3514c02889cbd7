import type { UploadKind, UploadRequest, UploadTicket } from '../../../../common/intake';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/objects/upload`: the server decides, then signs one PUT for this file. */
export function requestUploadTicket(request: UploadRequest): Promise<UploadTicket> {
  return apiRequest<UploadTicket>('POST', '/api/objects/upload', request);
}

export interface CompletedUpload {
  uploadId: string;
  kind: UploadKind;
  fileName: string;
  contentType: string;
  width?: number;
  height?: number;
  /** A palm photo under 1080 px on its short side: worth a hint, not an error. */
  lowResolution: boolean;
}

/** After the PUT: the server reads the bytes and says what the file really is (422 if not). */
export function completeUpload(uploadId: string, purchaseId: string): Promise<CompletedUpload> {
  return apiRequest<CompletedUpload>(
    'POST',
    `/api/objects/${encodeURIComponent(uploadId)}/complete`,
    { purchaseId },
  );
}
