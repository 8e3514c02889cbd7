import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../../astrology';
import { readPdf } from '../../../tests/support/read-pdf';
import { createThreadedReportRenderer } from './render-pool';
import { renderDocument, type DocumentRequest, type DocumentResult } from './render-document';
import type { ReportInput } from './report-input';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

function pdfOf(result: DocumentResult): Buffer {
  if (result.kind !== 'document') throw new Error(`not drawn: ${result.reason}`);
  return result.pdf;
}

function quickGlimpseOf(fullName: string): DocumentRequest {
  return { document: 'quick-glimpse', input: inputFor(fullName) };
}

function inputFor(fullName: string): ReportInput {
  return {
    productId: 1,
    orderReference: 'C0FFEE12',
    fullName,
    birth: { date: '1984-05-12', time: '06:30', placeText: 'Oslo, Norway' },
    chart: computeNatalChart({ date: '1984-05-12', time: '06:30', place: 'Oslo, Norway' }),
    generatedAt: new Date('2026-11-22T12:00:00Z'),
    shopName: 'Astral Path',
    supportEmail: 'help@astral.test',
    publicUrl: 'https://astral.test',
  };
}

describe('the report thread', () => {
  it('draws the same PDF as the main thread would, and keeps the thread for the next', async () => {
    const renderer = createThreadedReportRenderer(silent);
    try {
      const input = quickGlimpseOf('Ingrid Haugen');
      const [threadedResult, againResult] = await Promise.all([
        renderer.render(input),
        renderer.render(quickGlimpseOf('Per Haugen')),
      ]);
      const [threaded, again] = [pdfOf(threadedResult), pdfOf(againResult)];
      const direct = pdfOf(await renderDocument(input));
      expect(threaded.subarray(0, 5).toString()).toBe('%PDF-');
      // Same document; only the creation stamp and the file id may differ.
      expect(Math.abs(threaded.length - direct.length)).toBeLessThan(200);
      expect(again.length).toBeGreaterThan(1000);
      expect(threadedResult).toMatchObject({
        document: 'quick-glimpse',
        fileName: 'The Quick Glimpse - Ingrid Haugen.pdf',
      });
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it('fails a render whose thread is gone instead of waiting for ever, then starts a new one', async () => {
    const renderer = createThreadedReportRenderer(silent);
    try {
      const first = renderer.render(quickGlimpseOf('Ola Nordmann'));
      await renderer.close();
      await expect(first).rejects.toThrow(/exited/);
      const second = pdfOf(await renderer.render(quickGlimpseOf('Kari Nordmann')));
      expect(second.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it('draws a written reading on the same thread, its text as the reader wrote it', async () => {
    const renderer = createThreadedReportRenderer(silent);
    try {
      const input = {
        ...inputFor('Ingrid Haugen'),
        productId: 6,
        productName: 'The Master Blueprint',
      };
      const pdf = await renderer.renderWritten({
        input,
        title: 'Integrated strategic report',
        summary: 'Astrology, numerology, design and your hands woven into one strategy.',
        sections: [
          {
            key: 'strategic-report',
            title: 'Integrated strategic report',
            doc: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'Build slowly, <b>then</b> fast.' }],
                },
              ],
            },
          },
        ],
        figures: {},
      });
      expect((await readPdf(pdf)).text).toContain('Build slowly, <b>then</b> fast.');
    } finally {
      await renderer.close();
    }
  }, 60_000);
});
