import { describe, expect, it } from 'vitest';
import { findProduct, liveSessionsOf } from '../../../common/catalogue';
import { sessionsBookable } from './session-mails';

const context = {
  shopName: 'Astral Path',
  supportEmail: 'help@astral.example',
  publicUrl: 'https://astral.example',
};
const purchaseId = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';

/** The "book your sessions" mail of the product's sessions that open at `from`. */
function bookableMail(productId: number, from: 'payment' | 'written-delivery', isReminder = false) {
  const product = findProduct(productId)!;
  const sessions = liveSessionsOf(product)
    .filter((session) => session.bookableFrom === from)
    .map(({ key, name, count }) => ({ key, name, count }));
  return sessionsBookable(
    { purchaseId, fullName: 'Noor Haddad', productName: product.name, sessions, isReminder },
    context,
  );
}

describe('the "book your sessions" mail', () => {
  it('reads as English for three coaching sessions, and asks to book them, plural', async () => {
    const mail = await bookableMail(8, 'payment');
    expect(mail.subject).toBe('Book your sessions: Three 60-minute coaching sessions');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(
        'Your three 60-minute coaching sessions, part of The Quantum Leap, can be booked now.',
      );
      expect(body).toContain('Book your sessions');
      expect(body).not.toMatch(/of your The|Book your session\b/);
    }
    const reminder = await bookableMail(8, 'payment', true);
    expect(reminder.text).toContain(
      'You have not yet booked your three 60-minute coaching sessions, part of The Quantum Leap.',
    );
  });

  it('asks for one session, singular, when one is sold', async () => {
    const mail = await bookableMail(5, 'written-delivery');
    expect(mail.subject).toBe('Book your session: 60-minute live consultation');
    expect(mail.text).toContain(
      'Your 60-minute live consultation, part of The Intensive, can be booked now. Pick a time that suits you on your reading page;',
    );
    expect((await bookableMail(5, 'written-delivery', true)).text).toContain(
      'Pick a time that suits you on your reading page.',
    );
    expect((await bookableMail(8, 'payment')).text).toContain('Pick times that suit you');
    expect(mail.text).toContain('Book your session: https://');
  });
});
