/**
 * The report renderer's thread: react-pdf lays out a Cosmic Map in about half a second of CPU,
 * which on the main thread would stall every request meanwhile (render-pool.ts starts it).
 */
import { parentPort } from 'node:worker_threads';
import type { ComputedDocumentKind } from '../../common/catalogue';
import { renderDocument, type DocumentRequest } from './render-document';
import { renderWrittenPdf, type WrittenPdfRequest } from './written/render-written';

/** A computed document of an order, or a reader's written reading (decision 270). */
export type RenderRequest =
  { id: number; request: DocumentRequest } | { id: number; written: WrittenPdfRequest };

export type RenderReply =
  | { id: number; document: ComputedDocumentKind; pdf: Uint8Array; fileName: string }
  | { id: number; written: true; pdf: Uint8Array }
  | { id: number; document: ComputedDocumentKind; notComputable: string }
  | { id: number; error: string };

function replyWithError(id: number, error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  parentPort?.postMessage({ id, error: message } satisfies RenderReply);
}

parentPort?.on('message', (message: RenderRequest) => {
  const { id } = message;
  if ('written' in message) {
    renderWrittenPdf(message.written).then(
      (pdf) => {
        const bytes = new Uint8Array(pdf);
        parentPort?.postMessage({ id, written: true, pdf: bytes } satisfies RenderReply, [
          bytes.buffer,
        ]);
      },
      (error: unknown) => replyWithError(id, error),
    );
    return;
  }
  renderDocument(message.request).then(
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
    (error: unknown) => replyWithError(id, error),
  );
});
