import type { UploadKind, UploadReceived } from '../../../common/intake';

/** A file the server has checked, as the page lists it with its Remove button. */
export interface UploadedFile {
  uploadId: string;
  /** What the questionnaire submit names the file by. */
  uploadURL: string;
  fileName: string;
  lowResolution: boolean;
}

export type UploadedFiles = Record<UploadKind, UploadedFile[]>;

export const noUploads: UploadedFiles = { resume: [], 'palm-photo': [] };

/** The files the server holds for the order, by kind: the list every device starts from. */
export function uploadedFilesOf(received: readonly UploadReceived[]): UploadedFiles {
  const files: UploadedFiles = { resume: [], 'palm-photo': [] };
  for (const file of received) {
    files[file.kind].push({
      uploadId: file.uploadId,
      uploadURL: file.uploadURL,
      fileName: file.fileName,
      lowResolution: file.lowResolution,
    });
  }
  return files;
}
