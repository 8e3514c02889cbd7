import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailContext } from '../types';
import { giftClaimed, giftDelivery, giftReceipt, giftReminder, giftUnclaimed } from './gift-mails';

const context: MailContext = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
  // Given, so that a gift mail linking an order page would show it.
  orderStatusUrl: (purchaseId) => `https://astral.example/order#token=${purchaseId}.signed`,
  giftManageUrl: (id) =>
    `https://astral.example/gift#token=${id === purchaseId ? 'buyer-token-123' : 'wrong'}`,
  giftClaimUrl: (id, version) =>
    `https://astral.example/gift/claim#token=${id === purchaseId && version === 1 ? 'claim-token-456' : 'wrong'}`,
};
const purchaseId = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const gift = { purchaseId, productName: 'The Cosmic Map', recipientName: 'Ana Lima' };
const message = 'Happy birthday, Ana!\nI hope the stars say what I already know.\n\nWith love, Sam';
const giftPageUrl = 'https://astral.example/gift#token=buyer-token-123';
const claimUrl = 'https://astral.example/gift/claim#token=claim-token-456';

const receipt = {
  ...gift,
  buyerName: 'Sam Rivera',
  amount: '35.00',
  recipientEmail: 'ana.lima@friend.example',
  message,
  deliverOn: '2026-12-24',
  timeZone: 'Europe/Paris',
  deliverAt: '2026-12-24T08:00:00.000Z',
  guaranteeDays: 30,
};
const delivery = {
  ...gift,
  version: 1,
  fromName: 'Sam Rivera',
  message,
  delivery: 'Delivered by e-mail within minutes of payment.',
};

/** The message's lines, as the HTML keeps them: one `<br>` between each. */
const htmlLines =
  /Happy birthday, Ana!<br\/>I hope the stars say what I already know\.<br\/><br\/>With love, Sam/;

function expectNoOrderLink(html: string, text: string) {
  expect(html).not.toContain('/order');
  expect(text).not.toContain('/order');
}

describe('gift receipt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says what was given, to whom, when it goes out, and links the gift page', async () => {
    const mail = await giftReceipt(receipt, context);
    expect(mail.subject).toBe('Your gift for Ana is booked');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Thank you, Sam');
      expect(body).toContain('The Cosmic Map');
      expect(body).toContain('Amount paid: $35.00');
      expect(body).toContain('Order reference: 91A2B3C4');
      expect(body).toContain('For: Ana Lima (ana.lima@friend.example)');
      expect(body).toMatch(
        /We e-mail Ana the gift on December 24, 2026 at 9:00\sAM, Central European Standard Time\./,
      );
      expect(body).toContain('you will never see them');
      expect(body).toContain('change the delivery date (until the gift e-mail goes out)');
      expect(body).toContain(
        'Your 30-day satisfaction guarantee is counted from the day the gift is claimed',
      );
      expect(body).toContain('help@astral.example');
    }
    expect(mail.text).toContain(`Your gift page: ${giftPageUrl}`);
    expect(mail.html).toContain(`href="${giftPageUrl}"`);
    expectNoOrderLink(mail.html, mail.text);
  });

  it('quotes the message with its line breaks, in both parts', async () => {
    const mail = await giftReceipt(receipt, context);
    expect(mail.text).toContain(`“${message}”`);
    expect(mail.html).toMatch(htmlLines);
  });

  it('says the gift e-mail is on its way now when it goes out at once, and leaves the date be', async () => {
    const mail = await giftReceipt(
      { ...receipt, message: '', deliverAt: '2026-12-01T10:00:00.000Z' },
      context,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Your gift e-mail to Ana is on its way now.');
      expect(body).not.toContain('change the delivery date');
      expect(body).not.toContain('Your message');
    }
  });
});

