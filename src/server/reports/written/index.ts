/**
 * Written readings (issue 24): the preview and delivery the admin workspace calls, and what a
 * delivery will send, for its confirmation.
 */
export {
  deliverWrittenReading,
  describeDelivery,
  type WrittenReadingDeps,
} from './deliver-written';
export { renderWrittenReadingPdf } from './preview-written';
export type { WrittenPdfRequest } from './render-written';
