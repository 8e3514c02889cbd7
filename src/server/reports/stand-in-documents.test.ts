import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../../astrology';
import { computedDocumentTitle } from '../../common/catalogue';
import { readPdf } from '../../../tests/support/read-pdf';
import { standInDocuments } from '../../../tests/support/stand-in-documents';
import { buildAstrocartographyInput } from './astrocartography-input';
import type { ReportInput } from './report-input';

// The journeys that never open their orders' documents file stand-ins for the costly ones
// (decision 392): named as the shop names them, and only where no drawing rule is skipped.

function inputFor(time: string | null): ReportInput {
  const birth = { date: '1984-05-12', time, placeText: 'Oslo, Norway' };
  return {
    productId: 6,
    orderReference: 'C0FFEE12',
    fullName: 'Ingrid Haugen',
    birth,
    chart: computeNatalChart({ date: birth.date, time, place: birth.placeText }),
    generatedAt: new Date('2026-11-22T12:00:00Z'),
    shopName: 'Astral Path',
    supportEmail: 'help@astral.test',
    publicUrl: 'https://astral.test',
  };
}

describe('stand-in documents for the journeys', () => {
  it('files a costly document as a one-page PDF under the name the shop gives it', async () => {
    const result = await standInDocuments().render({
      document: 'journal',
      input: inputFor('06:30'),
      journalStartsOn: '2026-11-16',
    });
    if (result.kind !== 'document') throw new Error(result.reason);
    expect(result.fileName).toBe(`${computedDocumentTitle('journal')} - Ingrid Haugen.pdf`);
    const { text, pageTexts } = await readPdf(result.pdf);
    expect(pageTexts).toHaveLength(1);
    expect(text).toContain('Ingrid Haugen');
  });

  it('draws the map for real, so a map without a birth time still waits for it', async () => {
    const input = inputFor(null);
    const result = await standInDocuments().render({
      document: 'astrocartography-map',
      input,
      astrocartography: buildAstrocartographyInput(input).astrocartography,
    });
    expect(result).toMatchObject({ kind: 'not-computable', document: 'astrocartography-map' });
    if (result.kind === 'not-computable') expect(result.reason).toMatch(/birth time/);
  }, 60_000);
});
