/**
 * The readers' fact check (issue 38, decision 350).
 *
 * Sources: the birth data are Astro-Databank records (Rodden AA) as in
 * src/astrology/chart/reference-charts.test.ts; the positions they give are those published
 * there (Diana: Sun 9 Cancer 40, Moon 25 Aquarius 02, Ascendant 18 Sagittarius 25, mojan.com;
 * Obama: Sun 12 Leo, Moon 3 Gemini, Aquarius rising, Village Voice 2008-07-29). The corpus,
 * tests/fixtures/fact-check/corpus.json, says where each of its labels comes from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartTruth, type ChartTruthInput } from './chart-truth';
import { checkText, type Verdict } from './fact-check';

const diana = chartTruth({
  date: '1961-07-01',
  time: '19:45',
  place: { latitude: 52 + 50 / 60, longitude: 0.5, timeZone: 'Europe/London' },
  fullName: 'Diana Frances Spencer',
  year: 2027,
});

const verdicts = (text: string, truth = diana) =>
  checkText(text, truth).map((statement) => [statement.text, statement.verdict]);

describe('fact check of a reader’s text', () => {
  it('reads the buyer’s placements and says what the chart says where it disagrees', () => {
    const text =
      'Your Sun in Cancer makes home your compass. With your Moon in Pisces you dissolve into others, and your Sagittarius rising meets the world with a grin.';
    const found = checkText(text, diana);
    expect(found.map((statement) => [statement.text, statement.verdict, statement.chart])).toEqual([
      ['Your Sun in Cancer', 'true', "Sun: Cancer (9°40')"],
      ['your Moon in Pisces', 'false', "Moon: Aquarius (25°02')"],
      ['your Sagittarius rising', 'true', "Rising sign: Sagittarius (18°25')"],
    ]);
    for (const statement of found) {
      expect(text.slice(statement.start, statement.end)).toBe(statement.text);
    }
  });

  it('reads the buyer by first name, and not anyone else', () => {
    expect(
      verdicts("Diana's Moon in Aquarius wants room. Charles's Moon in Taurus wants a garden."),
    ).toEqual([["Diana's Moon in Aquarius", 'true']]);
  });

  it('leaves alone teaching, other people’s charts, the sky now, hypotheses, negations and prose', () => {
    const prose = [
      'People with the Moon in Scorpio feel everything twice.',
      'Generators are built to respond, and a Projector waits for the invitation.',
      "Your partner's Moon in Aries may hurry you.",
      'Your mother, a Capricorn, taught you patience.',
      'Transiting Saturn squares your Sun this spring.',
      'Saturn is moving through Pisces this year.',
      'If your Moon were in Aries you would fight more.',
      'Your Moon is not in Cancer, whatever you have read.',
      'Mercury, the messenger, rules how you speak; a Venusian love of beauty runs through you.',
      'A Life Path 7 seeks truth before comfort.',
      'Someone with your Sun in Leo would shine on stage.',
    ].join(' ');
    expect(checkText(prose, diana)).toEqual([]);
  });

  it('reads aspects, houses, Human Design, the map, the matrix and the numbers', () => {
    const found = checkText(
      [
        'Your Sun in the 7th house turns you toward others.',
        'Your Moon opposes your Sun.',
        'You are a Projector.',
        'Your comfort zone is The Star.',
        'Your Life Path is 7.',
        'Your Jupiter line runs through Paris.',
      ].join(' '),
      diana,
    );
    expect(found.map((statement) => statement.factor)).toEqual([
      'body-house',
      'aspect',
      'human-design-type',
      'destiny-matrix',
      'number',
      'map-line',
    ]);
    for (const statement of found) expect(['true', 'false']).toContain(statement.verdict);
  });

  it('says uncertain for what the birth time would settle, and false for what no hour allows', () => {
    const noTime = chartTruth({
      date: '1990-07-04',
      time: null,
      place: 'Austin, Texas, United States',
      fullName: 'Maya Rivera Lopez',
      year: 2027,
    });
    expect(noTime.moments).toHaveLength(49);
    const moonSigns = new Set(noTime.moments.map((moment) => moment.natal.moon.sign));
    expect([...moonSigns]).toEqual(['Scorpio', 'Sagittarius']);
    expect(
      verdicts(
        'Your Moon in Sagittarius. Your Moon in Aries. Your Leo rising. Your Sun in Cancer. Your Jupiter line runs through Austin.',
        noTime,
      ),
    ).toEqual([
      ['Your Moon in Sagittarius', 'uncertain'],
      ['Your Moon in Aries', 'false'],
      ['Your Leo rising', 'uncertain'],
      ['Your Sun in Cancer', 'true'],
      ['Your Jupiter line runs through Austin', 'uncertain'],
    ]);
  });
});

interface CorpusChart extends Omit<ChartTruthInput, 'fullName' | 'year' | 'place'> {
  name: string;
  place?: string;
  latitude?: number;
  longitude?: number;
  timeZone?: string;
  personalYear: number;
  source: string;
}
interface Corpus {
  charts: Record<string, CorpusChart>;
  sentences: { chart: string; text: string; expect: Verdict | 'none'; about: string }[];
}

describe('the fact-check corpus (issue 38: precision at least 95%, recall at least 90%)', () => {
  const corpus = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../../tests/fixtures/fact-check/corpus.json'),
      'utf8',
    ),
  ) as Corpus;
  const truths = new Map(
    Object.entries(corpus.charts).map(([key, chart]) => [
      key,
      chartTruth({
        date: chart.date,
        time: chart.time,
        place:
          chart.latitude !== undefined
            ? { latitude: chart.latitude, longitude: chart.longitude!, timeZone: chart.timeZone! }
            : (chart.place ?? null),
        fullName: chart.name,
        year: chart.personalYear,
      }),
    ]),
  );

  it('holds at least 150 sentences, half true and half false, and prose that asserts nothing', () => {
    const count = (expected: string) =>
      corpus.sentences.filter((sentence) => sentence.expect === expected).length;
    expect(corpus.sentences.length).toBeGreaterThanOrEqual(150);
    expect(count('none')).toBeGreaterThanOrEqual(30);
    expect(Math.abs(count('true') - count('false'))).toBeLessThanOrEqual(
      0.2 * (count('true') + count('false')),
    );
  });

  it('finds the false statements and raises no false alarm', () => {
    let reported = 0;
    let right = 0;
    let checkable = 0;
    const misses: string[] = [];
    for (const sentence of corpus.sentences) {
      const truth = truths.get(sentence.chart);
      if (!truth) throw new Error(`The corpus names no chart "${sentence.chart}"`);
      const found = checkText(sentence.text, truth);
      if (sentence.expect !== 'none') checkable++;
      if (found.length > 0) reported++;
      const correct =
        sentence.expect !== 'none' &&
        found.some((statement) => statement.verdict === sentence.expect);
      if (correct) right++;
      else if (found.length > 0 || sentence.expect !== 'none') {
        misses.push(
          `${sentence.expect} [${sentence.about}] ${sentence.text} -> ${JSON.stringify(found.map((statement) => [statement.text, statement.verdict, statement.chart]))}`,
        );
      }
    }
    const precision = right / reported;
    const recall = right / checkable;
    console.log(
      `fact-check corpus: ${corpus.sentences.length} sentences, precision ${(precision * 100).toFixed(1)}%, recall ${(recall * 100).toFixed(1)}%`,
    );
    // Every miss is in the message, so a failure says which sentences fell short.
    expect(precision, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
