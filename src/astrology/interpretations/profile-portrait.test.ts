/**
 * The profile portrait is chosen by rules that compare findings, so these tests pin the rules
 * on two real charts (their shapes are worked by hand in chart-shape/chart-shape.test.ts):
 * Barack Obama (4 August 1961, 19:24 HST, Honolulu; Astro-Databank AA) and a Lisbon birth on
 * 29 December 1990 with no time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { computeChartShape } from '../chart-shape/chart-shape';
import { chartBodies, type ChartBody } from '../chart/chart-types';
import { computeNatalChart, type NatalChartInput } from '../chart/natal-chart';
import type { ZodiacSign } from '../chart/zodiac';
import { humanDesignForChart } from '../human-design/from-natal-chart';
import { coreNumbers } from '../numerology/core-numbers';
import { loadGazetteer } from '../place/gazetteer';
import { composeProfilePortrait } from './profile-portrait';

beforeAll(() => loadGazetteer());

function portraitOf(birth: NatalChartInput, fullName: string) {
  const chart = computeNatalChart(birth);
  const positions = { sun: chart.sun, moon: chart.moon, ...chart.planets };
  const signs = Object.fromEntries(
    chartBodies.map((body) => [body, positions[body].sign]),
  ) as Record<ChartBody, ZodiacSign>;
  const sections = composeProfilePortrait({
    firstName: fullName.split(' ')[0] ?? fullName,
    shape: computeChartShape(chart),
    signs: { ...signs, ascendant: chart.ascendant?.sign ?? null },
    moonLongitude: chart.moon.longitude,
    humanDesign: humanDesignForChart(chart),
    numbers: coreNumbers({ birthDate: birth.date, fullName, year: 2026 }),
  });
  return {
    sections,
    text: (key: string) =>
      sections.find((section) => section.key === key)?.paragraphs.join(' ') ?? '',
  };
}

describe('the profile portrait', () => {
  it('ties the findings together for a chart with its birth time', () => {
    const { sections, text } = portraitOf(
      { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' },
      'Barack Hussein Obama',
    );
    expect(sections.map(({ key }) => key)).toEqual([
      'keynote',
      'work',
      'love',
      'recharge',
      'design',
      'numbers',
      'synthesis',
    ]);
    // Air leads (7) and fixed leads (9): air + fixed is Aquarius, which is also the rising sign.
    expect(text('keynote')).toContain('Air leads your chart');
    expect(text('keynote')).toContain('the signature of Aquarius');
    expect(text('keynote')).toContain('It is also your rising sign');
    expect(text('keynote')).toContain('Your handle is Saturn and Jupiter');
    // Venus in Cancer (water) and Mars in Virgo (earth): compatible elements.
    expect(text('love')).toContain('Water and earth feed each other');
    expect(text('love')).toContain('Mars, Uranus and Pluto in your 7th house');
    // A Projector in an air-led chart: the agreement sentence, not the "adds" one.
    expect(text('design')).toContain(
      'Your air-led chart and your Projector design point the same way',
    );
    expect(text('design')).toContain('Your authority is emotional');
    // Expression 1 and personality 1 (worked in render-profile.test.ts): the number twice.
    expect(text('numbers')).toContain('Your expression number and personality number are both 1');
    expect(text('synthesis')).toMatch(/^Barack, you bring curiosity and clear words/);
    expect(sections.flatMap(({ paragraphs }) => paragraphs).join(' ')).not.toMatch(
      /\{|\}|undefined|NaN|\ba [aeiou]/,
    );
  });

  it('says what an unknown birth time leaves open instead of guessing', () => {
    const { text } = portraitOf(
      { date: '1990-12-29', time: null, place: 'Lisbon, Portugal' },
      'Ana Sofia Ferreira',
    );
    expect(text('keynote')).toContain('It is also your Sun sign');
    expect(text('keynote')).toContain('the Moon would make it a locomotive');
    expect(text('work')).toContain('we cannot say in which areas of life');
    expect(text('love')).toContain('With both in earth');
    expect(text('recharge')).toContain('Your Moon was in Gemini or Taurus');
    expect(text('design')).toContain('your type could be Projector or Manifestor');
  });

  it('says so when a name gives no soul urge instead of printing a number without a meaning', () => {
    // "Ng Kwt": no A, E, I, O or U and no Y, so the vowels sum to 0 (decision 206).
    const { text } = portraitOf(
      { date: '1990-12-29', time: null, place: 'Lisbon, Portugal' },
      'Ng Kwt',
    );
    expect(text('numbers')).toContain('has no vowels, so it gives no soul urge number');
    expect(text('numbers')).not.toMatch(/\{|undefined/);
  });
});
