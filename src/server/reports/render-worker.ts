/**
 * The report renderer's thread: react-pdf lays out a Cosmic Map in about half a second of CPU,
 * which on the main thread would stall every request meanwhile (render-pool.ts starts it).
 */
import { parentPort } from 'node:worker_threads';
import { renderReportPdf } from './render-report';
import type { ReportInput } from './report-input';

export interface RenderRequest {
  id: number;
  input: ReportInput;
}

export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: RenderRequest) => {
  renderReportPdf(request.input).then(
    (pdf) => {
      // The Buffer may share a pooled ArrayBuffer: copy it into one of its own to transfer it.
      const bytes = new Uint8Array(pdf);
      parentPort?.postMessage({ id: request.id, pdf: bytes } satisfies RenderReply, [bytes.buffer]);
    },
    (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      parentPort?.postMessage({ id: request.id, error: message } satisfies RenderReply);
    },
  );
});
