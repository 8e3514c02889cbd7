import { describe, expect, it } from 'vitest';
import type { OrderEventDataInput, OrderEventKind } from '../../../../common/order-events';
import { actorName, timelineSentence } from './timeline-sentences';

/** A stored row as it is: any kind, any data (old rows included). */
const say = (kind: string, data: Record<string, unknown> = {}) => timelineSentence({ kind, data });
/** An event as the shop records it now, its data typed by its kind's schema. */
const tell = <Kind extends OrderEventKind>(kind: Kind, data: OrderEventDataInput<Kind>) =>
  timelineSentence({ kind, data });

const jobId = '4c1f3a52-6b8e-4d0a-9f1e-2a7c5b9d8e01';
const uploadId = '0b9e7d6c-5a4b-4c3d-8e2f-1a0b9c8d7e6f';

describe('timeline sentences', () => {
  it('tells sessions by their catalogue name, numbered when several, at a written-out time', () => {
    const session = {
      bookingId: jobId,
      sessionKey: 'coaching-60',
      sessionNumber: 2,
      startsAt: '2026-11-30T14:30:00.000Z',
      readerId: uploadId,
    };
    const inUtc = <Kind extends OrderEventKind>(kind: Kind, data: OrderEventDataInput<Kind>) =>
      timelineSentence({ kind, data }, { timeZone: 'UTC' });
    expect(inUtc('session-booked', session)).toBe(
      'Three 60-minute coaching sessions: session 2 of 3 booked for Monday, 30 November 2026, 14:30 UTC',
    );
    expect(inUtc('session-moved', { ...session, from: '2026-11-29T09:00:00.000Z' })).toBe(
      'Three 60-minute coaching sessions: session 2 of 3 moved to Monday, 30 November 2026, 14:30 UTC (it was Sunday, 29 November 2026, 09:00 UTC)',
    );
    const consultation = { ...session, sessionKey: 'consultation-90', sessionNumber: 1 };
    expect(inUtc('session-cancelled', consultation)).toBe(
      '90-minute consultation cancelled (it was booked for Monday, 30 November 2026, 14:30 UTC)',
    );
    expect(
      timelineSentence(
        { kind: 'session-held', data: consultation },
        { timeZone: 'America/New_York' },
      ),
    ).toBe('90-minute consultation held on Monday, 30 November 2026, 09:30 GMT-5');
    expect(tell('sessions-bookable', { sessionKeys: ['coaching-60'] })).toBe(
      'The customer can book three 60-minute coaching sessions now',
    );
    expect(inUtc('session-missed', session)).toBe(
      'Three 60-minute coaching sessions: session 2 of 3 marked missed (it was booked for Monday, 30 November 2026, 14:30 UTC)',
    );
  });

  it('tells payment events with the amount', () => {
    expect(tell('paid', { amount: '777.00', provider: 'stripe' })).toBe(
      'Payment of $777.00 received',
    );
    expect(say('paid')).toBe('Payment received');
    expect(say('payment-failed')).toBe('Payment failed');
    expect(
      tell('refunded', {
        amount: '50.00',
        reason: 'Asked within the guarantee',
        refundId: 're_3Pq',
        refundStatus: 'succeeded',
      }),
    ).toBe('Refunded $50.00: Asked within the guarantee');
  });

  it('tells how much of a delivered reading the reader wrote or edited (issue 38)', () => {
    const files = [
      { key: 'strategic-report', fileId: 'f', fileName: 'Integrated strategic report.pdf' },
    ];
    expect(
      tell('written-reading-delivered', {
        version: 1,
        files,
        words: 3000,
        untouchedDraftWords: 750,
      }),
    ).toBe(
      'Written reading delivered (3,000 words, 75% written or edited by the reader): “Integrated strategic report.pdf”',
    );
    // Delivered before first drafts existed: no share is claimed.
    expect(tell('written-reading-delivered', { version: 1, files, words: 3000 })).toBe(
      'Written reading delivered (3,000 words): “Integrated strategic report.pdf”',
    );
  });

  it('tells a reading delivered short, with each short report and the reason', () => {
    const short = {
      reason: 'The customer asked for a brief palmistry reading.',
      sections: [
        {
          key: 'palmistry',
          title: 'Palmistry analysis of both hands',
          words: 2100,
          promisedWords: 3000,
        },
      ],
    };
    expect(tell('written-reading-delivered-short', { version: 1, ...short })).toBe(
      'Written reading delivered shorter than promised (“Palmistry analysis of both hands” 2,100 of 3,000 words). Reason: The customer asked for a brief palmistry reading.',
    );
    expect(tell('written-reading-delivered-short', { version: 2, ...short })).toMatch(
      /^Written reading version 2 delivered shorter than promised/,
    );
  });

  it('tells a copy and an erasure of the customer’s data', () => {
    expect(tell('customer-data-exported', { files: 2 })).toBe(
      'A copy of the customer’s data was downloaded with 2 files',
    );
    expect(tell('customer-data-exported', { files: 0 })).toBe(
      'A copy of the customer’s data was downloaded',
    );
    expect(tell('customer-erased', { reason: 'Asked by e-mail', erasedAt: '2026-03-03' })).toBe(
      'Customer erased: name, e-mail, birth data, answers and files removed; the order is kept for the accounts. Reason: Asked by e-mail',
    );
  });

  it('tells a birth data correction and a cleared upload in words', () => {
    expect(
      tell('birth-data-corrected', {
        from: { birthDate: '1985-11-03', birthTime: '19:30', birthLocation: 'Cologne, Germany' },
        to: { birthDate: '1985-11-03', birthTime: '07:30', birthLocation: 'Cologne, Germany' },
      }),
    ).toBe('Birth data corrected to 3 November 1985, 07:30, Cologne, Germany');
    expect(
      tell('birth-data-corrected', {
        from: { birthDate: '1985-11-03', birthTime: '19:30', birthLocation: 'Cologne, Germany' },
        to: {
          birthDate: '1985-11-03',
          birthTimeUnknown: true,
          birthTime: '',
          birthLocation: 'Cologne, Germany',
        },
      }),
    ).toBe('Birth data corrected to 3 November 1985, time unknown, Cologne, Germany');
    expect(tell('upload-cleared', { uploadId, uploadKind: 'resume', fileName: 'cv.pdf' })).toBe(
      'Unsubmitted resume “cv.pdf” cleared; the customer can send another',
    );
  });

  it('tells what the retention purge removed', () => {
    expect(
      tell('retention-purged', {
        policy: 'questionnaire',
        removed: ['questionnaire answers', 'uploaded files'],
      }),
    ).toBe('Retention period over: questionnaire answers, uploaded files deleted');
    expect(
      tell('retention-purged', { policy: 'sale-anonymised', removed: ['name', 'e-mail'] }),
    ).toBe(
      'Retention period over: name, e-mail removed; the order is kept anonymised for the accounts',
    );
    expect(say('retention-purged')).toBe('Retention period over: personal data deleted');
  });

  it('tells the referral commission, its reversal and a self-referral', () => {
    expect(
      tell('commission-booked', {
        amountCents: 9713,
        rate: '12.50',
        payableAt: '2026-03-04T10:00:00.000Z',
      }),
    ).toBe(
      'Commission of $97.13 booked for the referring affiliate at 12.5%, payable from 2026-03-04',
    );
    expect(say('commission-booked')).toBe('Commission booked for the referring affiliate');
    expect(tell('commission-reversed', { amountCents: -9713 })).toBe(
      'Commission of $97.13 reversed',
    );
    expect(tell('self-referral', { affiliateId: 'x' })).toBe(
      'Self-referral: the buyer is the referring affiliate, so no commission was booked',
    );
  });

  it('names the e-mails humanely', () => {
    const emailJobId = jobId;
    const messageId = '<7d1e@astral.test>';
    expect(tell('email-queued', { emailJobId, mailKind: 'order-confirmation' })).toBe(
      'Order confirmation e-mail queued',
    );
    expect(
      tell('email-queued', { emailJobId, mailKind: 'questionnaire-reminder', delayHours: 48 }),
    ).toBe('Questionnaire reminder e-mail queued to go out in 48 hours');
    expect(tell('email-sent', { emailJobId, mailKind: 'questionnaire-received', messageId })).toBe(
      'Answers-received confirmation e-mail sent',
    );
    expect(tell('email-sent', { emailJobId, mailKind: 'some-new-mail', messageId })).toBe(
      'Some new mail e-mail sent',
    );
    expect(tell('email-resent', { mailKind: 'order-confirmation', to: 'new@example.com' })).toBe(
      'Order confirmation e-mail sent again to new@example.com',
    );
  });

  it('tells uploads and answers', () => {
    const checked = { uploadId, size: 48_000, contentType: 'application/pdf' };
    expect(tell('upload-stored', { ...checked, uploadKind: 'resume', fileName: 'cv.pdf' })).toBe(
      'Customer uploaded a resume “cv.pdf”',
    );
    expect(
      tell('upload-rejected', {
        ...checked,
        uploadKind: 'palm-photo',
        fileName: 'left.png',
        contentType: null,
      }),
    ).toBe('Upload refused “left.png”: the file was not what its name said');
    const submission = { submissionId: jobId, files: [] };
    expect(
      tell('questionnaire-submitted', {
        ...submission,
        questionnaire: 'master-blueprint',
        version: 1,
      }),
    ).toBe('Master Blueprint answers submitted');
    expect(
      tell('questionnaire-submitted', {
        ...submission,
        questionnaire: 'strategic-alignment',
        version: 2,
      }),
    ).toBe('Strategic Alignment answers corrected (version 2)');
    expect(tell('reminders-cancelled', { count: 2 })).toBe('2 questionnaire reminders cancelled');
  });

  it('tells admin changes with the status labels', () => {
    expect(tell('processing-status-changed', { from: 'received', to: 'in-progress' })).toBe(
      'Processing status changed from “Order received, awaiting processing” to “Report/service being prepared”',
    );
    expect(tell('notes-changed', { from: null, to: 'Call back Monday' })).toBe(
      'Admin notes updated',
    );
    expect(tell('notes-changed', { from: 'Call back Monday', to: null })).toBe(
      'Admin notes cleared',
    );
    expect(
      tell('report-delivered', {
        fileIds: [jobId, uploadId],
        files: [{ fileName: 'a.pdf' }, { fileName: 'b.pdf' }],
        previousStatus: 'completed',
      }),
    ).toBe('Report delivered: a.pdf, b.pdf');
  });

  it('still reads an unknown kind as words', () => {
    expect(say('chart-drawn')).toBe('Chart drawn');
  });

  it('tells an old or unreadable row in its kind’s plain words instead of failing', () => {
    expect(say('refunded', { amount: 50, reason: ['not', 'a', 'text'] })).toBe('Refunded');
    expect(say('processing-status-changed', { from: 'received', to: 'shipped' })).toBe(
      'Processing status changed',
    );
    expect(say('report-delivered', { fileNames: ['a.pdf'] })).toBe('Report delivered');
    expect(say('upload-stored', { uploadKind: 'passport', fileName: 'scan.pdf' })).toBe(
      'Customer uploaded a file',
    );
    expect(timelineSentence({ kind: 'email-sent', data: null as never })).toBe('E-mail sent');
  });

  it('tells an erased event without what was erased', () => {
    expect(say('birth-data-corrected', { erased: true })).toBe('Birth data corrected');
    expect(say('notes-changed', { erased: true })).toBe('Admin notes updated');
    expect(
      tell('email-resent', {
        mailKind: 'order-confirmation',
        to: '[erased]',
        previous: '[erased]',
        isCustomerUpdated: true,
      }),
    ).toBe('Order confirmation e-mail sent again to [erased]');
  });

  it('tells the admin’s file work and a report made for a place', () => {
    const fileId = uploadId;
    expect(tell('report-attached', { fileId, fileName: 'reading.pdf', size: 120_000 })).toBe(
      'Report file “reading.pdf” attached',
    );
    expect(tell('report-removed', { fileId, fileName: 'reading.pdf' })).toBe(
      'Report file “reading.pdf” removed',
    );
    expect(tell('download-links-reissued', { fileIds: [fileId], to: 'eve@example.com' })).toBe(
      'Download links for 1 file sent again to eve@example.com',
    );
    expect(
      tell('report-generated', {
        jobId,
        fileId,
        fileName: 'the-cosmic-map.pdf',
        size: 310_000,
        version: 2,
        reason: 'regenerate',
        requestedBy: 'admin:ops@astral.test',
        placeUsed: 'Lisbon, Portugal',
        timeZone: 'Europe/Lisbon',
        notes: [],
      }),
    ).toBe('Report version 2 made “the-cosmic-map.pdf”, calculated for Lisbon, Portugal');
  });
});

describe('actor names', () => {
  it('shows admins by address and the rest by role', () => {
    expect(actorName('admin:ann@example.com')).toBe('ann@example.com');
    expect(actorName('payment-provider')).toBe('Payment provider');
    expect(actorName('customer')).toBe('Customer');
  });
});
