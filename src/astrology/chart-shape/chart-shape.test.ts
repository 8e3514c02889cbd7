/**
 * The shape of two real charts, worked by hand from their placements.
 * - Barack Obama, 4 August 1961, 19:24 HST, Honolulu (Astro-Databank, rating AA; the engine's
 *   positions are checked against Swiss Ephemeris in chart/reference-charts.test.ts). Signs
 *   as astro.com draws the chart: Sun Leo, Moon Gemini, Mercury Leo, Venus Cancer, Mars Virgo,
 *   Jupiter Aquarius, Saturn Capricorn, Uranus Leo, Neptune Scorpio, Pluto Virgo, Aquarius
 *   rising; houses (Placidus) 6, 4, 6, 5, 7, 12, 12, 7, 9, 7.
 * - A birth on 29 December 1990 in Lisbon with no time: Sun, Venus, Saturn, Uranus and Neptune
 *   in Capricorn (the 1989-1991 Saturn-Uranus-Neptune gathering in Capricorn), the Moon at
 *   5° Gemini at noon, near enough the Taurus boundary to be there at midnight.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer } from '../place/gazetteer';
import { computeNatalChart } from '../chart/natal-chart';
import { computeChartShape } from './chart-shape';

beforeAll(() => loadGazetteer());

describe('the shape of a chart with its birth time', () => {
  const shape = () =>
    computeChartShape(
      computeNatalChart({ date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' }),
    );

  it('counts and weighs the elements and modalities', () => {
    const { elements, modalities } = shape();
    // Fire: Sun 3 + Mercury 2 + Uranus 0 = 5; earth: Mars 2 + Saturn 1 + Pluto 0 = 3;
    // air: Moon 3 + Jupiter 1 + Ascendant 3 = 7; water: Venus 2 + Neptune 0 = 2.
    expect(elements.counts).toEqual({ fire: 3, earth: 3, air: 3, water: 2 });
    expect(elements.scores).toEqual({ fire: 5, earth: 3, air: 7, water: 2 });
    expect(elements.leading).toEqual(['air']);
    // Fixed: Sun 3, Mercury 2, Jupiter 1, Uranus 0, Neptune 0, Ascendant 3 = 9;
    // cardinal: Venus 2 + Saturn 1 = 3; mutable: Moon 3 + Mars 2 + Pluto 0 = 5.
    expect(modalities.counts).toEqual({ cardinal: 2, fixed: 6, mutable: 3 });
    expect(modalities.scores).toEqual({ cardinal: 3, fixed: 9, mutable: 5 });
    expect(modalities.leading).toEqual(['fixed']);
  });

  it('ranks the dominant planets by angularity, rulership, aspects and dignity', () => {
    const { planets, dominantPlanets } = shape();
    // Uranus: 7th house (angular) 3 + ruler of Aquarius rising 4 + 2 aspects = 9.
    // Moon: 4th house (angular) 3 + 6 aspects = 9; ties keep chart order, so the Moon first.
    expect(planets.find(({ body }) => body === 'uranus')).toEqual({
      body: 'uranus',
      score: 9,
      reasons: [
        { reason: 'angular house', points: 3 },
        { reason: 'chart ruler', points: 4 },
        { reason: 'aspects', points: 2 },
      ],
    });
    expect(dominantPlanets.slice(0, 2)).toEqual(['moon', 'uranus']);
    // Saturn in Capricorn is in its own sign: 2 points of dignity.
    expect(planets.find(({ body }) => body === 'saturn')?.reasons).toContainEqual({
      reason: 'own sign',
      points: 2,
    });
  });

  it('finds the western, 7th-house emphasis and the bucket with its Jupiter-Saturn handle', () => {
    const { houses, pattern, dominantSigns } = shape();
    // Western houses 4-9 hold eight of ten; the 7th holds Mars, Uranus and Pluto.
    expect(houses?.hemispheres.western).toHaveLength(8);
    expect(houses?.strongSides).toEqual(['western']);
    expect(houses?.busiestHouses).toEqual([7]);
    // Without Saturn (295°) and Jupiter (301°, 5.5° apart) the rest run from the Moon at 63°
    // to Neptune at 219°: 155° <= 180°. Neptune to Saturn is 77°, Jupiter to the Moon 122°.
    expect(pattern).toMatchObject({ pattern: 'bucket', handle: ['saturn', 'jupiter'] });
    // Leo: Sun 3 + Mercury 2 + Uranus 0 = 5, the most weighted sign.
    expect(dominantSigns[0]).toMatchObject({ sign: 'Leo', score: 5 });
  });
});

describe('the shape of a chart without a birth time', () => {
  const shape = () =>
    computeChartShape(
      computeNatalChart({ date: '1990-12-29', time: null, place: 'Lisbon, Portugal' }),
    );

  it('weighs without the Ascendant and leaves out a Moon that could change sign', () => {
    const { elements, modalities, houses, hasAscendant, moonSignUncertain, notes } = shape();
    expect(hasAscendant).toBe(false);
    expect(houses).toBeNull();
    expect(moonSignUncertain).toBe(true);
    // Earth: Sun 3 + Venus 2 + Mars (Taurus) 2 + Saturn 1 + Uranus 0 + Neptune 0 = 8.
    // Fire: Mercury (Sagittarius) 2 + Jupiter (Leo) 1 = 3; water: Pluto (Scorpio) 0.
    expect(elements.counts).toEqual({ fire: 2, earth: 6, air: 0, water: 1 });
    expect(elements.scores).toEqual({ fire: 3, earth: 8, air: 0, water: 0 });
    // Air is not called missing: the Moon may be in Gemini.
    expect(elements.missing).toEqual([]);
    expect(modalities.counts).toEqual({ cardinal: 5, fixed: 3, mutable: 1 });
    expect(notes.join(' ')).toContain('no Rising sign and no houses');
    expect(notes.join(' ')).toContain('left out of the element and modality balance');
  });

  it('scores dominants without angles and says when the Moon could change the pattern', () => {
    const { dominantPlanets, planets, pattern, patternsAcrossTheDay } = shape();
    // Saturn: rules the Capricorn Sun 2 + own sign 2 + 4 aspects = 8.
    expect(dominantPlanets[0]).toBe('saturn');
    expect(planets[0]?.score).toBe(8);
    expect(
      planets.every(({ reasons }) =>
        reasons.every(({ reason }) => !['angular house', 'chart ruler'].includes(reason)),
      ),
    ).toBe(true);
    // At noon Mars (58°) and the Moon (65°) are one handle for the nine from Jupiter (132°) to
    // Saturn (295°); by midnight the Moon is 15° from Mars and the pair no longer holds.
    expect(pattern).toMatchObject({ pattern: 'bucket', handle: ['mars', 'moon'] });
    expect(patternsAcrossTheDay).toEqual(['bucket', 'locomotive']);
  });
});
