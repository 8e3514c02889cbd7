/**
 * The 52 affirmations card deck read back as a buyer's PDF viewer reads it. Which placements
 * the deck draws is proven in src/astrology/affirmations/select-affirmations.test.ts; here the
 * document must print every card with its week and placement, at playing-card size, in vector.
 * Charts: Barack Obama (Astro-Databank AA: 4 August 1961, 19:24, Honolulu; Sun 12° Leo, Moon
 * 3° Gemini, 18° Aquarius rising per the Village Voice, 2008-07-29) and Diana, Princess of Wales
 * (1 July 1961, Sandringham; Sun 9° Cancer, Moon in Aquarius per mojan.com) without her time.
 */
import { describe, expect, it } from 'vitest';
import {
  elementOf,
  loadGazetteer,
  lunarPhaseOf,
  modalityOf,
  selectAffirmations,
  type NatalChart,
  type NatalChartInput,
  type ZodiacSign,
} from '../../astrology';
import { readPdf } from '../../../tests/support/read-pdf';
import {
  affirmationsFileName,
  affirmationsTitle,
  renderAffirmationsPdf,
} from './render-affirmations';
import type { DocumentInput } from './report-input';
import { testDocumentInput } from '../../../tests/support/document-inputs';

loadGazetteer();

function documentInput(birth: NatalChartInput, fullName: string): DocumentInput {
  return testDocumentInput(birth, { fullName, orderReference: 'C0MPASS3', generatedAt: '2026-11-25T10:00:00Z' });
}

const aspectNames: Record<string, string> = {
  conjunct: 'conjunction',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposite: 'opposition',
};

/**
 * Reads a printed placement back against the chart object, independently of the code that
 * chose it: "Moon in Cancer" must be the chart's Moon sign, "Venus trine Saturn (orb 1.2°)" one
 * of its aspects, and so on.
 */
function placementHolds(chart: NatalChart, placement: string): boolean {
  const bodies = { sun: chart.sun, moon: chart.moon, ...chart.planets };
  const body = (name: string | undefined) =>
    bodies[(name ?? '').toLowerCase() as keyof typeof bodies];
  const signs = Object.values(bodies).map((position) => position.sign);
  let match: RegExpMatchArray | null;
  if ((match = placement.match(/^(\w+) in (\w+)$/))) {
    const [, name, sign] = match;
    if (name === 'Ascendant' || name === 'Midheaven')
      return chart[name === 'Ascendant' ? 'ascendant' : 'midheaven']?.sign === sign;
    return body(name)?.sign === sign;
  }
  if ((match = placement.match(/^(\w+) in the (\d+)(st|nd|rd|th) house$/)))
    return body(match[1])?.house === Number(match[2]);
  if ((match = placement.match(/^(\w+) (\w+) (\w+) \(orb (\d+\.\d)°\)$/))) {
    const [, first, word, second, orb] = match;
    return chart.aspects.some(
      (aspect) =>
        aspect.first === first?.toLowerCase() &&
        aspect.second === second?.toLowerCase() &&
        aspect.aspect === aspectNames[word ?? ''] &&
        aspect.orb.toFixed(1) === orb,
    );
  }
  if ((match = placement.match(/^(\w+), ruler of your (\w+) Ascendant$/)))
    return chart.ascendant?.sign === match[2];
  if ((match = placement.match(/^Born at the ([\w ]+) Moon$/)))
    return lunarPhaseOf(chart.sun.longitude, chart.moon.longitude) === match[1];
  if ((match = placement.match(/^(\w+) retrograde in (\w+)$/)))
    return body(match[1])?.retrograde === true && body(match[1])?.sign === match[2];
  if ((match = placement.match(/^(\w+) in (\w+), an? (\w+) sign$/))) {
    const [, name, sign, quality] = match;
    const of = sign as ZodiacSign;
    return body(name)?.sign === sign && (elementOf(of) === quality || modalityOf(of) === quality);
  }
  if ((match = placement.match(/^\w+ of ten planets in (\w+) signs$/)))
    return signs.some((sign) => elementOf(sign) === match?.[1] || modalityOf(sign) === match?.[1]);
  return false;
}

/** The text of the card sheets only: pages 4 to 10, eight cards to a sheet. `\s` also takes
 * the no-break spaces that keep "(orb 3.8°)" on one line. */
