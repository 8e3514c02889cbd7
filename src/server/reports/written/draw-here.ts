import type { WrittenPdfRequest } from './render-written';

/**
 * Draws a written reading in this process when no render thread is given (tests, scripts). The
 * PDF renderer is loaded with the first drawing, not with the server: it is 60 MB and 0.2 s of
 * every start for a preview or delivery a reader asks for a few times a day (decision 321).
 */
export async function drawWrittenHere(request: WrittenPdfRequest): Promise<Buffer> {
  const { renderWrittenPdf } = await import('./render-written');
  return renderWrittenPdf(request);
}
