import { z } from 'zod';
import type { UploadKind } from '../../../common/intake';

/** A file the server has checked (`POST /api/objects/:uploadId/complete`), as the page keeps it. */
export const uploadedFileSchema = z.object({
  uploadId: z.string().min(1),
  /** The address Uppy reports after the PUT; what the questionnaire submit sends. */
  uploadURL: z.string().min(1),
  fileName: z.string(),
  lowResolution: z.boolean().default(false),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export type UploadedFiles = Record<UploadKind, UploadedFile[]>;

export const noUploads: UploadedFiles = { resume: [], 'palm-photo': [] };
