import { describe, expect, it } from 'vitest';
import { aspectNames, chartBodies, type ChartBody } from '../chart/chart-types';
import { zodiacSigns } from '../chart/zodiac';
import { aspectPairKeys, chartPoints } from './aspect-pair-key';
import { personalPairTexts } from './aspect-pairs-personal';
import { slowMovingPairTexts } from './aspect-pairs-slow-moving';
import { pointNames } from './body-meanings';
import {
  aspectInterpretation,
  aspectMeaning,
  bodyInHouseInterpretation,
  bodyMeaning,
  houseMeaning,
  houseNumbers,
  lifePathInterpretation,
  lifePathNumbers,
  moonSignInterpretation,
  planetInSignInterpretation,
  retrogradeNote,
  risingSignInterpretation,
  sunSignInterpretation,
} from './index';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).length;
const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);
const bodyNames = chartBodies.map((body) => pointNames[body]);
const ordinals =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth';
const ordinalNames = ordinals.split(' ');

/** Every "seventh house" or "7th house" a text names, as house numbers. */
function housesNamed(text: string): number[] {
  const named = [...text.matchAll(new RegExp(`\\b(${ordinals.replaceAll(' ', '|')}) house`, 'gi'))];
  const numbered = [...text.matchAll(/\b(\d+)(?:st|nd|rd|th) house/gi)];
  return [
    ...named.map((match) => ordinalNames.indexOf((match[1] ?? '').toLowerCase()) + 1),
    ...numbered.map((match) => Number(match[1])),
  ];
}

function expectUnique(texts: string[]) {
  expect(new Set(texts).size).toBe(texts.length);
}

const signTiers: Record<ChartBody, [number, number]> = {
  sun: [60, 110],
  moon: [60, 110],
  mercury: [55, 95],
  venus: [55, 95],
  mars: [55, 95],
  jupiter: [40, 70],
  saturn: [40, 70],
  uranus: [30, 55],
  neptune: [30, 55],
  pluto: [30, 55],
};

const planetInSign = chartBodies.flatMap((body) =>
  zodiacSigns.map((sign) => ({
    key: `${pointNames[body]} in ${sign}`,
    body,
    sign,
    text: planetInSignInterpretation(body, sign),
  })),
);

const bodyInHouse = chartBodies.flatMap((body) =>
  houseNumbers.map((house) => ({
    key: `${pointNames[body]} in house ${house}`,
    body,
    house,
    text: bodyInHouseInterpretation(body, house),
  })),
);

const aspects = aspectPairKeys.flatMap((key) => {
  const [first, second] = key.split('-') as [ChartBody, ChartBody];
  return aspectNames.map((aspect) => ({
    key: `${key} ${aspect}`,
    first,
    second,
    aspect,
    text: aspectInterpretation(first, second, aspect),
  }));
});

