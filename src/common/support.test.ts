import { describe, expect, it } from 'vitest';
import { findProduct, products } from './catalogue';
import {
  answerDueDate,
  answerTargetOf,
  customerSupportMessageInputSchema,
  supportMessageInputSchema,
  supportDeliverablesOf,
  supportWindowOf,
  SUPPORT_MESSAGE_MAX_LENGTH,
} from './support';
import { messageParts } from './support-text';

const DAY_MS = 24 * 60 * 60 * 1000;
const deliveredAt = new Date('2026-03-02T10:00:00Z');
const product = (id: number) => {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
const at = (ms: number) => new Date(deliveredAt.getTime() + ms);
/** Paid twelve days before the written reading was delivered. */
const paidAt = at(-12 * DAY_MS);

describe('supportWindowOf', () => {
  it('gives no window to products that sell no support', () => {
    for (const id of [1, 2, 3, 4, 5, 6]) {
      expect(
        supportWindowOf(product(id), { paidAt, deliveredAt, sessionsEndAt: null }, at(0)),
      ).toBeNull();
    }
  });

  it('opens priority support at payment, while the written reading is still being written', () => {
    const writing = { paidAt, deliveredAt: null, sessionsEndAt: null };
    expect(supportWindowOf(product(8), writing, at(-12 * DAY_MS - 1))?.isOpen).toBe(false);
    const window = supportWindowOf(product(8), writing, at(-5 * DAY_MS));
    expect(window).toMatchObject({ isOpen: true, isPriority: true, closesAt: null });
    expect(window?.opensAt?.toISOString()).toBe(paidAt.toISOString());
    expect(window?.answerTarget.businessDays).toBe(1);
  });

  it('opens every support window as the catalogue says', () => {
    for (const product of products) {
      for (const item of supportDeliverablesOf(product)) {
        const dates = {
          paidAt,
          deliveredAt: null,
          sessionsEndAt: null,
        };
        const single = { ...product, deliverables: [item] };
        expect(supportWindowOf(single, dates, at(-DAY_MS))?.isOpen).toBe(
          item.opensFrom === 'payment',
        );
      }
    }
  });

  it('keeps product 7 closed until the written reading is delivered', () => {
    const window = supportWindowOf(
      product(7),
      { paidAt, deliveredAt: null, sessionsEndAt: null },
      at(0),
    );
    expect(window).toMatchObject({ opensAt: null, closesAt: null, isOpen: false });
  });

  it('opens product 7 at delivery for exactly 30 days, the closing instant excluded', () => {
    const dates = { paidAt, deliveredAt, sessionsEndAt: null };
    expect(supportWindowOf(product(7), dates, at(-1))?.isOpen).toBe(false);
    expect(supportWindowOf(product(7), dates, at(0))?.isOpen).toBe(true);
    expect(supportWindowOf(product(7), dates, at(30 * DAY_MS - 1))?.isOpen).toBe(true);
    const closed = supportWindowOf(product(7), dates, at(30 * DAY_MS));
    expect(closed).toMatchObject({ isOpen: false, isPriority: false });
    expect(closed?.closesAt?.toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(closed?.answerTarget.businessDays).toBe(2);
  });

  it('keeps product 8 open at the priority target while its sessions run', () => {
    const window = supportWindowOf(
      product(8),
      { paidAt, deliveredAt, sessionsEndAt: null },
      at(400 * DAY_MS),
    );
    expect(window).toMatchObject({ closesAt: null, isOpen: true, isPriority: true });
    expect(window?.answerTarget).toEqual({ businessDays: 1, label: 'within 1 business day' });
  });

  it('closes product 8 when its sessions end, or after the 30 days it inherits if later', () => {
    const late = { paidAt, deliveredAt, sessionsEndAt: at(45 * DAY_MS) };
    expect(supportWindowOf(product(8), late, at(45 * DAY_MS - 1))?.isOpen).toBe(true);
    expect(supportWindowOf(product(8), late, at(45 * DAY_MS))?.isOpen).toBe(false);

    const early = { paidAt, deliveredAt, sessionsEndAt: at(10 * DAY_MS) };
    const afterSessions = supportWindowOf(product(8), early, at(20 * DAY_MS));
    // The sessions are over: the 30 days of e-mail support still run, at the standard target.
    expect(afterSessions).toMatchObject({ isOpen: true, isPriority: false });
    expect(afterSessions?.closesAt?.getTime()).toBe(at(30 * DAY_MS).getTime());
    expect(supportWindowOf(product(8), early, at(30 * DAY_MS))?.isOpen).toBe(false);
  });
});

describe('answer targets', () => {
  it('counts business days from the day the question waits', () => {
    // A Friday question: priority by Monday, standard by Tuesday.
    const friday = new Date('2026-03-06T16:00:00Z');
    expect(answerDueDate(friday, answerTargetOf(true))).toBe('2026-03-09');
    expect(answerDueDate(friday, answerTargetOf(false))).toBe('2026-03-10');
    expect(answerTargetOf(false).label).toBe('within 2 business days');
  });
});

describe('message input', () => {
  it('accepts plain text up to the limit and refuses empty or longer messages', () => {
    expect(supportMessageInputSchema.parse({ body: '  Hello  ' }).body).toBe('Hello');
    expect(
      supportMessageInputSchema.safeParse({ body: 'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH) }).success,
    ).toBe(true);
    const tooLong = supportMessageInputSchema.safeParse({
      body: 'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(tooLong.error?.issues[0]?.message).toMatch(/up to 4,000 characters/);
    expect(supportMessageInputSchema.safeParse({ body: '   ' }).success).toBe(false);
    expect(supportMessageInputSchema.safeParse({ body: 42 }).success).toBe(false);
  });

  it('needs a well-formed order token with the customer’s message', () => {
    expect(customerSupportMessageInputSchema.safeParse({ token: 'x', body: 'Hi' }).success).toBe(
      false,
    );
  });
});

describe('messageParts', () => {
  it('finds web and e-mail addresses and leaves markup as text', () => {
    const body = 'See <b>this</b> https://example.com/a?b=1 or write to me@example.com';
    expect(messageParts(body)).toEqual([
      { kind: 'text', text: 'See <b>this</b> ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' or write to ' },
      { kind: 'link', text: 'me@example.com', href: 'mailto:me@example.com' },
    ]);
  });

  it('never makes a link of a script address', () => {
    const parts = messageParts('javascript:alert(1) <a href="javascript:x">x</a>');
    expect(parts.every((part) => part.kind === 'text')).toBe(true);
    expect(parts.map((part) => part.text).join('')).toBe(
      'javascript:alert(1) <a href="javascript:x">x</a>',
    );
  });
});
