/**
 * The journal's composed words: every planet, point, aspect, house and sign has its parts, the
 * sentences come out whole, and the week's number changes the wording of a repeated event.
 */
import { describe, expect, it } from 'vitest';
import { aspectNames, chartBodies, type ChartPoint } from '../chart/chart-types';
import { zodiacPosition } from '../chart/zodiac';
import type { YearEvent } from '../year-ahead/year-types';
import {
  journalEventComposedPrompts,
  journalEventPrompts,
  journalEventReading,
  journalEventTitle,
  journalEventTouches,
} from './journal-reading';

const natalPoints: ChartPoint[] = [...chartBodies, 'ascendant', 'midheaven'];
const movingBodies = chartBodies.filter((body) => body !== 'moon');

function transit(
  body: (typeof movingBodies)[number],
  aspect: (typeof aspectNames)[number],
  natalPoint: ChartPoint,
  pass = 1,
): YearEvent {
  return {
    kind: 'transit',
    utc: '2027-06-14T08:00:00.000Z',
    weight: 50,
    summary: '',
    body,
    aspect,
    natalPoint,
    pass,
    passes: pass === 1 ? 1 : 3,
    retrograde: pass === 2,
    inEffect: { from: null, to: null, orb: 1 },
    uncertaintyDays: null,
  };
}

const whole = (text: string) => {
  expect(text).not.toMatch(/undefined|null|NaN|\s{2}|\bto to\b/);
  expect(text.trim()).toBe(text);
};

describe('journal readings', () => {
  it('composes every transit of every planet to every point by every aspect', () => {
    for (const body of movingBodies)
      for (const aspect of aspectNames)
        for (const point of natalPoints) {
          const event = transit(body, aspect, point);
          for (const text of [
            journalEventTitle(event),
            journalEventReading(event, 7),
            journalEventTouches(event) ?? '',
            ...journalEventPrompts(event),
            ...journalEventComposedPrompts(event, 7),
          ])
            whole(text);
          expect(journalEventReading(event, 7)).toMatch(/^[A-Z].*\.$/);
        }
  });

  it('words a repeated transit differently on different weeks and says when it returns', () => {
    const event = transit('saturn', 'square', 'sun', 2);
    const readings = new Set([1, 2, 3, 4, 5, 6].map((week) => journalEventReading(event, week)));
    expect(readings.size).toBeGreaterThanOrEqual(4);
    expect(journalEventTitle(event)).toBe(
      'Saturn squares your natal Sun (second of 3 passes, Saturn retrograde)',
    );
    expect(journalEventReading(event, 1)).toMatch(/return visit|happened before this year/);
    expect(journalEventTitle(transit('sun', 'trine', 'moon'))).toBe(
      'The Sun trines your natal Moon',
    );
  });

  it('reads a lunation by its natal house, or by its sign without one', () => {
    const position = zodiacPosition(347.58);
    const inHouse: YearEvent = {
      kind: 'lunation',
      utc: '2027-03-08T09:29:00.000Z',
      weight: 60,
      summary: '',
      phase: 'new',
      position,
      house: 1,
    };
    const bySign: YearEvent = { ...inHouse, house: null };
    expect(journalEventTitle(inHouse)).toBe("New Moon at 17°35' Pisces");
    expect(journalEventTouches(inHouse)).toBe(
      'your 1st house: body, looks and the way you start things',
    );
    expect(journalEventTouches(bySign)).toBe(
      'the sign of Pisces: compassion, imagination and letting go',
    );
    expect(journalEventReading(bySign, 1)).toContain(
      'whichever part of your life calls for compassion',
    );
    for (let house = 1; house <= 12; house++)
      for (const phase of ['new', 'full'] as const) {
        const event: YearEvent = { ...inHouse, phase, house };
        whole(journalEventReading(event, house));
        expect(journalEventPrompts(event)).toHaveLength(1);
      }
  });
});
