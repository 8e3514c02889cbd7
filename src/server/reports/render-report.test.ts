/**
 * The reports read back as a customer's PDF viewer reads them: text through pdf.js, the fonts
 * named in the file, pages counted, and no bitmap where the wheel should be vector.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { reportTestOrder, testDocumentInput } from '../../../tests/support/document-inputs';
import { readPdf, type ReadPdf } from '../../../tests/support/read-pdf';
import type { NatalChartInput } from '../../astrology';
import { renderReportPdf } from './render-report';
import { documentFileName, type ReportInput } from './report-input';

function reportInput(productId: number, birth: NatalChartInput): ReportInput {
  return { productId, ...testDocumentInput(birth, reportTestOrder) };
}

// Obama's chart (reference-charts.test.ts): Sun 12°33' Leo, Moon 3°21' Gemini, Asc 18°03' Aquarius.
const honolulu: NatalChartInput = { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' };
const timeUnknown: NatalChartInput = { date: '1961-08-04', time: null, place: 'Honolulu, HI' };
const placeUnknown: NatalChartInput = {
  date: '1961-08-04',
  time: '19:24',
  place: 'Qwertyville, Nowhere',
};

// Life path 7 (8 + 9 + 8 = 25): an old-style 7 hangs below its baseline.
const lifePathSeven: NatalChartInput = { ...honolulu, date: '1961-08-09' };

const charts = {
  full: honolulu,
  'time unknown': timeUnknown,
  'place unknown': placeUnknown,
  'life path 7': lifePathSeven,
};
const read: Record<string, ReadPdf> = {};

beforeAll(async () => {
  for (const productId of [1, 2] as const) {
    for (const [kind, birth] of Object.entries(charts)) {
      read[`${productId} ${kind}`] = await readPdf(
        await renderReportPdf(
          productId === 1 ? 'quick-glimpse' : 'cosmic-map',
          reportInput(productId, birth),
          productId === 1 ? 'The Quick Glimpse' : 'The Cosmic Map',
        ),
      );
    }
  }
}, 120_000);

describe('renderReportPdf', () => {
  it('gives The Quick Glimpse exactly one page for every kind of chart', () => {
    for (const kind of Object.keys(charts)) expect(read[`1 ${kind}`]?.pageTexts).toHaveLength(1);
  });

  it('gives The Cosmic Map 5 to 7 pages for every kind of chart', () => {
    for (const kind of Object.keys(charts)) {
      const pages = read[`2 ${kind}`]?.pageTexts.length ?? 0;
      expect(pages, kind).toBeGreaterThanOrEqual(5);
      expect(pages, kind).toBeLessThanOrEqual(7);
    }
  });

  it('prints the buyer, the Big Three to the arcminute and the place and zone used', () => {
    for (const productId of [1, 2]) {
      const { text } = read[`${productId} full`]!;
      expect(text).toContain('Barbara Ann Dunham');
      expect(text).toContain("12°33' Leo");
      expect(text).toContain("3°21' Gemini");
      expect(text).toContain("18°03' Aquarius");
      expect(text).toContain('4 August 1961');
      expect(text).toContain('7:24 PM (19:24)');
      expect(text).toContain('Honolulu, Hawaii, United States');
      expect(text).toContain('UTC−10:00');
      expect(text).toContain('5 August 1961, 05:24 UTC');
      expect(text).toContain('Life path 2');
    }
  });

  it('numbers the pages and carries the order on each', () => {
    const { pageTexts } = read['2 full']!;
    pageTexts.forEach((text, index) => {
      expect(text).toContain(`${index + 1} / ${pageTexts.length}`);
      expect(text).toContain('Order K7Q2M9XD');
    });
  });

  it('lists every body with sign, degree, house and retrograde mark in The Cosmic Map', () => {
    const wheelPage = read['2 full']!.pageTexts[1]!;
    expect(wheelPage).toMatch(/Sun Leo 12°33' 6/);
    expect(wheelPage).toMatch(/Ascendant Aquarius 18°03' 1/);
    expect(wheelPage).toMatch(/Jupiter Aquarius \d+°\d\d' 12 R \(retrograde\)/);
    expect(read['2 full']!.text).toContain('How your planets talk to each other');
    expect(read['2 full']!.text).toContain('Twelfth house');
  });

  it('heads the placements with the Sun, Moon and planets, not "bodies"', () => {
    const placementsPage = read['2 full']!.pageTexts[2]!;
    expect(placementsPage).toContain('Your Sun, Moon and planets by sign and house');
    expect(read['2 full']!.text).not.toContain('Your bodies');
  });

  it('keeps the life path numeral clear of its working, descending figures included', () => {
    for (const productId of [1, 2]) {
      const placed = read[`${productId} life path 7`]!.placedByPage.flat();
      const numeral = placed.find((run) => run.text === '7' && run.size >= 30);
      const working = placed.find((run) => run.text.startsWith('8 + 9 + 8 = 25'));
      expect(numeral, `product ${productId}`).toBeDefined();
      expect(working, `product ${productId}`).toBeDefined();
      // The working's capitals reach about 0.75 of its size above its baseline; the numeral's
      // old-style 7 reaches 0.3 of its size below its own. A point of air between them.
      const workingTop = working!.baseline + 0.75 * working!.size;
      const numeralBottom = numeral!.baseline - 0.3 * numeral!.size;
      expect(numeralBottom - workingTop, `product ${productId}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps the houses table’s columns apart: a house, its cusp, what it covers', () => {
    const page = read['2 full']!.placedByPage.find((runs) =>
      runs.some((run) => run.text.includes('Where each area of life begins')),
    )!;
    const houses = page.filter((run) => / house: |°\d\d' /.test(run.text));
    expect(houses.length).toBeGreaterThanOrEqual(24);
    // The letter-spaced eyebrows are read one spaced word at a time; they are not columns.
    const columns = page.filter((run) => !/^([A-Z·] ?)+$/.test(run.text.trim()));
    for (const left of columns)
      for (const right of columns) {
        if (right.x <= left.x || Math.abs(right.baseline - left.baseline) > 1) continue;
        const gap = right.x - (left.x + left.width);
        expect(gap, `"${left.text}" | "${right.text}"`).toBeGreaterThan(6);
      }
  });

  it('says what is missing and how to send it when there is no time or no place', () => {
    for (const productId of [1, 2]) {
      const noTime = read[`${productId} time unknown`]!.text;
      expect(noTime).toContain('No birth time was given');
      expect(noTime).toContain('your birth time (even roughly) to help@astral.example');
      expect(noTime).toContain('quoting order K7Q2M9XD');
      const noPlace = read[`${productId} place unknown`]!.text;
      expect(noPlace).toContain('We could not find "Qwertyville, Nowhere"');
      expect(noPlace).toContain('your birthplace as "City, Country"');
      expect(noPlace).not.toContain('Aquarius 18°03');
    }
    expect(read['1 place unknown']!.text).toContain('Needs your birthplace');
    expect(read['1 time unknown']!.text).toContain('Needs your birth time');
    expect(read['1 time unknown']!.text).not.toContain('Not calculated');
  });

  it('embeds the shop fonts and draws the wheel as vectors, not images', () => {
    for (const pdf of Object.values(read)) {
      expect(pdf.fontNames).toEqual(
        expect.arrayContaining(['Inter-Regular', 'Inter-SemiBold', 'CormorantGaramond-Bold']),
      );
      expect(pdf.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
      expect(pdf.imageCountByPage.every((count) => count === 0)).toBe(true);
    }
  });

  it('keeps every character when reports are rendered one after another', () => {
    // fontkit's glyph cache once dropped "." from the second report in a process.
    expect(read['1 place unknown']!.text).toContain('help@astral.example, quoting order');
    expect(read['2 time unknown']!.text).toContain('we recognise. E-mail');
  });
});

describe('documentFileName', () => {
  it('names the file after the document and the buyer, without characters files refuse', () => {
    expect(documentFileName('The Cosmic Map', 'Barbara Ann Dunham')).toBe(
      'The Cosmic Map - Barbara Ann Dunham.pdf',
    );
    expect(documentFileName('The Quick Glimpse', 'Ana / "Bee"')).toBe(
      'The Quick Glimpse - Ana Bee.pdf',
    );
  });
});
