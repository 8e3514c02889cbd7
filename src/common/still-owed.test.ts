import { describe, expect, it } from 'vitest';
import { orderStepText } from './order-status';
import { deliveredOwedBadge, deliveredOwedSentence, nothingOwed } from './still-owed';

const until = '2027-01-12T10:00:00.000Z';

describe('what a delivered order still owes, in words', () => {
  it('tells the customer what is still to come instead of a bare "Delivered"', () => {
    expect(deliveredOwedSentence({ sessions: 2, supportUntil: until }, 'UTC')).toBe(
      'Your written reading is delivered. Still to come: 2 sessions to book or hold; questions to your reader until January 12, 2027.',
    );
    expect(deliveredOwedSentence({ sessions: 1, supportUntil: null }, 'UTC')).toBe(
      'Your written reading is delivered. Still to come: 1 session to book or hold.',
    );
    expect(deliveredOwedSentence({ sessions: 0, supportUntil: until }, 'UTC')).toBe(
      'Your written reading is delivered. Still to come: questions to your reader until January 12, 2027.',
    );
    expect(deliveredOwedSentence(nothingOwed, 'UTC')).toBeNull();
  });

  it('dates the window in the reader’s own zone', () => {
    const lateEvening = '2027-01-12T23:30:00.000Z';
    expect(
      deliveredOwedSentence({ sessions: 0, supportUntil: lateEvening }, 'Pacific/Auckland'),
    ).toContain('until January 13, 2027');
  });

  it('keeps the delivered step’s own words when nothing is owed, or before delivery', () => {
    expect(orderStepText('delivered', nothingOwed)).toEqual({
      title: 'Delivered',
      description: 'Your files were sent to your e-mail address and are below.',
    });
    expect(orderStepText('delivered', null).title).toBe('Delivered');
    expect(orderStepText('ready', { sessions: 2, supportUntil: until }).title).toBe('Ready');
    expect(orderStepText('delivered', { sessions: 2, supportUntil: null }, 'UTC')).toEqual({
      title: 'Delivered, with more to come',
      description: 'Your written reading is delivered. Still to come: 2 sessions to book or hold.',
    });
  });

  it('badges the admin’s delivered rows that still owe', () => {
    expect(deliveredOwedBadge({ sessions: 2, supportUntil: null }, 'UTC')).toBe(
      'Delivered · 2 sessions owed',
    );
    expect(deliveredOwedBadge({ sessions: 0, supportUntil: until }, 'UTC')).toBe(
      'Delivered · support open until Jan 12',
    );
    expect(deliveredOwedBadge({ sessions: 1, supportUntil: until }, 'UTC')).toBe(
      'Delivered · 1 session owed · support open until Jan 12',
    );
    expect(deliveredOwedBadge(nothingOwed, 'UTC')).toBeNull();
  });
});
