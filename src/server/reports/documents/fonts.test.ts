import { expect, it } from 'vitest';
import { testDocumentInput } from '../../../../tests/support/document-inputs';
import { readPdf } from '../../../../tests/support/read-pdf';
import { renderReportPdf } from '../render-report';

/** The embedded subsets of a PDF, as "ABCDEF+Inter-Regular", each font descriptor once. */
const embeddedSubsets = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/FontName\s*\/([A-Z]{6}\+[\w-]+)/g)].map(
    (match) => match[1]!,
  );

it('embeds each face once, the latin-ext ones under names of their own', async () => {
  // The name is on the cover and in every footer: each run of it once embedded another copy.
  const input = testDocumentInput(
    { date: '1990-02-11', time: '06:05', place: 'Łódź, Poland' },
    {
      fullName: 'Zoë Brașoveanu-Łukasz',
      orderReference: 'L0DZ2025',
      generatedAt: '2026-03-05T10:00:00Z',
    },
  );
  const pdf = await renderReportPdf(
    'quick-glimpse',
    { productId: 1, ...input },
    'The Quick Glimpse',
  );
  const faces = embeddedSubsets(pdf).map((subset) => subset.slice(7));
  expect(faces).toEqual([...new Set(faces)]);
  expect(faces).toEqual(expect.arrayContaining(['Inter-Regular', 'Inter-Regular-latin-ext']));
  // pdf.js reads each font's run apart: "Bra ș oveanu".
  expect((await readPdf(pdf)).text.replaceAll(' ', '')).toContain('ZoëBrașoveanu-Łukasz');
});
