/**
 * The astrocartography map read back as a buyer's PDF viewer reads it: text through pdf.js, the
 * page sizes, the fonts named in the file and no bitmap where the map should be vectors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { reportTestOrder, testDocumentInput } from '../../../tests/support/document-inputs';
import { readPdf, type ReadPdf } from '../../../tests/support/read-pdf';
import { chartBodies, type NatalChartInput } from '../../astrology';
import {
  buildAstrocartographyInput,
  type AstrocartographyReportInput,
} from './astrocartography-input';
import {
  astrocartographyFileName,
  renderAstrocartographyPdf,
  type AstrocartographyPdf,
} from './render-astrocartography';

function mapInput(birth: NatalChartInput, productId = 5): AstrocartographyReportInput {
  return buildAstrocartographyInput({ productId, ...testDocumentInput(birth, reportTestOrder) });
}

// The reference birth of the engine's tests (reference-charts.test.ts, scripts/chart.test.ts):
// 4 August 1961, 19:24 in Honolulu, 05:24 UT on 5 August.
const honolulu: NatalChartInput = { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' };

let full: ReadPdf;
let masterBlueprint: ReadPdf;
let fullResult: AstrocartographyPdf;

beforeAll(async () => {
  fullResult = await renderAstrocartographyPdf(mapInput(honolulu));
  if (fullResult.kind !== 'document') throw new Error('The reference birth must give a map.');
  full = await readPdf(fullResult.pdf);
  const sixth = await renderAstrocartographyPdf(mapInput(honolulu, 6));
  if (sixth.kind !== 'document') throw new Error('The reference birth must give a map.');
  masterBlueprint = await readPdf(sixth.pdf);
}, 120_000);

/** "100.49° E" -> 100.49, "79.51° W" -> -79.51. */
function degrees(text: string): number {
  const [, value = '', side] = /([\d.]+)° ([EW])/.exec(text) ?? [];
  return Number(value) * (side === 'W' ? -1 : 1);
}

