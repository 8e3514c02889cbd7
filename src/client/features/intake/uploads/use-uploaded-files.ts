import { useState } from 'react';
import { uploadRules, type UploadKind } from '../../../../common/intake';
import { discardUpload } from '../api/uploads';
import type { DraftHandle } from '../use-draft';
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

/**
 * The checked files of a questionnaire, kept in the draft so a reload keeps them. A removed
 * file is discarded on the server too, so its place is free for another.
 */
export function useUploadedFiles(draft: DraftHandle, purchaseId: string) {
  const [files, setFiles] = useState<UploadedFiles>(draft.initial.uploads);

  function update(change: (files: UploadedFiles) => UploadedFiles) {
    setFiles((previous) => {
      const next = change(previous);
      draft.saveUploads(next);
      return next;
    });
  }

  return {
    files,
    add: (kind: UploadKind, added: UploadedFile[]) =>
      update((current) => withAdded(current, kind, added)),
    remove: (kind: UploadKind, uploadId: string) => {
      update((current) => withRemoved(current, kind, uploadId));
      void discardUpload(uploadId, purchaseId);
    },
  };
}
