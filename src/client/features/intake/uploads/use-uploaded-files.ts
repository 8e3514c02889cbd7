import { useState } from 'react';
import { intakeMessages, uploadRules, type UploadKind } from '../../../../common/intake';
import { errorCodes } from '../../../../common/error-codes';
import { isApiError } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { discardUpload } from '../api/uploads';
import type { UploadedFile, UploadedFiles } from '../uploaded-file';

/** A new file pushes out the oldest beyond the kind's limit: a second resume replaces the first. */
export function withAdded(
  files: UploadedFiles,
  kind: UploadKind,
  added: UploadedFile[],
): UploadedFiles {
  const kept = files[kind].filter(
    (file) => !added.some((newFile) => newFile.uploadId === file.uploadId),
  );
  return { ...files, [kind]: [...kept, ...added].slice(-uploadRules[kind].maxFiles) };
}

export function withRemoved(
  files: UploadedFiles,
  kind: UploadKind,
  uploadId: string,
): UploadedFiles {
  return { ...files, [kind]: files[kind].filter((file) => file.uploadId !== uploadId) };
}

export type UploadedFilesState = ReturnType<typeof useUploadedFiles>;

/**
 * The checked files of a questionnaire: first the ones the server already holds for the order
 * (sent from any device), then those added on this page. A removed file is discarded on the
 * server, so its place is free for another; if that fails it comes back with the reason.
 */
export function useUploadedFiles(received: UploadedFiles, purchaseId: string) {
  const [files, setFiles] = useState<UploadedFiles>(received);

  async function remove(kind: UploadKind, uploadId: string) {
    const file = files[kind].find((each) => each.uploadId === uploadId);
    setFiles((current) => withRemoved(current, kind, uploadId));
    try {
      await discardUpload(uploadId, purchaseId);
    } catch (error) {
      // Removed already (on another device, say): nothing to put back.
      if (isApiError(error, errorCodes.notFound)) return;
      if (file) setFiles((current) => withAdded(current, kind, [file]));
      reportMutationError(error, { fallback: intakeMessages.submitFailed });
    }
  }

  return {
    purchaseId,
    files,
    add: (kind: UploadKind, added: UploadedFile[]) =>
      setFiles((current) => withAdded(current, kind, added)),
    remove: (kind: UploadKind, uploadId: string) => void remove(kind, uploadId),
  };
}