describe('renderAstrocartographyPdf', () => {
  it('gives the cover, a landscape world map, the guide and the lines: 8 to 12 Letter pages', () => {
    expect(full.pageTexts.length).toBeGreaterThanOrEqual(8);
    expect(full.pageTexts.length).toBeLessThanOrEqual(12);
    expect(full.pageSizes[0]).toEqual([612, 792]);
    expect(full.pageSizes[1]).toEqual([792, 612]);
    expect(full.pageSizes.slice(2).every(([width]) => width === 612)).toBe(true);
    expect(full.pageTexts[1]).toContain('Your planets’ lines across the world');
  });

  it('names the file after the document and the buyer, without characters files refuse', () => {
    expect(fullResult.kind === 'document' && fullResult.fileName).toBe(
      'Astrocartography Map - Barbara Ann Dunham.pdf',
    );
    expect(astrocartographyFileName({ fullName: 'Ana / "Bee"' })).toBe(
      'Astrocartography Map - Ana Bee.pdf',
    );
  });

  it('prints the buyer, the birth data and how the place and time were resolved', () => {
    const cover = full.pageTexts[0]!;
    expect(cover).toContain('Barbara Ann Dunham');
    expect(cover).toContain('4 August 1961');
    expect(cover).toContain('7:24 PM (19:24)');
    expect(cover).toContain('Honolulu, Hawaii, United States');
    expect(cover).toContain('UTC−10:00');
    expect(cover).toContain('5 August 1961, 05:24 UTC');
  });

  it('says on the cover that it is the chart the written report builds on, for the product bought', () => {
    expect(full.pageTexts[0]).toContain("the chart your reader's written report for The Intensive");
    expect(full.pageTexts[0]).toContain('The Intensive');
    expect(masterBlueprint.pageTexts[0]).toContain('The Master Blueprint');
    expect(masterBlueprint.pageTexts[0]).not.toContain('The Intensive');
  });

  it('puts the Sun MC line where the Sun was at apparent noon, and Bangkok on it', () => {
    // 05:24 UT is 6.6 h before Greenwich noon, 99° east; the equation of time on 5 August is
    // about −5.8 minutes (US Naval Observatory / NOAA solar tables), 1.45° further east.
    const heading = /Sun on the Midheaven \(MC\): along ([\d.]+° [EW])/.exec(full.text);
    expect(heading).not.toBeNull();
    const sunMc = degrees(heading![1]!);
    expect(Math.abs(sunMc - 100.45)).toBeLessThan(0.1);
    const sunIc = /Sun on the Lower Heaven \(IC\): along ([\d.]+° [EW])/.exec(full.text);
    expect(degrees(sunIc![1]!)).toBeCloseTo(sunMc - 180, 1);
    const sunAsc = /Sun on the Ascendant \(ASC\): a curve crossing the equator at ([\d.]+° [EW])/;
    expect(degrees(sunAsc.exec(full.text)![1]!)).toBeCloseTo(sunMc - 90, 1);
    const sunMcBlock = full.text.slice(heading!.index, heading!.index + 700);
    expect(sunMcBlock).toMatch(/Near this line: Bangkok, Thailand \(\d+ km\)/);
  });

  it('titles all forty lines once, ten of each angle, with each body’s lines', () => {
    for (const angle of [
      'Midheaven (MC)',
      'Lower Heaven (IC)',
      'Ascendant (ASC)',
      'Descendant (DSC)',
    ])
      expect(full.text.split(` on the ${angle}:`)).toHaveLength(11);
    for (const name of chartBodies.map((body) => body[0]!.toUpperCase() + body.slice(1)))
      expect(full.text).toContain(`${name} lines`);
  });

  it('says honestly that no line runs within 300 km of Honolulu (the Sun DSC is 468 km off)', () => {
    expect(full.text).toContain('No line passes within 300 km of Honolulu, Hawaii, United States');
  });

  it('lists every MC and IC meridian and zenith point in the table at a glance', () => {
    const guide = full.pageTexts.find((text) => text.includes('Your lines at a glance'))!;
    expect(guide).toMatch(/Sun 100\.\d\d° E 79\.\d\d° W 17\.\d\d° N, 100\.\d\d° E/);
    expect(guide).toContain('Each line moves 1° of longitude');
    expect(guide).toContain('Drawn for 1961-08-05 05:24 UTC');
  });

  it('numbers the pages and carries the order on each', () => {
    full.pageTexts.forEach((text, index) => {
      expect(text).toContain(`${index + 1} / ${full.pageTexts.length}`);
      expect(text).toContain('Order K7Q2M9XD');
    });
  });

  it('embeds the shop fonts and draws the map as vectors, in well under 2 MB', () => {
    expect(full.fontNames).toEqual(
      expect.arrayContaining(['Inter-Regular', 'Inter-SemiBold', 'CormorantGaramond-Bold']),
    );
    expect(full.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
    expect(full.imageCount).toBe(0);
    expect(full.bytes).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('renderAstrocartographyPdf without what the lines need', () => {
  it('gives no document without a birth time, and says why and what to send', async () => {
    const result = await renderAstrocartographyPdf(mapInput({ ...honolulu, time: null }));
    expect(result.kind).toBe('not-computable');
    if (result.kind !== 'not-computable') return;
    expect(result.missing).toEqual(['birth time']);
    expect(result.reason).toContain('the Earth turns 1° every 4 minutes');
    expect(result.reason).toContain('e-mail it to help@astral.example, quoting order K7Q2M9XD');
  });

  it('gives no document when the birthplace was not recognised', async () => {
    const result = await renderAstrocartographyPdf(
      mapInput({ ...honolulu, place: 'Qwertyville, Nowhere' }),
    );
    expect(result.kind).toBe('not-computable');
    if (result.kind !== 'not-computable') return;
    expect(result.missing).toEqual(['birthplace']);
    expect(result.reason).toContain('birthplace');
  });
});
