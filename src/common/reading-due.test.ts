import { describe, expect, it } from 'vitest';
import { findProduct } from './catalogue';
import {
  dueStanding,
  earliestStartDueBy,
  readingClock,
  waitingForOf,
  type ProductPromise,
} from './reading-due';
import { addBusinessDays } from './business-days';

// Weekdays as a printed 2026 calendar gives them: 25 November 2026 is a Wednesday, 27 November a
// Friday, 25 December a Friday, 1 January 2027 a Friday.
const intensive = findProduct(5)!;
const masterBlueprint = findProduct(6)!;
const paidPromise: ProductPromise = {
  deliveryPromise: { kind: 'business-days', minDays: 3, maxDays: 5, startsAfter: 'payment' },
  questionnaire: null,
};
const none = new Set<string>();
const at = (instant: string) => new Date(instant);

describe('readingClock', () => {
  it('counts the promise from payment when it starts after payment', () => {
    const clock = readingClock(
      paidPromise,
      { paidAt: at('2026-11-25T23:30:00Z'), questionnaireSubmittedAt: null },
      none,
    );
    // Wednesday + 5 business days: Thu, Fri, Mon, Tue, Wed.
    expect(clock).toMatchObject({ state: 'running', dueOn: '2026-12-02', maxDays: 5 });
  });

  it('skips the weekend after a Friday start', () => {
    const clock = readingClock(
      intensive,
      { paidAt: at('2026-11-01T10:00:00Z'), questionnaireSubmittedAt: at('2026-11-27T16:00:00Z') },
      none,
    );
    // Friday + 10 business days lands two weeks later, on a Friday.
    expect(clock).toMatchObject({ state: 'running', dueOn: '2026-12-11' });
  });

  it('starts a questionnaire product at the answers, however late they come', () => {
    const paidAt = at('2026-10-01T09:00:00Z');
    const early = readingClock(
      masterBlueprint,
      { paidAt, questionnaireSubmittedAt: at('2026-10-01T12:00:00Z') },
      none,
    );
    const late = readingClock(
      masterBlueprint,
      { paidAt, questionnaireSubmittedAt: at('2026-11-25T08:00:00Z') },
      none,
    );
    expect(early).toMatchObject({ dueOn: '2026-10-21' });
    // Wednesday 25 November + 14 business days = Tuesday 15 December.
    expect(late).toMatchObject({ dueOn: '2026-12-15' });
  });

  it('moves the due date past each configured holiday', () => {
    const facts = {
      paidAt: at('2026-12-01T10:00:00Z'),
      questionnaireSubmittedAt: at('2026-12-18T10:00:00Z'),
    };
    const plain = readingClock(intensive, facts, none);
    const withHolidays = readingClock(
      intensive,
      facts,
      new Set(['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']),
    );
    // Friday 18 December + 10 business days: 1 January without holidays...
    expect(plain).toMatchObject({ dueOn: '2027-01-01' });
    // ...and 4 working days off later, all four falling on weekdays within the count.
    expect(withHolidays).toMatchObject({ dueOn: '2027-01-07' });
  });

  it('ignores a holiday on a weekend', () => {
    const facts = { paidAt: at('2026-11-25T10:00:00Z'), questionnaireSubmittedAt: null };
    expect(readingClock(paidPromise, facts, new Set(['2026-11-28']))).toMatchObject({
      dueOn: '2026-12-02',
    });
  });

  it('has no running clock while the order waits on the customer', () => {
    const paidAt = at('2026-10-01T09:00:00Z');
    expect(readingClock(intensive, { paidAt, questionnaireSubmittedAt: null }, none)).toEqual({
      state: 'waiting-on-customer',
      waitingFor: 'questionnaire',
    });
    expect(readingClock(masterBlueprint, { paidAt, questionnaireSubmittedAt: null }, none)).toEqual(
      { state: 'waiting-on-customer', waitingFor: 'questionnaire and palm photos' },
    );
    expect(waitingForOf(masterBlueprint)).toBe('questionnaire and palm photos');
  });
});

describe('dueStanding', () => {
  const clockDue = (dueOn: string) =>
    ({ state: 'running', startedAt: at('2026-11-01T00:00:00Z'), maxDays: 10, dueOn }) as const;

  it('is overdue only once the due day has passed', () => {
    expect(dueStanding(clockDue('2026-11-26'), '2026-11-27', none)).toBe('overdue');
    expect(dueStanding(clockDue('2026-11-27'), '2026-11-27', none)).toBe('due-soon');
  });

  it('is due soon within two business days, across the weekend', () => {
    // Friday: Monday and Tuesday are the next two business days.
    expect(dueStanding(clockDue('2026-12-01'), '2026-11-27', none)).toBe('due-soon');
    expect(dueStanding(clockDue('2026-12-02'), '2026-11-27', none)).toBe('on-time');
    // A holiday on the Monday stretches "soon" to Wednesday.
    expect(dueStanding(clockDue('2026-12-02'), '2026-11-27', new Set(['2026-11-30']))).toBe(
      'due-soon',
    );
  });

  it('stands as waiting while the clock does not run', () => {
    expect(
      dueStanding(
        { state: 'waiting-on-customer', waitingFor: 'questionnaire' },
        '2026-11-27',
        none,
      ),
    ).toBe('waiting-on-customer');
  });
});

describe('earliestStartDueBy', () => {
  const holidays = new Set(['2026-12-24', '2026-12-25']);
  it('is the first start day whose due date is on or after the given day', () => {
    for (const maxDays of [0, 1, 5, 10, 14]) {
      for (let offset = 0; offset < 40; offset += 1) {
        const dueOn = addBusinessDays('2026-11-20', offset);
        const start = earliestStartDueBy(dueOn, maxDays, holidays);
        expect(addBusinessDays(start, maxDays, holidays) >= dueOn).toBe(true);
        const dayBefore = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(addBusinessDays(dayBefore, maxDays, holidays) < dueOn).toBe(true);
      }
    }
  });
});
