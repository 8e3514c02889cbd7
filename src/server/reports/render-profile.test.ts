/**
 * The dynamic profile read back as a buyer's PDF viewer reads it. The chart's shape is worked by
 * hand in chart-shape.test.ts; here the document must print it, the Human Design type and
 * authority (engine: human-design/reference-charts.test.ts) and the core numbers, worked below
 * from the name letters with the Pythagorean table (A J S 1, B K T 2, C L U 3, D M V 4, E N W 5,
 * F O X 6, G P Y 7, H Q Z 8, I R 9; decision 206).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer, type NatalChartInput } from '../../astrology';
import { readPdf, type ReadPdf } from '../../../tests/support/read-pdf';
import { profileFileName, renderProfilePdf } from './render-profile';
import type { DocumentInput } from './report-input';
import { testDocumentInput } from '../../../tests/support/document-inputs';

function documentInput(birth: NatalChartInput, fullName: string): DocumentInput {
  return testDocumentInput(birth, { fullName, orderReference: 'C0MPA553', generatedAt: '2026-11-25T10:00:00Z' });
}

let withTime: ReadPdf;
let withoutTime: ReadPdf;

beforeAll(async () => {
  loadGazetteer();
  // Barack Obama: 4 August 1961, 19:24 HST, Honolulu (Astro-Databank, rating AA).
  withTime = await readPdf(
    await renderProfilePdf(
      documentInput(
        { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' },
        'Barack Hussein Obama',
      ),
    ),
  );
  withoutTime = await readPdf(
    await renderProfilePdf(
      documentInput(
        { date: '1990-12-29', time: null, place: 'Lisbon, Portugal' },
        'Ana Sofia Ferreira',
      ),
    ),
  );
}, 120_000);

describe('the dynamic profile with a birth time', () => {
  it('puts the key facts on the cover and the shape on page 2', () => {
    const [cover = '', shape = ''] = withTime.pageTexts;
    expect(cover).toContain('Your Dynamic Profile');
    expect(cover).toContain('Barack Hussein Obama');
    expect(cover).toContain('Air · Fixed · Bucket · Projector · Life Path 2');
    expect(cover).toContain('Honolulu');
    // Counts and weights (worked in chart-shape.test.ts): fire 3 placements weighing 5 ...
    for (const bar of [
      '3 · weight 5',
      '3 · weight 3',
      '3 · weight 7',
      '2 · weight 2',
      '6 · weight 9',
    ])
      expect(shape).toContain(bar);
    expect(shape).toContain('Fire Sun, Mercury, Uranus');
    expect(shape).toContain('Air Moon, Jupiter, Ascendant');
    expect(shape).toContain('Pattern: Bucket');
    expect(shape).toContain('The handle, in red: Saturn and Jupiter');
    expect(shape).toMatch(/1 Moon 9 points .*2 Uranus 9 points/);
    expect(shape).toContain('chart ruler +4');
  });

  it('keeps the pattern’s words clear of the quarters’ "east" beside them', () => {
    // An arc's degrees are never broken from their figure at a line's end ("237.5-" "°").
    expect(withTime.pageTexts[1]).toContain('occupy 237.5° of the wheel');
    const page = withTime.placedByPage[1]!;
    const east = page.find((run) => run.text === 'east')!;
    expect(east).toBeDefined();
    for (const run of page) {
      if (run === east || run.x >= east.x || Math.abs(run.baseline - east.baseline) > 4) continue;
      expect(east.x - (run.x + run.width), `"${run.text}"`).toBeGreaterThan(8);
    }
  });

  it('weaves the shape, Human Design and the numbers into one portrait', () => {
    const text = withTime.text;
    expect(text).toContain('Air leads your chart');
    expect(text).toContain('Your 7th house holds Mars, Uranus and Pluto');
    expect(text).toContain('Your air-led chart and your Projector design point the same way');
    // The fact row under the heading (eyebrow labels are letter-spaced in the file).
    expect(text).toMatch(
      /T Y P E Projector S T R A T E G Y To wait for the invitation A U T H O R I T Y Emotional/,
    );
    // Life path: month 8, day 4, year 1+9+6+1 = 17 -> 8; 8 + 4 + 8 = 20 -> 2.
    expect(text).toContain('month 8 + day 4 + year 8 = 20, reduced to 2');
    // Expression: BARACK 2+1+9+1+3+2 = 18 -> 9, HUSSEIN 8+3+1+1+5+9+5 = 32 -> 5,
    // OBAMA 6+2+1+4+1 = 14 -> 5; 9 + 5 + 5 = 19 -> 1.
    expect(text).toContain('BARACK 9 + HUSSEIN 5 + OBAMA 5 = 19, reduced to 1');
    // Soul urge (vowels): A A = 2; U E I = 3+5+9 = 17 -> 8; O A A = 8; 18 -> 9.
    expect(text).toContain('BARACK 2 + HUSSEIN 8 + OBAMA 8 = 18, reduced to 9');
    // Personality (consonants): B R C K = 16 -> 7; H S S N = 15 -> 6; B M = 6; 19 -> 1.
    expect(text).toContain('BARACK 7 + HUSSEIN 6 + OBAMA 6 = 19, reduced to 1');
    expect(text).toContain('Your expression number and personality number are both 1');
    expect(text).toMatch(/Barack, you bring curiosity and clear words/);
  });

  it('is a short vector document in the shop fonts', () => {
    expect(withTime.pageTexts.length).toBeGreaterThanOrEqual(5);
    expect(withTime.pageTexts.length).toBeLessThanOrEqual(8);
    expect(withTime.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
    expect(withTime.imageCountByPage.every((count) => count === 0)).toBe(true);
    expect(withTime.text).not.toMatch(/undefined|NaN|null|\{\w+\}/);
    expect(profileFileName({ fullName: 'Ana / "Bee"' })).toBe('Your Dynamic Profile - Ana Bee.pdf');
  });
});

describe('the dynamic profile without a birth time', () => {
  it('weighs without the Ascendant and says what the missing time leaves open', () => {
    const [cover = '', shape = ''] = withoutTime.pageTexts;
    // The type changes during the birth date, so the cover names both.
    expect(cover).toContain('Earth · Cardinal · Bucket · Projector or Manifestor · Life Path 6');
    expect(cover).toContain('Birth time not known');
    expect(shape).toContain('6 · weight 8');
    expect(shape).toContain('Air none');
    expect(shape).toContain('no Ascendant without a birth time');
    const text = withoutTime.text;
    expect(text).toContain('no Rising sign and no houses');
    expect(text).toContain('it is left out of the element and modality balance');
    expect(text).toContain('at other hours a locomotive');
    expect(text).toContain('Your Moon was in Gemini or Taurus');
    expect(text).toContain('your type could be Projector or Manifestor');
    expect(text).toContain('your type, strategy, authority, profile change with the hour');
  });

  it('prints the numbers worked from the name, a master number kept', () => {
    const text = withoutTime.text;
    // Life path: 12 -> 3, 29 -> 11 (kept), 1990 -> 19 -> 1; 3 + 11 + 1 = 15 -> 6.
    expect(text).toContain('month 3 + day 11 + year 1 = 15, reduced to 6');
    // Expression: ANA 1+5+1 = 7; SOFIA 1+6+6+9+1 = 23 -> 5; FERREIRA 6+5+9+9+5+9+9+1 = 53 -> 8.
    expect(text).toContain('ANA 7 + SOFIA 5 + FERREIRA 8 = 20, reduced to 2');
    // Soul urge: A A = 2; O I A = 16 -> 7; E E I A = 20 -> 2; 2 + 7 + 2 = 11, a master number.
    expect(text).toContain('ANA 2 + SOFIA 7 + FERREIRA 2 = 11');
    // Personality: N = 5; S F = 7; F R R R = 33 (kept); 5 + 7 + 33 = 45 -> 9.
    expect(text).toContain('ANA 5 + SOFIA 7 + FERREIRA 33 = 45, reduced to 9');
    expect(text).toContain('day 29, reduced to 11');
    expect(withoutTime.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
    expect(withoutTime.imageCountByPage.every((count) => count === 0)).toBe(true);
    expect(text).not.toMatch(/undefined|NaN|null|\{\w+\}/);
  });
});
