import { useEffect, useRef, useState } from 'react';
import type { UploadKind } from '../../../../common/intake';
import type { Uploader, UploaderOptions } from './uppy-uploader';

const loadUploaderModule = () => import('./uppy-uploader');

type Callbacks = Pick<UploaderOptions, 'onVerified' | 'onFailed' | 'onRemoved'>;

interface UseUploaderOptions extends Callbacks {
  kind: UploadKind;
  purchaseId: string;
  note: string;
}

/**
 * One Uppy Dashboard per upload button. The module (Uppy and its CSS) starts loading when the
 * page mounts, the instance is made on the first press, and both go when the page does.
 */
export function useUploader({ kind, purchaseId, note, ...callbacks }: UseUploaderOptions) {
  const uploaderRef = useRef<Uploader | null>(null);
  const callbacksRef = useRef<Callbacks>(callbacks);
  const [isOpening, setIsOpening] = useState(false);

  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  useEffect(() => {
    void loadUploaderModule();
    return () => {
      uploaderRef.current?.destroy();
      uploaderRef.current = null;
    };
  }, [kind, purchaseId]);

  async function open() {
    if (isOpening) return;
    if (!uploaderRef.current) {
      setIsOpening(true);
      try {
        const { createUploader } = await loadUploaderModule();
        uploaderRef.current ??= createUploader({
          kind,
          purchaseId,
          note,
          // Through the ref, so the uploader always calls the page's latest handlers.
          onVerified: (files) => callbacksRef.current.onVerified(files),
          onFailed: (message) => callbacksRef.current.onFailed(message),
          onRemoved: (uploadId) => callbacksRef.current.onRemoved(uploadId),
        });
      } catch {
        callbacksRef.current.onFailed('The upload window could not be loaded. Please try again.');
        return;
      } finally {
        setIsOpening(false);
      }
    }
    uploaderRef.current.open();
  }

  return {
    open: () => void open(),
    isOpening,
    remove: (uploadId: string) => uploaderRef.current?.remove(uploadId),
  };
}
