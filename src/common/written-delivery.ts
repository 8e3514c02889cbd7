/**
 * A written reading's delivery as the admin workspace shows it (issue 24): what the customer
 * will receive, asked before "Deliver", and the reasons a delivery or preview is refused.
 */

/** One file the delivery makes, by its catalogue deliverable. */
export interface WrittenDeliveryFile {
  /** The written deliverable's catalogue key, e.g. `strategic-report`. */
  key: string;
  fileName: string;
  /** The Notion workspace travels as a ZIP; every other written report as a PDF. */
  format: 'pdf' | 'zip';
}

/** What "Deliver" will send, for the confirmation dialog. */
export interface WrittenDeliveryDescription {
  fullName: string;
  email: string;
  /** The version this delivery becomes: 1, or the next after a correction. */
  version: number;
  files: WrittenDeliveryFile[];
}

export const writtenDeliveryMessages = {
  notFound: 'This order was not found.',
  notPaid: 'This order is not paid, so nothing can be delivered.',
  refunded: 'This order was refunded, so nothing can be delivered.',
  noWrittenReading: 'This order has no written reading to deliver.',
  noCustomer: 'This order has no customer e-mail to deliver to.',
  noBirthData: 'The order has no birth details to draw its charts from. Correct them first.',
  sectionsMismatch:
    'The reading must have exactly one section for each written report of the order.',
  sectionEmpty: (name: string) => `“${name}” has nothing written yet.`,
  planWithoutSteps:
    'The 90-day plan needs its steps as a list (a bulleted or numbered list under each phase heading).',
  unknownReader: 'The reader delivering this reading is not an admin of the shop.',
  versionMoved:
    'This reading was delivered meanwhile (perhaps from another tab). Reload to see what was sent.',
} as const;