const sheetsOf = (pageTexts: string[]) => pageTexts.slice(3).join(' ');
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

async function expectAPrintableDeck(input: DocumentInput) {
  const deck = selectAffirmations(input.chart);
  const pdf = await readPdf(await renderAffirmationsPdf(input));
  // Cover, how to use it, the year at a glance, then 52 cards on seven sheets.
  expect(pdf.pageTexts).toHaveLength(10);
  expect(pdf.pageSizes.slice(0, 3)).toEqual([
    [612, 792],
    [612, 792],
    [612, 792],
  ]);
  expect(pdf.pageSizes.slice(3).every(([width, height]) => width === 792 && height === 612)).toBe(
    true,
  );
  const cards = squeeze(sheetsOf(pdf.pageTexts));
  expect(deck).toHaveLength(52);
  expect(new Set(deck.map((entry) => entry.text)).size).toBe(52);
  expect(deck.filter((entry) => !placementHolds(input.chart, entry.placement))).toEqual([]);
  for (const entry of deck) {
    expect(cards).toContain(`Week ${entry.week}`);
    expect(cards).toContain(squeeze(entry.text));
    // Set in capitals on the card; the text layer keeps the words as written.
    expect(cards.toUpperCase()).toContain(entry.placement.toUpperCase());
  }
  expect(cards).toContain('Week 52');
  expect(pdf.pageTexts[2]).toContain('Week 52');
  expect(pdf.text).toContain(input.fullName);
  expect(pdf.text).toContain('Order C0MPASS3');
  expect(pdf.text).not.toMatch(/undefined|NaN|null/);
  expect(pdf.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
  expect(pdf.imageCount).toBe(0);
  return pdf;
}

describe('the 52 affirmations card deck', () => {
  it('prints a timed chart as a cover, a guide, the year at a glance and seven card sheets', async () => {
    const pdf = await expectAPrintableDeck(
      documentInput({ date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' }, 'Barack Obama'),
    );
    const [cover, guide, year] = pdf.pageTexts as [string, string, string];
    expect(cover).toContain(affirmationsTitle);
    expect(cover).toContain('Sun in Leo · Moon in Gemini · Aquarius rising');
    expect(cover).toContain('Honolulu');
    expect(guide).toContain('Print the card pages on Letter paper at actual size');
    expect(guide).toContain('2.5 by 3.5 inches');
    expect(guide).toContain('Rising sign and chart ruler');
    expect(year).toContain('Week 1 Sun in Leo');
    expect(year).toContain('Week 27 Ascendant in Aquarius');
    expect(year).toContain('Week 40 Saturn, ruler of your Aquarius Ascendant');
  });

  it('says what an unknown birth time leaves out, and still prints 52 cards', async () => {
    const pdf = await expectAPrintableDeck(
      documentInput(
        { date: '1961-07-01', time: null, place: 'Sandringham, England' },
        'Diana Spencer',
      ),
    );
    const [cover, guide] = pdf.pageTexts as [string, string];
    expect(cover).toContain('Sun in Cancer · Moon in Aquarius · Rising sign not calculated');
    expect(cover).toContain('Birth time not known');
    expect(guide).toContain('Without a birth time we cannot place your Rising sign or houses');
    expect(guide).toContain('support@astralpath.example');
    expect(sheetsOf(pdf.pageTexts)).not.toMatch(/\d(st|nd|rd|th) house|ascendant|midheaven/i);
  });

  it('says when the birthplace, not the time, is missing, and why a placement has two cards', async () => {
    // The thin chart of select-affirmations.test.ts, timed but with a birthplace not found.
    const pdf = await expectAPrintableDeck(
      documentInput({ date: '1984-11-22', time: '12:00', place: 'Qwxyzville' }, 'Ana Bee'),
    );
    const guide = pdf.pageTexts[1] ?? '';
    expect(guide).toContain('Without a birthplace we recognise we cannot place your Rising sign');
    expect(guide).toContain('Some placements have more than one card');
    expect(guide).toContain('We could not find "Qwxyzville"');
  });

  it('names the file after the title and the buyer', () => {
    expect(affirmationsFileName({ fullName: 'Ana María Pérez' })).toBe(
      '52 Affirmations - Ana María Pérez.pdf',
    );
  });
});
