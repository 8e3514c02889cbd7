import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Meta } from '@uppy/core';
import '@uppy/core/css/style.min.css';
import Dashboard from '@uppy/dashboard';
import '@uppy/dashboard/css/style.min.css';
import {
  intakeMessages,
  uploadRules,
  type UploadKind,
  type UploadTicket,
} from '../../../../common/intake';
import { messageOf } from '../../../lib/api-client';
import { completeUpload, requestUploadTicket } from '../api/uploads';
import type { UploadedFile } from '../uploaded-file';
import './uppy-theme.css';

/**
 * Uppy, its Dashboard and its CSS live in this module only, which the questionnaire pages
 * import when they mount: nothing of it reaches the landing bundle or any other page.
 */

type Body = Record<string, never>;

export interface UploaderOptions {
  kind: UploadKind;
  purchaseId: string;
  /** Shown in the Dashboard under the drop area. */
  note: string;
  /** Files the server has checked, one call per finished batch. */
  onVerified: (files: UploadedFile[]) => void;
  /** A message for one Error toast: a refused file or a failed upload address. */
  onFailed: (message: string) => void;
  /** A checked file was removed in the Dashboard. */
  onRemoved: (uploadId: string) => void;
}

export interface Uploader {
  open(): void;
  /** Drops the file from the Dashboard too, if it was uploaded in this visit. */
  remove(uploadId: string): void;
  destroy(): void;
}

export function createUploader(options: UploaderOptions): Uploader {
  const rule = uploadRules[options.kind];
  const tickets = new Map<string, UploadTicket>();

  const uppy = new Uppy<Meta, Body>({
    id: `intake-${options.kind}`,
    restrictions: {
      maxNumberOfFiles: rule.maxFiles,
      maxFileSize: rule.maxBytes,
      allowedFileTypes: [...rule.extensions],
    },
  });

  uppy.use(Dashboard<Meta, Body>, {
    inline: false,
    target: 'body',
    theme: 'dark',
    thumbnailWidth: 200,
    proudlyDisplayPoweredByUppy: false,
    closeAfterFinish: true,
    closeModalOnClickOutside: true,
    showRemoveButtonAfterComplete: true,
    note: options.note,
  });

  uppy.use(AwsS3<Meta, Body>, {
    shouldUseMultipart: false,
    limit: 6,
    // The object key is only ours to find the file again when signing.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      const file = uppy.getFile(request.key);
      if (request.method !== 'PUT' || 'uploadId' in request || !file) {
        throw new Error('Only single PUT uploads are signed here');
      }
      let ticket: UploadTicket;
      try {
        ticket = await requestUploadTicket({
          purchaseId: options.purchaseId,
          kind: options.kind,
          fileName: file.name ?? 'file',
          size: file.size ?? 0,
          contentType: file.type ?? '',
        });
      } catch (error) {
        const reason = messageOf(error, '');
        options.onFailed(
          reason ? `${intakeMessages.uploadUrlFailed}. ${reason}` : intakeMessages.uploadUrlFailed,
        );
        // Rethrown so Uppy marks the file failed and offers its retry.
        throw error;
      }
      tickets.set(file.id, ticket);
      // Uppy reads the finished file's address with `new URL()`, which needs an absolute URL;
      // the local store hands out relative ones.
      return {
        url: new URL(ticket.uploadURL, window.location.href).href,
        headers: ticket.headers,
        key: ticket.uploadId,
      };
    },
  });

  // Runs after the PUTs of a batch, before Uppy calls it complete (and closes the modal).
  uppy.addPostProcessor(async (fileIds) => {
    const verified: UploadedFile[] = [];
    for (const fileId of fileIds) {
      const file = uppy.getFile(fileId);
      const ticket = tickets.get(fileId);
      if (!file || file.error || !file.uploadURL || !ticket) continue;
      try {
        const result = await completeUpload(ticket.uploadId, options.purchaseId);
        verified.push({
          uploadId: ticket.uploadId,
          uploadURL: file.uploadURL,
          fileName: file.name ?? result.fileName,
          lowResolution: result.lowResolution,
        });
        uppy.emit('postprocess-complete', file);
      } catch (error) {
        tickets.delete(fileId);
        uppy.removeFile(fileId);
        options.onFailed(messageOf(error, intakeMessages.submitFailed));
      }
    }
    if (verified.length > 0) options.onVerified(verified);
  });

  // Removed by the buyer in the Dashboard. Not when the page goes: the draft keeps its files.
  const onFileRemoved = (file: { id: string }) => {
    const ticket = tickets.get(file.id);
    if (!ticket) return;
    tickets.delete(file.id);
    options.onRemoved(ticket.uploadId);
  };
  uppy.on('file-removed', onFileRemoved);

  return {
    open() {
      void uppy.getPlugin<Dashboard<Meta, Body>>('Dashboard')?.openModal();
    },
    remove(uploadId) {
      for (const [fileId, ticket] of tickets) {
        if (ticket.uploadId === uploadId) {
          tickets.delete(fileId);
          uppy.removeFile(fileId);
        }
      }
    },
    destroy() {
      uppy.off('file-removed', onFileRemoved);
      uppy.destroy();
    },
  };
}
