/**
 * The Destiny Matrix chart read back as a buyer's PDF viewer reads it. Its numbers come from
 * the engine (checked against published calculators in destiny-matrix.test.ts); here the
 * document must print them where they belong, explain the key points, and stay vector.
 */
import { describe, expect, it } from 'vitest';
import type { NatalChartInput } from '../../astrology';
import { readPdf } from '../../../tests/support/read-pdf';
import { renderDestinyMatrixPdf } from './render-destiny-matrix';
import type { DocumentInput } from './report-input';
import { testDocumentInput } from '../../../tests/support/document-inputs';

function documentInput(birth: NatalChartInput, fullName: string): DocumentInput {
  return testDocumentInput(birth, { fullName, orderReference: 'M4TR1X22', generatedAt: '2026-11-25T10:00:00Z' });
}

describe('the Destiny Matrix chart', () => {
  it('draws the octagram with its numbers and explains the core, corners, purposes and lines', async () => {
    // 4 August 1961: day 4, month 8, year 1+9+6+1 = 17, bottom 4+8+17 = 29 -> 11, centre 40 -> 4.
    const pdf = await readPdf(
      await renderDestinyMatrixPdf(
        documentInput(
          { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' },
          'Barbara Ann Dunham',
        ),
      ),
    );
    expect(pdf.pageTexts).toHaveLength(4);
    const [cover, octagram, points, rest] = pdf.pageTexts as [string, string, string, string];
    expect(cover).toContain('Your Destiny Matrix');
    expect(cover).toContain('Barbara Ann Dunham');
    expect(cover).toContain('Core 4 The Emperor');
    expect(cover).toContain('4-8-17-11');
    expect(cover).toContain('the birth time and place do not change it');
    // Every point's number is drawn: the 27 circles (20 on the octagram) carry text.
    for (const value of ['8', '17', '11', '20', '12', '21', '15', '10', '9', '3', '6'])
      expect(octagram.split(' ')).toContain(value);
    expect(octagram).toContain('11 - 8 - 15');
    expect(octagram).toContain('21 - 3 - 9');
    expect(points).toContain('4 · The Emperor: structure, responsibility and authority');
    expect(points).toContain('The pattern you are here to outgrow');
    expect(points).toContain('11 · Strength');
    expect(`${points} ${rest}`).toContain('The thread that ties the personal and social purposes');
    expect(`${points} ${rest}`).toContain('What brings money towards you');
    // The drawing's numbers are named beside it.
    for (const named of [
      '4 The Emperor',
      '8 Justice',
      '11 Strength',
      '17 The Star',
      '21 The World',
    ])
      expect(octagram).toContain(named);
    // 4 is the core, the day of birth and the personal purpose: its meaning is said once, with
    // the positions it holds, and the other two point back to it.
    const emperorGift = 'You build order others can rely on';
    expect(pdf.text.split(emperorGift)).toHaveLength(2);
    expect(points).toContain(
      '4 · The Emperor also holds: Your personal qualities (day of birth) · Personal purpose.',
    );
    expect(pdf.text.split('under “Your core (the comfort zone)”')).toHaveLength(3);
    expect(pdf.text).toContain('Order M4TR1X22');
    expect(pdf.fontNames.some((name) => name.startsWith('Helvetica'))).toBe(false);
    expect(pdf.imageCountByPage.every((count) => count === 0)).toBe(true);
  });

  it('reduces a day above 22 by its digits and says the chart needs no birth time', async () => {
    // 29 December 1990: day 29 -> 11, month 12, year 1+9+9+0 = 19, bottom 42 -> 6.
    const pdf = await readPdf(
      await renderDestinyMatrixPdf(
        documentInput({ date: '1990-12-29', time: null, place: 'Lisbon, Portugal' }, 'Ana Bee'),
      ),
    );
    expect(pdf.pageTexts[0]).toContain('11-12-19-6');
    expect(pdf.pageTexts[0]).toContain('Birth time not known');
    expect(pdf.text).not.toMatch(/undefined|NaN|null/);
  });
});
