import { describe, expect, it } from 'vitest';
import { mailContracts, type MailKind } from '../contracts';
import type { MailContext } from '../types';
import { mailTemplates } from '.';

/*
 * Every mail, with markup in every text its payload carries: the HTML part must hold it as text.
 * Each string of a payload is swapped for the hostile text (or the hostile text behind what its
 * schema demands, e.g. a leading "/"); a field whose schema or whose template cannot take it at
 * all (a date, a time zone, an id) keeps its sample value. The fields people type are listed per
 * mail and must have taken the hostile text, so the test cannot pass by swapping nothing.
 */

const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';

const context: MailContext = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
  orderStatusUrl: (purchaseId) => `https://astral.example/order#token=${purchaseId}.signed`,
  giftManageUrl: (purchaseId) => `https://astral.example/gift#token=${purchaseId}.signed`,
  giftClaimUrl: (purchaseId, version) =>
    `https://astral.example/gift/claim#token=${purchaseId}.${version}.signed`,
};

const purchaseId = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const invitation = {
  bookingId: '1b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4',
  sequence: 0,
  method: 'request',
  startsAt: '2026-12-01T15:00:00.000Z',
  endsAt: '2026-12-01T16:00:00.000Z',
  title: 'Coaching',
  description: 'Your first session',
  meetingLink: 'https://meet.example/abc',
  reader: { name: 'Lyra Vega', email: 'lyra@astral.example' },
  customer: { name: 'Noor Haddad', email: 'noor@customer.example' },
};

/** A valid payload of each kind, and the fields a person typed (paths into it). */
const cases: Record<MailKind, { payload: Record<string, unknown>; typed: string[] }> = {
  'affiliate-invitation': {
    payload: {
      name: 'Vega',
      link: '/affiliate/set-password?token=abc',
      expiresAt: '2026-12-01T10:00:00Z',
      commissionRate: '20',
    },
    typed: ['name'],
  },
  'affiliate-password-reset': {
    payload: { name: 'Vega', link: '/affiliate/set-password?token=abc', expiresAt: '2026-12-01' },
    typed: ['name'],
  },
  'affiliate-sign-in-alert': {
    payload: { name: 'Vega', failedAttempts: 12, windowMinutes: 15 },
    typed: ['name'],
  },
  'free-summary': {
    payload: {
      fullName: 'Maya Okafor',
      birthDate: '1988-03-14',
      birthTime: '00:15',
      birthLocation: 'Austin, TX',
    },
    typed: ['fullName', 'birthLocation'],
  },
  'order-confirmation': {
    payload: {
      purchaseId,
      fullName: 'Noor Haddad',
      productId: 6,
      productName: 'The Master Blueprint',
      amount: '500.00',
      delivery: 'Reports within 10 to 14 business days.',
      questionnairePath: `/master-blueprint-questions?purchase=${purchaseId}`,
      computedDocuments: ['The Cosmic Map'],
      waitingForBirthTime: ['Astrocartography Map'],
      birth: { fullName: 'Noor Haddad', date: '1990-01-02', time: '13:05', place: 'Paris' },
    },
    typed: ['fullName', 'birth.fullName', 'birth.place'],
  },
  'questionnaire-reminder': {
    payload: {
      purchaseId,
      fullName: 'Noor Haddad',
      productName: 'Deep Dive',
      questionnairePath: '/deep-dive-questions',
      reminderNumber: 2,
      daysAfterPurchase: 3,
    },
    typed: ['fullName'],
  },
  'questionnaire-received': {
    payload: {
      purchaseId,
      fullName: 'Noor Haddad',
      productName: 'Deep Dive',
      version: 1,
      responses: { comprehensiveAnswers: 'I lead a team' },
      files: [{ kind: 'resume', fileName: 'cv.pdf' }],
      delivery: 'Within 7 days.',
    },
    typed: ['fullName', 'responses.comprehensiveAnswers', 'files.0.fileName'],
  },
  'refund-confirmation': {
    payload: { purchaseId, fullName: 'Noor Haddad', productName: 'Deep Dive', amount: '35.00' },
    typed: ['fullName'],
  },
  'report-delivery': {
    payload: {
      purchaseId,
      fullName: 'Noor Haddad',
      productName: 'Deep Dive',
      files: [{ fileName: 'reading.pdf', size: 2_400_000, downloadPath: '/d/1' }],
      expiresAt: '2026-12-30T10:00:00.000Z',
      stillToCome: { names: ['Your Year Journal'], delivery: 'Within 10 days.' },
      notDrawn: [{ name: 'The map', reason: 'It needs a birth time.' }],
    },
    typed: ['fullName', 'files.0.fileName'],
  },
  'support-message-to-customer': {
    payload: {
      purchaseId,
      fullName: 'Noor Haddad',
      productName: 'Deep Dive',
      readerName: 'Lyra',
      body: 'Hello Noor,\nsee below',
    },
    typed: ['fullName', 'readerName', 'body'],
  },
  'support-message-to-reader': {
    payload: {
      purchaseId,
      productName: 'Deep Dive',
      customerName: 'Noor',
      body: 'A question',
      isPriority: true,
      answerTarget: 'within 1 business day',
      answerDue: '2026-12-02',
    },
    typed: ['customerName', 'body'],
  },
  'customer-message': {
    payload: { purchaseId, fullName: 'Noor Haddad', subject: 'About you', body: 'One\n\nTwo' },
    typed: ['fullName', 'body'],
  },
  'session-invitation': {
    payload: {
      purchaseId,
      invitation,
      recipientRole: 'customer',
      timeZone: 'Europe/Paris',
      change: 'booked',
      sessionName: 'Coaching session',
    },
    typed: ['invitation.reader.name', 'invitation.customer.name'],
  },
  'session-reminder': {
    payload: {
      purchaseId,
      bookingId: invitation.bookingId,
      sequence: 0,
      hoursBefore: 24,
      startsAt: invitation.startsAt,
      timeZone: 'Europe/Paris',
      fullName: 'Noor Haddad',
      sessionName: 'Coaching',
      readerName: 'Lyra',
    },
    typed: ['fullName', 'readerName'],
  },
  'sessions-bookable': {
    payload: {
      purchaseId,
      fullName: 'Noor Haddad',
      productName: 'Deep Dive',
      sessions: [{ key: 'coaching', name: 'Three coaching sessions', count: 3 }],
    },
    typed: ['fullName'],
  },
  'gift-receipt': {
    payload: {
      purchaseId,
      productName: 'The Cosmic Map',
      recipientName: 'Ana Lima',
      buyerName: 'Sam Rivera',
      amount: '35.00',
      recipientEmail: 'ana@friend.example',
      message: 'Happy birthday!\nWith love',
      deliverOn: '2026-12-24',
      timeZone: 'Europe/Paris',
      deliverAt: '2026-12-24T08:00:00.000Z',
      guaranteeDays: 30,
    },
    typed: ['recipientName', 'buyerName', 'recipientEmail', 'message'],
  },
  'gift-delivery': {
    payload: {
      purchaseId,
      productName: 'The Cosmic Map',
      recipientName: 'Ana Lima',
      version: 1,
      fromName: 'Sam Rivera',
      message: 'Happy birthday!\nWith love',
      delivery: 'Delivered by e-mail within minutes of payment.',
      isResend: true,
    },
    typed: ['recipientName', 'fromName', 'message'],
  },
  'gift-reminder': {
    payload: {
      purchaseId,
      productName: 'The Cosmic Map',
      recipientName: 'Ana Lima',
      version: 1,
      fromName: 'Sam Rivera',
    },
    typed: ['recipientName', 'fromName'],
  },
  'gift-claimed': {
    payload: {
      purchaseId,
      productName: 'The Cosmic Map',
      recipientName: 'Ana Lima',
      buyerName: 'Sam Rivera',
    },
    typed: ['recipientName', 'buyerName'],
  },
  'gift-unclaimed': {
    payload: {
      purchaseId,
      productName: 'The Cosmic Map',
      recipientName: 'Ana Lima',
      version: 1,
      buyerName: 'Sam Rivera',
      recipientEmail: 'ana@friend.example',
      deliveredOn: '2026-12-24',
      daysWaiting: 14,
    },
    typed: ['recipientName', 'buyerName', 'recipientEmail'],
  },
  'order-upgraded': {
    payload: {
      purchaseId,
      upgradeId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      fullName: 'Noor Haddad',
      fromProductName: 'The Compass Package',
      productName: 'The Intensive',
      amount: '300.00',
      adds: ['Strategic Alignment report'],
      delivery: 'Delivered by e-mail within 7 business days.',
      questionnairePath: `/deep-dive-questions?purchase=${purchaseId}`,
      guaranteeDays: 60,
      guaranteeEndsAt: '2027-01-28T12:00:00.000Z',
    },
    typed: ['fullName'],
  },
  'review-request': {
    payload: {
      purchaseId,
      fullName: 'Noor Haddad',
      productName: 'The Compass Package',
      reviewPath: '/review#token=abc.signed',
    },
    typed: ['fullName'],
  },
  'checkout-reminder': {
    payload: {
      draftId: '6e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      productId: 4,
      productName: 'The Compass Package',
      fullName: 'Noor Haddad',
      resumePath: '/checkout?product=4#resume=abc.signed',
      unsubscribePath: '/unsubscribe#token=abc.signed',
      oneClickUnsubscribePath: '/api/unsubscribe?token=abc.signed',
    },
    typed: ['fullName'],
  },
};

