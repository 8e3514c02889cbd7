import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../../astrology';
import { readPdf } from '../../../tests/support/read-pdf';
import { createRenderThread, createThreadedReportRenderer, startRenderWorker } from './render-pool';
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
    const thread = createRenderThread();
    const renderer = createThreadedReportRenderer(silent, thread);
    try {
      const first = renderer.render(quickGlimpseOf('Ola Nordmann'));
      await thread.terminate();
      await expect(first).rejects.toThrow(/exited/);
      const second = pdfOf(await renderer.render(quickGlimpseOf('Kari Nordmann')));
      expect(second.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await thread.terminate();
    }
  }, 60_000);

  it('draws for every renderer of the process on one thread, which outlives a closed renderer', async () => {
    let started = 0;
    const thread = createRenderThread(() => {
      started += 1;
      return startRenderWorker();
    });
    // The report job's renderer and the workspace's, as one shop has them.
    const reports = createThreadedReportRenderer(silent, thread);
    const workspace = createThreadedReportRenderer(silent, thread);
    try {
      pdfOf(await reports.render(quickGlimpseOf('Ingrid Haugen')));
      // Closing a renderer fails only what it waits for; the other's drawing goes on.
      const dropped = reports.render(quickGlimpseOf('Per Haugen'));
      const kept = workspace.render(quickGlimpseOf('Liv Haugen'));
      await reports.close();
      await expect(dropped).rejects.toThrow('the report renderer was closed');
      expect(
        pdfOf(await kept)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // A shop started after the first one stopped finds the thread warm.
      const nextShop = createThreadedReportRenderer(silent, thread);
      expect(pdfOf(await nextShop.render(quickGlimpseOf('Ola Haugen'))).length).toBeGreaterThan(
        1000,
      );
      await nextShop.close();
      expect(started).toBe(1);
    } finally {
      await workspace.close();
      await thread.terminate();
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
