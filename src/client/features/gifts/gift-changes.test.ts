import { describe, expect, it } from 'vitest';
import { giftChangeInputSchema, giftMessages, todayIn } from '../../../common/gifts';
import { addDays } from '../../../common/zoned-time';
import {
  dateChangeOf,
  giftDateFormSchema,
  giftRecipientFormSchema,
  recipientChangeOf,
} from './gift-changes';

const token = 'tok_abcdefghijkl';
const gift = { recipientName: 'Ana Costa', recipientEmail: 'ana@example.com' };

describe('the buyer’s change requests', () => {
  it('carry the day and its zone, and nothing else', () => {
    const change = dateChangeOf(token, { deliverOn: '2026-12-24', timeZone: 'Europe/Lisbon' });
    expect(change).toEqual({ token, deliverOn: '2026-12-24', timeZone: 'Europe/Lisbon' });
    expect(giftChangeInputSchema.safeParse(change).success).toBe(true);
  });

  it('carry only the recipient’s fields that differ', () => {
    expect(
      recipientChangeOf(token, gift, {
        recipientName: 'Ana Sofia Costa',
        recipientEmail: 'ana@example.com',
      }),
    ).toEqual({ token, recipientName: 'Ana Sofia Costa' });
    expect(
      recipientChangeOf(token, gift, {
        recipientName: 'Ana Costa',
        recipientEmail: ' ana.costa@example.com ',
      }),
    ).toEqual({ token, recipientEmail: 'ana.costa@example.com' });
    const both = recipientChangeOf(token, gift, {
      recipientName: 'Ana S. Costa',
      recipientEmail: 'anasofia@example.com',
    });
    expect(both).toEqual({
      token,
      recipientName: 'Ana S. Costa',
      recipientEmail: 'anasofia@example.com',
    });
    expect(giftChangeInputSchema.safeParse(both).success).toBe(true);
  });

  it('are nothing when nothing differs (capitals in an e-mail included)', () => {
    expect(
      recipientChangeOf(token, gift, {
        recipientName: ' Ana Costa',
        recipientEmail: 'ANA@example.com',
      }),
    ).toBeNull();
  });
});

describe('the change forms', () => {
  it('keep the checkout’s limits for the day', () => {
    const zone = 'Asia/Tokyo';
    const today = todayIn(zone, new Date());
    const problem = (deliverOn: string) =>
      giftDateFormSchema.safeParse({ deliverOn, timeZone: zone }).error?.issues[0]?.message;
    expect(problem(today)).toBeUndefined();
    expect(problem(addDays(today, 365))).toBeUndefined();
    expect(problem(addDays(today, -1))).toBe(giftMessages.deliverOnPast);
    expect(problem(addDays(today, 366))).toBe(giftMessages.deliverOnTooFar);
    expect(problem('')).toBe(giftMessages.deliverOn);
  });

  it('keep the checkout’s messages for the recipient', () => {
    const result = giftRecipientFormSchema.safeParse({ recipientName: 'A', recipientEmail: 'ana' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      giftMessages.recipientName,
      giftMessages.recipientEmail,
    ]);
  });
});