describe('Quick Glimpse texts', () => {
  const signTexts = zodiacSigns.flatMap((sign) => [
    { key: `Sun in ${sign}`, text: sunSignInterpretation(sign), sign },
    { key: `Moon in ${sign}`, text: moonSignInterpretation(sign), sign },
    { key: `${sign} rising`, text: risingSignInterpretation(sign), sign },
  ]);

  it.each(signTexts)('$key is 60-110 words and names its sign', ({ text, sign }) => {
    expect(wordCount(text)).toBeGreaterThanOrEqual(60);
    expect(wordCount(text)).toBeLessThanOrEqual(110);
    expect(text).toContain(sign);
    expect(text).not.toMatch(/lorem|TODO|placeholder/i);
  });

  it('has one text for every life path number, master numbers included', () => {
    expect([...lifePathNumbers]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
    for (const number of lifePathNumbers) {
      const text = lifePathInterpretation(number);
      expect(text).toContain(`Life path ${number}`);
      expect(wordCount(text)).toBeGreaterThanOrEqual(60);
    }
    expect(lifePathInterpretation(11)).toContain('master number');
  });

  it('never repeats a text', () => {
    expectUnique([
      ...signTexts.map((entry) => entry.text),
      ...lifePathNumbers.map(lifePathInterpretation),
    ]);
  });

  it('refuses numbers that are not life paths', () => {
    expect(() => lifePathInterpretation(10)).toThrow(RangeError);
  });
});

describe('bodies by sign', () => {
  it.each(planetInSign)('$key names its body and sign and no other', ({ body, sign, text }) => {
    const [fewest, most] = signTiers[body];
    expect(wordCount(text)).toBeGreaterThanOrEqual(fewest);
    expect(wordCount(text)).toBeLessThanOrEqual(most);
    expect(text).toContain(sign);
    expect(zodiacSigns.filter((other) => mentions(text, other))).toEqual([sign]);
    expect(bodyNames.filter((name) => mentions(text, name))).toEqual([pointNames[body]]);
  });

  it('reuses the Quick Glimpse texts for the Sun and Moon', () => {
    expect(planetInSignInterpretation('sun', 'Leo')).toBe(sunSignInterpretation('Leo'));
    expect(planetInSignInterpretation('moon', 'Pisces')).toBe(moonSignInterpretation('Pisces'));
  });

  it('never repeats a text', () => expectUnique(planetInSign.map((entry) => entry.text)));
});

describe('bodies by house', () => {
  it.each(bodyInHouse)('$key names its body and only its house', ({ body, house, text }) => {
    expect(wordCount(text)).toBeGreaterThanOrEqual(28);
    expect(wordCount(text)).toBeLessThanOrEqual(50);
    expect(sentenceCount(text)).toBe(2);
    expect(bodyNames.filter((name) => mentions(text, name))).toEqual([pointNames[body]]);
    expect(housesNamed(text)).toEqual([house]);
  });

  it('never repeats a text', () => expectUnique(bodyInHouse.map((entry) => entry.text)));

  it.each(houseNumbers)('house %i has a title, keywords and a paragraph', (house) => {
    const meaning = houseMeaning(house);
    const ordinal = ordinalNames[house - 1] ?? '';
    expect(meaning.title.toLowerCase()).toMatch(new RegExp(`^${ordinal} house: \\w`));
    expect(meaning.keywords).not.toBe('');
    expect(wordCount(meaning.text)).toBeGreaterThanOrEqual(30);
    expect(housesNamed(meaning.text).every((named) => named === house)).toBe(true);
  });

  it('never repeats a house meaning', () => {
    expectUnique(houseNumbers.map((house) => houseMeaning(house).text));
  });

  it.each([0, 13, 1.5, Number.NaN])('refuses house %s', (house) => {
    expect(() => houseMeaning(house)).toThrow(RangeError);
    expect(() => bodyInHouseInterpretation('mars', house)).toThrow(RangeError);
  });
});

describe('body and angle meanings', () => {
  it.each(chartPoints)('%s has a title, keywords and a paragraph about itself', (point) => {
    const meaning = bodyMeaning(point);
    expect(meaning.title).toContain(pointNames[point]);
    expect(meaning.keywords).not.toBe('');
    expect(wordCount(meaning.text)).toBeGreaterThanOrEqual(35);
    const others = bodyNames.filter((name) => name !== pointNames[point]);
    expect(others.filter((name) => mentions(meaning.text, name))).toEqual([]);
  });

  it('never repeats a text', () =>
    expectUnique(chartPoints.map((point) => bodyMeaning(point).text)));
});

describe('retrograde notes', () => {
  const retrogradeBodies = chartBodies.filter((body) => body !== 'sun' && body !== 'moon');

  it.each(retrogradeBodies)('%s has a note that names only itself', (body) => {
    const text = retrogradeNote(body);
    expect(sentenceCount(text)).toBeLessThanOrEqual(2);
    expect(bodyNames.filter((name) => mentions(text, name))).toEqual([pointNames[body]]);
  });

  it('never repeats a note', () => expectUnique(retrogradeBodies.map(retrogradeNote)));

  it('refuses the Sun and Moon, which are never retrograde', () => {
    expect(() => retrogradeNote('sun')).toThrow(RangeError);
    expect(() => retrogradeNote('moon')).toThrow(RangeError);
  });
});

describe('aspects', () => {
  it('covers every pair of the twelve points except the Ascendant-Midheaven', () => {
    expect(aspectPairKeys).toHaveLength(65);
    const personal = Object.keys(personalPairTexts);
    const slowMoving = Object.keys(slowMovingPairTexts);
    expect(personal).toHaveLength(20);
    expect([...personal, ...slowMoving].sort()).toEqual([...aspectPairKeys].sort());
  });

  it.each(aspects)('$key reads the same either way round and names only its pair', (entry) => {
    const { first, second, aspect, text } = entry;
    expect(aspectInterpretation(second, first, aspect)).toBe(text);
    expect(sentenceCount(text)).toBeGreaterThanOrEqual(2);
    expect(sentenceCount(text)).toBeLessThanOrEqual(4);
    const named = chartPoints
      .map((point) => pointNames[point])
      .filter((name) => mentions(text, name));
    expect(named.sort()).toEqual([pointNames[first], pointNames[second]].sort());
  });

  it('never repeats a text or a sentence within one text', () => {
    expectUnique(aspects.map((entry) => entry.text));
    for (const { text } of aspects) expectUnique(text.split(/(?<=[.!?])\s+/));
  });

  it('words the same aspect differently across pairs', () => {
    for (const aspect of aspectNames) {
      const openings = aspects
        .filter((entry) => entry.aspect === aspect)
        .map((entry) => entry.text.split(' ').slice(0, 2).join(' '));
      expect(new Set(openings).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('refuses a point paired with itself and the Ascendant with the Midheaven', () => {
    expect(() => aspectInterpretation('sun', 'sun', 'conjunction')).toThrow(RangeError);
    expect(() => aspectInterpretation('midheaven', 'ascendant', 'square')).toThrow(RangeError);
  });

  it.each(aspectNames)('%s has a legend entry with a glyph and a short name', (aspect) => {
    const meaning = aspectMeaning(aspect);
    expect(meaning.title.toLowerCase()).toBe(aspect);
    expect(meaning.symbol).toMatch(/^[☌⚹□△☍]$/u);
    expect(meaning.shortName).toMatch(/^[a-z]+\.$/);
    expect(meaning.text).not.toBe('');
  });
});

describe('every new text', () => {
  const all = [
    ...planetInSign.map((entry) => entry.text),
    ...bodyInHouse.map((entry) => entry.text),
    ...aspects.map((entry) => entry.text),
    ...houseNumbers.flatMap((house) => Object.values(houseMeaning(house))),
    ...chartPoints.flatMap((point) => Object.values(bodyMeaning(point))),
    ...aspectNames.flatMap((aspect) => [aspectMeaning(aspect).title, aspectMeaning(aspect).text]),
    ...chartBodies.filter((body) => body !== 'sun' && body !== 'moon').map(retrogradeNote),
  ];

  it('is finished, plain ASCII prose with straight quotes', () => {
    for (const text of all) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/lorem|TODO|placeholder|[{}]|undefined|\s{2}/i);
      expect(text).toMatch(/^[\x20-\x7E]+$/);
    }
  });
});
