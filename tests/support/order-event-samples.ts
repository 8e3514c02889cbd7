import type { OrderEventDataInput, OrderEventKind } from '../../src/common/order-events';

const orderFileId = '6a2f0d1c-3b4e-4f5a-8b6c-7d8e9f0a1b2c';
const jobId = '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b';
const uploadId = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

/** A session of Eve's order. */
const sampleSession = {
  bookingId: '3c4d5e6f-7081-4293-a4b5-c6d7e8f9a0b1',
  sessionKey: 'coaching-60',
  sessionNumber: 1,
  startsAt: '2027-04-03T16:00:00.000Z',
  readerId: '4d5e6f70-8192-43a4-b5c6-d7e8f9a0b1c2',
};

/**
 * One event of every kind as the shop records it today, for Eve Lindqvist of Tromsø
 * (eve.lindqvist@example.com): typed by the kinds, so a kind added without a sample does not
 * compile. Shapes are those of the calls to `recordOrderEvent` in src/server.
 */
export const orderEventSamples: { [Kind in OrderEventKind]: OrderEventDataInput<Kind> } = {
  paid: { amount: '350.00', provider: 'stripe' },
  'payment-failed': {},
  'gift-booked': { deliverOn: '2026-12-24', timeZone: 'Europe/Lisbon' },
  'gift-changed': {
    version: 2,
    dateChanged: true,
    recipientChanged: false,
    deliverOn: '2026-12-25',
  },
  'gift-resent': { version: 3 },
  'gift-claimed': { version: 3 },
  upgraded: {
    upgradeId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    fromProductId: 3,
    toProductId: 5,
    amount: '300.00',
    provider: 'stripe',
  },
  'upgrade-refunded': {
    upgradeId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    fromProductId: 3,
    toProductId: 5,
    amount: '300.00',
    reason: 'Changed her mind',
    refundId: 're_1',
    superseded: false,
  },
  'customer-filed': { userId: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', hasBirthDetails: true },
  'email-queued': { emailJobId: jobId, mailKind: 'questionnaire-reminder', delayHours: 24 },
  'email-sent': { emailJobId: jobId, mailKind: 'order-confirmation', messageId: '<1@astral.test>' },
  'upload-stored': {
    uploadId,
    uploadKind: 'palm-photo',
    fileName: 'Eve Lindqvist left palm.jpg',
    size: 2_400_000,
    contentType: 'image/jpeg',
  },
  'upload-rejected': {
    uploadId,
    uploadKind: 'resume',
    fileName: 'cv.pdf',
    size: 1_024,
    contentType: null,
  },
  'questionnaire-submitted': {
    submissionId: jobId,
    version: 2,
    questionnaire: 'master-blueprint',
    files: [
      { kind: 'resume', fileName: 'eve-cv.pdf' },
      { kind: 'palm-photo', fileName: 'Eve right palm.jpg' },
    ],
  },
  'upload-cleared': { uploadId, uploadKind: 'resume', fileName: 'Eve Lindqvist CV.pdf' },
  'reminders-cancelled': { count: 2 },
  'email-resent': {
    mailKind: 'order-confirmation',
    to: 'eve.lindqvist@example.com',
    previous: 'eve.lindqvst@example.com',
    isCustomerUpdated: true,
  },
  refunded: {
    reason: 'Eve asked within the guarantee',
    refundId: 're_3PqLm2',
    refundStatus: 'succeeded',
    amount: '350.00',
  },
  'report-attached': { fileId: orderFileId, fileName: 'compass-package.pdf', size: 48_000 },
  'report-removed': { fileId: orderFileId, fileName: 'compass-package.pdf' },
  'report-delivered': {
    fileIds: [orderFileId],
    files: [{ fileName: 'compass-package.pdf' }],
    previousStatus: 'completed',
  },
  'download-links-reissued': { fileIds: [orderFileId], to: 'eve.lindqvist@example.com' },
  'processing-status-changed': { from: 'received', to: 'in-progress', bulk: true },
  'notes-changed': { from: null, to: 'Eve prefers e-mail to calls' },
  'report-generated': {
    jobId,
    fileId: orderFileId,
    fileName: 'the-cosmic-map.pdf',
    size: 310_000,
    version: 1,
    reason: 'paid',
    requestedBy: 'system',
    placeUsed: 'Tromsø, Norway',
    timeZone: 'Europe/Oslo',
    notes: ['birth-time-unknown'],
  },
  'report-failed': { jobId, reason: 'place-not-found: Tromsø was not found' },
  'report-regeneration-requested': { jobId },
  'birth-data-corrected': {
    from: { birthDate: '1990-06-21', birthTime: '12:00', birthLocation: 'Tromso' },
    to: { birthDate: '1990-06-21', birthTime: '04:15', birthLocation: 'Tromsø, Norway' },
  },
  'commission-booked': { amountCents: 4375, rate: '12.50', payableAt: '2026-03-04T10:00:00.000Z' },
  'commission-reversed': { amountCents: -4375 },
  'self-referral': { affiliateId: '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f9a0' },
  'customer-data-exported': { files: 3 },
  'customer-erased': { reason: 'Eve asked by e-mail', erasedAt: '2026-05-01T09:00:00.000Z' },
  'retention-purged': { policy: 'questionnaire', removed: ['questionnaire answers'] },
  'support-message-written': {
    messageId: '6f1c1f0e-2b1a-4c55-9a53-0c2f3e4d5a6b',
    side: 'customer',
    characters: 120,
  },
  'reader-assigned': { from: null, to: 'reader@example.com' },
  'customer-messaged': {
    emailJobId: jobId,
    subject: 'Your birth time, Eve Lindqvist',
    characters: 240,
  },
  'written-reading-delivered': {
    version: 2,
    files: [
      {
        key: 'strategic-report',
        fileId: orderFileId,
        fileName: 'Integrated strategic report - Eve Lindqvist (version 2).pdf',
      },
    ],
    words: 9_400,
    untouchedDraftWords: 2_350,
  },
  'fact-check-dismissed': {
    sectionKey: 'strategic-report',
    sectionTitle: 'Integrated strategic report',
    statement: 'your Moon in Leo',
    chart: 'Moon: Cancer or Leo, depending on the birth hour',
    reason: 'Eve sent her birth certificate: 23:40, Moon in Leo.',
  },
  'written-reading-delivered-short': {
    version: 2,
    reason: 'Eve asked for the palmistry short: one hand was injured.',
    sections: [
      {
        key: 'palmistry',
        title: 'Palmistry analysis of both hands',
        words: 2_100,
        promisedWords: 3_000,
      },
    ],
  },
  'sessions-bookable': { sessionKeys: ['coaching-60'] },
  'session-booked': sampleSession,
  'session-moved': { ...sampleSession, from: '2027-04-02T16:00:00.000Z' },
  'session-cancelled': sampleSession,
  'session-held': sampleSession,
  'session-missed': sampleSession,
};

/** What names Eve, as `needlesFrom` makes it from her details. */
export const sampleCustomerTexts = ['Eve Lindqvist', 'eve.lindqvist@example.com', 'Tromsø, Norway'];
