import { describe, expect, it } from 'vitest';
import { computedDocumentTitle } from '../../common/catalogue';
import { testDocumentInput } from '../../../tests/support/document-inputs';
import { standInDocuments } from '../../../tests/support/stand-in-documents';
import { buildAstrocartographyInput } from './astrocartography-input';
import type { ReportInput } from './report-input';

// The journeys that never open their orders' documents file stand-ins for the costly ones
// (decision 392): named as the shop names them, and only where no drawing rule is skipped.

function inputFor(time: string | null): ReportInput {
  const birth = { date: '1984-05-12', time, place: 'Oslo, Norway' };
  return {
    productId: 6,
    ...testDocumentInput(birth, {
      fullName: 'Ingrid Haugen',
      orderReference: 'C0FFEE12',
      generatedAt: '2026-11-22T12:00:00Z',
    }),
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
    const pdf = result.pdf.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Count 1');
    expect(pdf).toContain('Ingrid Haugen');
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