describe('gift e-mail to the recipient', () => {
  it('says who gave what, quotes the message and links the claim page', async () => {
    const mail = await giftDelivery(delivery, context);
    expect(mail.subject).toBe('Ana, a reading from Sam Rivera is waiting for you');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Sam Rivera has given you The Cosmic Map');
      expect(body).toContain('Delivered by e-mail within minutes of payment.');
      expect(body).toContain('you give your birth date, time and place');
      expect(body).toContain('Sam Rivera never sees them');
      expect(body).not.toContain('sent to you again');
      // The payload has no buyer's address, and the mail names none.
      expect(body).not.toMatch(/sam[^\s]*@|rivera@/i);
      expect(body).not.toContain('$35');
    }
    expect(mail.text).toContain(`Claim your reading: ${claimUrl}`);
    expect(mail.html).toContain(`href="${claimUrl}"`);
    expect(mail.html).toContain('Claim your reading');
    expect(mail.text).toContain(`“${message}”`);
    expect(mail.html).toMatch(htmlLines);
    expectNoOrderLink(mail.html, mail.text);
  });

  it('says a resent gift is the same one and that older links no longer work', async () => {
    const mail = await giftDelivery({ ...delivery, version: 2, isResend: true }, context);
    expect(mail.subject).toBe('Ana, a reading from Sam Rivera is waiting for you (sent again)');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('This is the same gift, sent to you again.');
      expect(body).toContain('the links in earlier e-mails about this gift no longer work');
    }
  });

  it('keeps the buyer’s text from turning into links', async () => {
    const mail = await giftDelivery(
      { ...delivery, fromName: 'Sam evil.example', message: 'See evil.example/win' },
      context,
    );
    expect(mail.text).toContain('“See evil.\u200Bexample/\u200Bwin”');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.subject).toContain('Sam evil.\u200Bexample');
  });

  it('leaves out the quotation when there is no message', async () => {
    const mail = await giftDelivery({ ...delivery, message: '' }, context);
    expect(mail.text).not.toContain('Sam Rivera wrote:');
    expect(mail.text).not.toContain('“');
  });
});

describe('gift reminder', () => {
  it('reminds gently and links the same claim page', async () => {
    const mail = await giftReminder({ ...gift, version: 1, fromName: 'Sam Rivera' }, context);
    expect(mail.subject).toBe('Ana, your gift from Sam Rivera is still waiting');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hello Ana');
      expect(body).toContain(
        'A gentle reminder: Sam Rivera gave you The Cosmic Map, and it is still waiting for you to claim it.',
      );
      expect(body).toContain('Sam Rivera never sees them');
    }
    expect(mail.text).toContain(`Claim your reading: ${claimUrl}`);
    expect(mail.html).toContain(`href="${claimUrl}"`);
  });
});

describe('gift claimed notice', () => {
  it('tells the buyer, with nothing of the recipient’s details, and links the gift page', async () => {
    const mail = await giftClaimed({ ...gift, buyerName: 'Sam Rivera' }, context);
    expect(mail.subject).toBe('Ana has claimed your gift');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ana Lima has claimed your gift');
      expect(body).toContain('Their reading is now being prepared for them');
      expect(body).not.toContain('@friend.example');
    }
    expect(mail.text).toContain(`Your gift page: ${giftPageUrl}`);
    expect(mail.html).toContain(`href="${giftPageUrl}"`);
    expectNoOrderLink(mail.html, mail.text);
  });
});

describe('gift unclaimed notice', () => {
  it('says when and where it went, suggests the gift page, and support for a refund', async () => {
    const mail = await giftUnclaimed(
      {
        ...gift,
        version: 1,
        buyerName: 'Sam Rivera',
        recipientEmail: 'ana.lima@friend.example',
        deliveredOn: '2026-12-24',
        daysWaiting: 14,
      },
      context,
    );
    expect(mail.subject).toBe('Your gift for Ana has not been claimed yet');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(
        'went out on December 24, 2026 to ana.lima@friend.example, and it has not been claimed after 14 days.',
      );
      expect(body).toContain('Please check the address on your gift page');
      expect(body).toContain('Would you rather have a refund? Write to');
      expect(body).toContain('91A2B3C4');
    }
    expect(mail.text).toContain('Write to help@astral.example and quote your order reference');
    expect(mail.html).toContain('href="mailto:help@astral.example"');
    expect(mail.text).toContain(`Your gift page: ${giftPageUrl}`);
    expect(mail.html).toContain(`href="${giftPageUrl}"`);
    expectNoOrderLink(mail.html, mail.text);
  });
});
