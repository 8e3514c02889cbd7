import { describe, expect, it } from 'vitest';
import { actorName, timelineSentence } from './timeline-sentences';

const say = (kind: string, data: Record<string, unknown> = {}) => timelineSentence({ kind, data });

describe('timeline sentences', () => {
  it('tells payment events with the amount', () => {
    expect(say('paid', { amount: '777.00', provider: 'stripe' })).toBe(
      'Payment of $777.00 received',
    );
    expect(say('paid')).toBe('Payment received');
    expect(say('payment-failed')).toBe('Payment failed');
    expect(say('refunded', { amount: '50.00', reason: 'Asked within the guarantee' })).toBe(
      'Refunded $50.00: Asked within the guarantee',
    );
  });

  it('tells a copy and an erasure of the customer’s data', () => {
    expect(say('customer-data-exported', { files: 2 })).toBe(
      'A copy of the customer’s data was downloaded with 2 files',
    );
    expect(say('customer-data-exported', { files: 0 })).toBe(
      'A copy of the customer’s data was downloaded',
    );
    expect(say('customer-erased', { reason: 'Asked by e-mail', erasedAt: '2026-03-03' })).toBe(
      'Customer erased: name, e-mail, birth data, answers and files removed; the order is kept for the accounts. Reason: Asked by e-mail',
    );
  });

  it('tells a birth data correction and a cleared upload in words', () => {
    expect(
      say('birth-data-corrected', {
        to: { birthDate: '1985-11-03', birthTime: '07:30', birthLocation: 'Cologne, Germany' },
      }),
    ).toBe('Birth data corrected to 3 November 1985, 07:30, Cologne, Germany');
    expect(say('upload-cleared', { uploadKind: 'resume', fileName: 'cv.pdf' })).toBe(
      'Unsubmitted resume “cv.pdf” cleared; the customer can send another',
    );
  });

  it('tells what the retention purge removed', () => {
    expect(
      say('retention-purged', {
        policy: 'questionnaire',
        removed: ['questionnaire answers', 'uploaded files'],
      }),
    ).toBe('Retention period over: questionnaire answers, uploaded files deleted');
    expect(
      say('retention-purged', { policy: 'sale-anonymised', removed: ['name', 'e-mail'] }),
    ).toBe(
      'Retention period over: name, e-mail removed; the order is kept anonymised for the accounts',
    );
    expect(say('retention-purged')).toBe('Retention period over: personal data deleted');
  });

  it('tells the referral commission, its reversal and a self-referral', () => {
    expect(
      say('commission-booked', {
        amountCents: 9713,
        rate: '12.50',
        payableAt: '2026-03-04T10:00:00.000Z',
      }),
    ).toBe(
      'Commission of $97.13 booked for the referring affiliate at 12.5%, payable from 2026-03-04',
    );
    expect(say('commission-booked')).toBe('Commission booked for the referring affiliate');
    expect(say('commission-reversed', { amountCents: -9713 })).toBe(
      'Commission of $97.13 reversed',
    );
    expect(say('self-referral', { affiliateId: 'x' })).toBe(
      'Self-referral: the buyer is the referring affiliate, so no commission was booked',
    );
  });

  it('names the e-mails humanely', () => {
    expect(say('email-queued', { mailKind: 'order-confirmation' })).toBe(
      'Order confirmation e-mail queued',
    );
    expect(say('email-queued', { mailKind: 'questionnaire-reminder', delayHours: 48 })).toBe(
      'Questionnaire reminder e-mail queued to go out in 48 hours',
    );
    expect(say('email-sent', { mailKind: 'questionnaire-received' })).toBe(
      'Answers-received confirmation e-mail sent',
    );
    expect(say('email-sent', { mailKind: 'some-new-mail' })).toBe('Some new mail e-mail sent');
    expect(say('email-resent', { to: 'new@example.com' })).toBe(
      'Order confirmation e-mail sent again to new@example.com',
    );
  });

  it('tells uploads and answers', () => {
    expect(say('upload-stored', { uploadKind: 'resume', fileName: 'cv.pdf' })).toBe(
      'Customer uploaded a resume “cv.pdf”',
    );
    expect(say('upload-rejected', { uploadKind: 'palm-photo', fileName: 'left.png' })).toBe(
      'Upload refused “left.png”: the file was not what its name said',
    );
    expect(say('questionnaire-submitted', { questionnaire: 'master-blueprint', version: 1 })).toBe(
      'Master Blueprint answers submitted',
    );
    expect(
      say('questionnaire-submitted', { questionnaire: 'strategic-alignment', version: 2 }),
    ).toBe('Strategic Alignment answers corrected (version 2)');
    expect(say('reminders-cancelled', { count: 2 })).toBe('2 questionnaire reminders cancelled');
  });

  it('tells admin changes with the status labels', () => {
    expect(say('processing-status-changed', { from: 'received', to: 'in-progress' })).toBe(
      'Processing status changed from “Order received, awaiting processing” to “Report/service being prepared”',
    );
    expect(say('notes-changed', { to: 'Call back Monday' })).toBe('Admin notes updated');
    expect(say('notes-changed', { to: null })).toBe('Admin notes cleared');
    expect(say('report-delivered', { files: [{ fileName: 'a.pdf' }, { fileName: 'b.pdf' }] })).toBe(
      'Report delivered: a.pdf, b.pdf',
    );
  });

  it('still reads an unknown kind as words', () => {
    expect(say('chart-drawn')).toBe('Chart drawn');
  });
});

describe('actor names', () => {
  it('shows admins by address and the rest by role', () => {
    expect(actorName('admin:ann@example.com')).toBe('ann@example.com');
    expect(actorName('payment-provider')).toBe('Payment provider');
    expect(actorName('customer')).toBe('Customer');
  });
});
