/**
 * The 52-card affirmation deck drawn from known charts (decision 243).
 * - Barack Obama, 4 August 1961, 19:24 HST, Honolulu (Astro-Databank, rating AA): Sun 12° Leo,
 *   Moon 3° Gemini, 18° Aquarius rising (Village Voice, 2008-07-29; the engine is checked against
 *   the Swiss Ephemeris for this chart in chart/reference-charts.test.ts).
 * - Diana, Princess of Wales, 1 July 1961 (Astro-Databank), drawn here without her birth time:
 *   Sun 9° Cancer, Moon in Aquarius (mojan.com natal report: Sun 9 Can 40, Moon 25 Aqu 02).
 * - Moon phases of January 2000 (US Naval Observatory, Phases of the Moon 2000): new Moon
 *   6 January 18:14 UT, first quarter 14 January 13:34 UT, full Moon 21 January 04:40 UT.
 */
import { describe, expect, it } from 'vitest';
import type { ChartBody } from '../chart/chart-types';
import { computeNatalChart, type NatalChart } from '../chart/natal-chart';
import { elementOf, lunarPhaseOf, modalityOf, traditionalRulers } from '../chart/sign-qualities';
import { loadGazetteer } from '../place/gazetteer';
import type { AffirmationFactor } from './affirmation-types';
import { selectAffirmations } from './select-affirmations';

loadGazetteer();

function position(chart: NatalChart, body: ChartBody) {
  return body === 'sun' || body === 'moon' ? chart[body] : chart.planets[body];
}

/** Whether the chart really has the placement a card names. */
function holds(chart: NatalChart, factor: AffirmationFactor): boolean {
  const signs = [chart.sun, chart.moon, ...Object.values(chart.planets)].map((body) => body.sign);
  switch (factor.kind) {
    case 'sign':
      return position(chart, factor.body).sign === factor.sign;
    case 'house':
      return position(chart, factor.body).house === factor.house;
    case 'angle':
      return chart[factor.angle]?.sign === factor.sign;
    case 'chart-ruler':
      return (
        chart.ascendant?.sign === factor.ascendantSign &&
        traditionalRulers[factor.ascendantSign] === factor.ruler
      );
    case 'aspect':
      return chart.aspects.some(
        (aspect) =>
          aspect.first === factor.first &&
          aspect.second === factor.second &&
          aspect.aspect === factor.aspect &&
          aspect.orb === factor.orb,
      );
    case 'lunar-phase':
      return lunarPhaseOf(chart.sun.longitude, chart.moon.longitude) === factor.phase;
    case 'retrograde':
      return position(chart, factor.body).retrograde;
    case 'element':
      return (
        position(chart, factor.body).sign === factor.sign &&
        elementOf(factor.sign) === factor.element
      );
    case 'modality':
      return (
        position(chart, factor.body).sign === factor.sign &&
        modalityOf(factor.sign) === factor.modality
      );
    case 'element-emphasis':
      return signs.filter((sign) => elementOf(sign) === factor.element).length === factor.count;
    case 'modality-emphasis':
      return signs.filter((sign) => modalityOf(sign) === factor.modality).length === factor.count;
  }
}

function expectAWholeDeck(chart: NatalChart) {
  const deck = selectAffirmations(chart);
  expect(deck.map((card) => card.week)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  expect(new Set(deck.map((card) => card.text)).size).toBe(52);
  expect(deck.filter((card) => !holds(chart, card.factor))).toEqual([]);
  return deck;
}

describe('the affirmation deck', () => {
  it('opens each season of a timed chart on the Sun, Moon, Ascendant and chart ruler', () => {
    const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' });
    const deck = expectAWholeDeck(chart);
    const week = (number: number) => deck[number - 1];
    expect(week(1)?.placement).toBe('Sun in Leo');
    expect(week(14)?.placement).toBe('Moon in Gemini');
    expect(week(27)?.placement).toBe('Ascendant in Aquarius');
    expect(week(40)?.placement).toBe('Saturn, ruler of your Aquarius Ascendant');
    const placements = deck.map((card) => card.placement);
    // A timed chart has more than 52 placements, so no placement needs a second card.
    expect(new Set(placements).size).toBe(52);
    expect(placements).toContain('Sun in the 6th house');
    expect(placements).toContain('Moon in the 4th house');
    expect(placements).toContain('Midheaven in Scorpio');
    expect(placements).toContain('Born at the last quarter Moon');
    expect(
      placements.some((placement) =>
        /^\w+ (trine|sextile|square|opposite|conjunct) \w+ \(orb \d+\.\d°\)$/.test(placement),
      ),
    ).toBe(true);
  });

  it('still fills 52 weeks from signs and aspects when the birth time is unknown', () => {
    const chart = computeNatalChart({
      date: '1961-07-01',
      time: null,
      place: 'Sandringham, England',
    });
    const deck = expectAWholeDeck(chart);
    const kinds = new Set(deck.map((card) => card.factor.kind));
    expect(kinds.has('house')).toBe(false);
    expect(kinds.has('angle')).toBe(false);
    expect(kinds.has('chart-ruler')).toBe(false);
    expect(deck[0]?.placement).toBe('Sun in Cancer');
    expect(deck[13]?.placement).toBe('Moon in Aquarius');
  });

  it('gives the strongest signs a second side when a thin untimed chart has under 52 placements', () => {
    // 22 November 1984 at noon UT, the thinnest chart of the century sweep below: seven aspects.
    const chart = computeNatalChart({ date: '1984-11-22', time: null, place: null });
    expect(chart.aspects.length).toBeLessThanOrEqual(8);
    const deck = expectAWholeDeck(chart);
    const secondSides = deck.filter((card) => card.factor.kind === 'sign' && card.factor.facet > 0);
    expect(secondSides.length).toBeGreaterThan(0);
    expect(secondSides.length).toBe(52 - new Set(deck.map((card) => card.placement)).size);
    expect(secondSides.map((card) => card.placement)).toContain(`Sun in ${chart.sun.sign}`);
  });

  it('fills every untimed deck of a century of birthdays', () => {
    // Every 41st day from 1925 to 2024, noon UT: the thinnest charts have about seven aspects.
    for (let day = 0; day < 100 * 365; day += 41) {
      const date = new Date(Date.UTC(1925, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      const deck = selectAffirmations(computeNatalChart({ date, time: null, place: null }));
      expect(new Set(deck.map((card) => card.text)).size, date).toBe(52);
    }
  });
});

describe('the Moon phase at birth', () => {
  it('counts the Moon ahead of the Sun in eighths of the circle', () => {
    expect(lunarPhaseOf(100, 100)).toBe('new');
    expect(lunarPhaseOf(350, 50)).toBe('crescent');
    expect(lunarPhaseOf(10, 190)).toBe('full');
    expect(lunarPhaseOf(200, 190)).toBe('balsamic');
  });

  it('matches the published phases of January 2000', () => {
    const phaseAt = (date: string, time: string) => {
      const chart = computeNatalChart({ date, time, place: null });
      return lunarPhaseOf(chart.sun.longitude, chart.moon.longitude);
    };
    expect(phaseAt('2000-01-07', '12:00')).toBe('new');
    expect(phaseAt('2000-01-15', '12:00')).toBe('first quarter');
    expect(phaseAt('2000-01-22', '12:00')).toBe('full');
  });
});
