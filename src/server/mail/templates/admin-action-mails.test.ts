import { describe, expect, it } from 'vitest';
import { refundConfirmation } from './refund-confirmation';
import { reportDelivery } from './report-delivery';

const context = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.test',
  publicUrl: 'https://shop.test',
};
const hostile = '<script>alert(1)</script> "Ana" & Co';

describe('refund-confirmation mail', () => {
  it('says the amount, product, reference, bank time and support address', async () => {
    const mail = await refundConfirmation(
      {
        purchaseId: '7f1c2d3e-0000-4000-8000-00000000abcd',
        fullName: 'Lena Duarte',
        productName: 'The Intensive',
        amount: '350.00',
      },
      context,
    );
    expect(mail.subject).toBe('Your refund of $350.00 is on its way');
    for (const part of [
      'The Intensive',
      '$350.00',
      '0000ABCD',
      '5 to 10 business days',
      'help@astral.test',
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
  });

  it('escapes every customer value in the HTML', async () => {
    const mail = await refundConfirmation(
      { purchaseId: 'abcdefgh', fullName: hostile, productName: hostile, amount: '15.00' },
      context,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('report-delivery mail', () => {
  const payload = {
    purchaseId: '7f1c2d3e-0000-4000-8000-00000000abcd',
    fullName: hostile,
    productName: 'The Master Blueprint',
    files: [
      {
        fileName: hostile,
        size: 2_400_000,
        downloadPath: '/api/downloads/f1?expires=1&signature=a',
      },
      {
        fileName: 'Chart.pdf',
        size: 90_000,
        downloadPath: '/api/downloads/f2?expires=1&signature=b',
      },
    ],
    expiresAt: '2026-12-06T11:00:00.000Z',
    isReissue: false,
  };

  it('links every file on the public URL and says until when', async () => {
    const mail = await reportDelivery(payload, context);
    expect(mail.subject).toBe('Your reading is ready: The Master Blueprint');
    expect(mail.text).toContain('https://shop.test/api/downloads/f1?expires=1&signature=a');
    expect(mail.text).toContain('Chart.pdf (88 KB)');
    expect(mail.text).toContain('December 6, 2026');
    expect(mail.html).toContain(
      'href="https://shop.test/api/downloads/f2?expires=1&amp;signature=b"',
    );
    expect(mail.html).not.toContain('<script>');
    expect((await reportDelivery({ ...payload, isReissue: true }, context)).subject).toBe(
      'New download links: The Master Blueprint',
    );
  });

  it('says why a new version was made: a corrected birth, or the reader’s revision', async () => {
    const corrected = await reportDelivery({ ...payload, isUpdate: true }, context);
    expect(corrected.subject).toBe('Your corrected reading: The Master Blueprint');
    expect(corrected.text).toContain('recalculated your reading with your corrected birth details');
    const revised = await reportDelivery(
      { ...payload, isUpdate: true, updateReason: 'revised' },
      context,
    );
    expect(revised.text).toContain('Your reader has revised your reading.');
    expect(revised.text).not.toContain('birth details');
  });
});