type Json = unknown;

function stringPaths(value: Json, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...prefix, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...prefix, key]));
  }
  return [];
}

function withValue(value: Json, path: string[], replacement: string): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      String(index) === head ? withValue(item, rest, replacement) : item,
    );
  }
  const record = value as Record<string, Json>;
  return { ...record, [head]: withValue(record[head], rest, replacement) };
}

/** The payload with every string it can take made hostile, and the paths that took it. */
async function hostilePayload(kind: MailKind, sample: Record<string, unknown>) {
  let payload: Json = sample;
  const taken: string[] = [];
  for (const path of stringPaths(sample)) {
    const original = path.reduce<Json>(
      (value, key) => (value as Record<string, Json>)[key],
      sample,
    ) as string;
    for (const candidate of [hostile, `/${hostile}`, `${original} ${hostile}`]) {
      const next = withValue(payload, path, candidate);
      if (!mailContracts[kind].safeParse(next).success) continue;
      try {
        await mailTemplates[kind](next as Record<string, unknown>, context);
      } catch {
        continue;
      }
      payload = next;
      taken.push(path.join('.'));
      break;
    }
  }
  return { payload: payload as Record<string, unknown>, taken };
}

describe('every mail escapes what its payload carries', () => {
  it('covers every kind of mail', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(mailTemplates).sort());
  });

  it.each(Object.keys(cases) as MailKind[])('%s', async (kind) => {
    const { payload, taken } = await hostilePayload(kind, cases[kind].payload);
    expect(taken).toEqual(expect.arrayContaining(cases[kind].typed));
    const mail = await mailTemplates[kind](payload, context);
    // Zero-width spaces keep visitors' text unlinkable; they are not part of the markup.
    const html = mail.html.replaceAll('\u200B', '');
    expect(html).not.toMatch(/<script|<img/i);
    // Escaped once: a name escaped twice reads "&lt;" in the mail.
    expect(html).not.toContain('&amp;lt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x');
  });
});
