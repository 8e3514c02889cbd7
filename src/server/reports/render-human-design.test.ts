/**
 * The Human Design profile read back as a buyer's PDF viewer reads it. The births are published
 * charts the engine is checked against in src/astrology/human-design/reference-charts.test.ts:
 * - Tennyson, Orem, Utah, 1993-01-06 07:51 MST: a chart2txt.com text export (Manifestor,
 *   Emotional, 2/4, Split, Right Angle Cross of Penetration 54/53 | 57/51, all 26 activations);
 * - Michael Gulden, Simi Valley, 1989-12-10 17:07 PST: type, authority, profile, definition,
 *   channels and cross as humancharts.com, thehumandesignsystem.com and humandesign.zone give
 *   them (Projector, Splenic, 3/5, Split, Right Angle Cross of Rulership 26/45 | 47/22);
 * - the Attleboro 1992 chart export, here without its birth time (decision 195's day sweep).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf, type ReadPdf } from '../../../tests/support/read-pdf';
import type { NatalChartInput } from '../../astrology';
import { humanDesignFileName, renderHumanDesignPdf } from './render-human-design';
import type { DocumentInput } from './report-input';
import { testDocumentInput } from '../../../tests/support/document-inputs';

function documentInput(birth: NatalChartInput, fullName: string): DocumentInput {
  return testDocumentInput(birth, { fullName, orderReference: 'HD5X2K7Q', generatedAt: '2026-11-25T10:00:00Z' });
}

let tennyson: ReadPdf;
let gulden: ReadPdf;
let unknownTime: ReadPdf;

beforeAll(async () => {
  const render = async (input: DocumentInput) => readPdf(await renderHumanDesignPdf(input));
  tennyson = await render(
    documentInput({ date: '1993-01-06', time: '07:51', place: 'Orem, Utah' }, 'Tennyson Reed'),
  );
  gulden = await render(
    documentInput(
      { date: '1989-12-10', time: '17:07', place: 'Simi Valley, CA' },
      'Michael Gulden',
    ),
  );
  unknownTime = await render(
    documentInput({ date: '1992-10-03', time: null, place: 'Attleboro, MA' }, 'Ana Bee'),
  );
}, 120_000);

/** pdf.js joins a page's text runs with spaces; compare on single spaces. */
const squashed = (text: string) => text.replace(/\s+/g, ' ');

describe('the Human Design profile', () => {
  it('opens on the buyer, the key facts, the birth data and the notes near a line', () => {
    const cover = squashed(tennyson.pageTexts[0] ?? '');
    expect(cover).toContain('Human Design Profile');
    expect(cover).toContain('Tennyson Reed');
    expect(cover).toContain('Manifestor · 2/4 · Emotional authority');
    expect(cover).toContain('Orem, Utah, United States');
    expect(cover).toContain('The design Uranus at 38.5 is 0.1′ from a line boundary');
    expect(cover).toContain('11 October 1992, 09:19 UTC');
  });

  it('draws the bodygraph with both columns of 13 activations', () => {
    const page = squashed(tennyson.pageTexts[1] ?? '');
    // Personality Sun, Earth, nodes; design Sun, Earth, Mercury (the published export).
    for (const value of ['54.2', '53.2', '26.5', '45.5', '57.4', '51.4', '28.5', '38.5*'])
      expect(page.split(' ')).toContain(value);
    expect(page).toContain('Design');
    expect(page).toContain('Personality');
    expect(page).toContain('The design Uranus at 38.5 is 0.1′ from a line boundary');
    // All 64 gate numbers are drawn on the graph.
    for (let gate = 1; gate <= 64; gate++) expect(page.split(' ')).toContain(`${gate}`);
  });

  it('explains type, strategy, authority, profile, definition, cross and the centres', () => {
    const text = squashed(tennyson.text);
    expect(text).toContain('You are a Manifestor');
    expect(text).toContain('Strategy: To inform');
    expect(text).toContain('Emotional authority');
    expect(text).toContain('Profile 2/4 Hermit / Opportunist');
    expect(text).toContain('Split definition');
    expect(text).toContain('Right Angle Cross of Penetration (54/53 | 57/51)');
    expect(text).toContain(
      'Its gates are 54 (personality Sun), 53 (personality Earth), 57 (design Sun) and 51 (design Earth)',
    );
    expect(text).toContain('Throat, Heart, Spleen, Solar Plexus, Root');
    expect(text).toContain('21-45, 28-38, 39-55');
    expect(text).toContain('21-45 · the Channel of Money joins the Heart and the Throat');
    expect(text).toContain('39-55 · the Channel of Emoting joins the Root and the Solar Plexus');
    expect(text).toContain('Sacral open');
    expect(text).toContain('Solar Plexus defined');
  });

  it('reads a Projector with splenic authority as the published chart does', () => {
    const text = squashed(gulden.text);
    expect(text).toContain('Projector · 3/5 · Splenic authority');
    expect(text).toContain('Strategy: To wait for the invitation');
    expect(text).toContain('Profile 3/5 Martyr / Heretic');
    expect(text).toContain('Right Angle Cross of Rulership (26/45 | 47/22)');
    expect(text).toContain('Throat, G, Heart, Spleen');
    expect(text).toContain('1-8, 26-44');
    expect(text).not.toContain('from a line boundary');
    expect(text).not.toContain('corrected profile');
  });

  it('with no birth time names every value the day allows and prints none as the answer', () => {
    const text = squashed(unknownTime.text);
    expect(text).toContain('No birth time was given, so the chart is drawn for local noon');
    expect(text).toContain('Manifesting Generator or Projector');
    expect(text).toContain('Your profile changes during your birth date: it is 1/3, 1/4 or 2/4');
    expect(text).toContain('Sacral defined or open, by birth time');
    expect(text).toContain('Depending on the hour you were born, your chart may also define 29-46');
    expect(text).toContain(
      '29-46 · the Channel of Discovery joins the Sacral and the G centre, for part of your birth date',
    );
    expect(text).toContain('Right Angle Cross of Tension (48/21 | 39/38)');
    expect(squashed(unknownTime.pageTexts[1] ?? '').split(' ')).toContain('open');
    expect(text).toContain('personality Moon (14 values, from 58.2 to 54.3)');
    expect(text).toContain(
      'e-mail your birth time (even roughly) to support@astralpath.example, quoting order HD5X2K7Q',
    );
    expect(text).not.toMatch(/undefined|NaN|null/);
  });

  it('runs to five or six Letter pages of vector drawing in the shop’s fonts', () => {
    for (const pdf of [tennyson, gulden, unknownTime]) {
      expect(pdf.pageTexts.length).toBeGreaterThanOrEqual(5);
      expect(pdf.pageTexts.length).toBeLessThanOrEqual(6);
      expect(pdf.pageSizes.every(([width, height]) => width === 612 && height === 792)).toBe(true);
      expect(pdf.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
      expect(pdf.imageCountByPage.every((count) => count === 0)).toBe(true);
      expect(pdf.text).toContain('Order HD5X2K7Q');
    }
  });

  it('names the file after the document and the buyer', () => {
    expect(humanDesignFileName({ fullName: 'Tennyson Reed' })).toBe(
      'Human Design Profile - Tennyson Reed.pdf',
    );
    expect(humanDesignFileName({ fullName: 'Ana / "Bee"' })).toBe(
      'Human Design Profile - Ana Bee.pdf',
    );
  });
});
