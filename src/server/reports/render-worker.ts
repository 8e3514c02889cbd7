/**
 * The report renderer's thread: react-pdf lays out a Cosmic Map in about half a second of CPU,
 * which on the main thread would stall every request meanwhile (render-pool.ts starts it).
 */
import { parentPort } from 'node:worker_threads';
import type { ComputedDocumentKind } from '../../common/catalogue';
import { renderDocument, type DocumentRequest } from './render-document';

export interface RenderRequest {
  id: number;
  request: DocumentRequest;
}

export type RenderReply =
  | { id: number; document: ComputedDocumentKind; pdf: Uint8Array; fileName: string }
  | { id: number; document: ComputedDocumentKind; notComputable: string }
  | { id: number; error: string };

parentPort?.on('message', ({ id, request }: RenderRequest) => {
  renderDocument(request).then(
    (result) => {
      if (result.kind === 'not-computable') {
        parentPort?.postMessage({
          id,
          document: result.document,
          notComputable: result.reason,
        } satisfies RenderReply);
        return;
      }
      // The Buffer may share a pooled ArrayBuffer: copy it into one of its own to transfer it.
      const bytes = new Uint8Array(result.pdf);
      parentPort?.postMessage(
        {
          id,
          document: result.document,
          pdf: bytes,
          fileName: result.fileName,
        } satisfies RenderReply,
        [bytes.buffer],
      );
    },
    (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      parentPort?.postMessage({ id, error: message } satisfies RenderReply);
    },
  );
});
