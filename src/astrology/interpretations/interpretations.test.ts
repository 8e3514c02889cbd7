import { describe, expect, it } from 'vitest';
import { zodiacSigns } from '../chart/zodiac';
import {
  lifePathInterpretation,
  lifePathNumbers,
  moonSignInterpretation,
  risingSignInterpretation,
  sunSignInterpretation,
} from './index';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('interpretation texts', () => {
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
    const all = [
      ...signTexts.map((entry) => entry.text),
      ...lifePathNumbers.map(lifePathInterpretation),
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it('refuses numbers that are not life paths', () => {
    expect(() => lifePathInterpretation(10)).toThrow(RangeError);
  });
});
