/**
 * Report PDF benchmark (figures only, no assertions). Goal from the issue: The Cosmic Map
 * renders in under 1 s and weighs under 1 MB; issue 23: every document under 2 s and 2 MB.
 *   npm run bench:report
 */
import { computeNatalChart, loadGazetteer } from '../src/astrology';
import { findProduct } from '../src/common/catalogue';
import { renderReportPdf } from '../src/server/reports/render-report';
import type { ReportInput } from '../src/server/reports/report-input';

loadGazetteer();
const birth = { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' };

function input(productId: number): ReportInput {
  return {
    productId,
    orderReference: 'BENCH001',
    fullName: 'Benchmark Reader',
    birth: { date: birth.date, time: birth.time, placeText: birth.place },
    chart: computeNatalChart(birth),
    generatedAt: new Date(),
    shopName: 'Astral Path',
    supportEmail: 'support@astralpath.example',
    publicUrl: 'https://astralpath.example',
  };
}

const rounds = 10;
const natalReports = { 1: 'quick-glimpse', 2: 'cosmic-map' } as const;
for (const productId of [1, 2] as const) {
  const report = input(productId);
  let start = performance.now();
  const first = await renderReportPdf(
    natalReports[productId],
    report,
    findProduct(productId)!.name,
  );
  const firstMilliseconds = performance.now() - start;
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    start = performance.now();
    await renderReportPdf(natalReports[productId], report, findProduct(productId)!.name);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = ((samples[4] ?? 0) + (samples[5] ?? 0)) / 2;
  console.log(
    `product ${productId}: first ${firstMilliseconds.toFixed(0)} ms, warm median ${median.toFixed(0)} ms over ${rounds}, ${(first.length / 1024).toFixed(1)} KiB`,
  );
}

/** Times one document: its first render, then the warm median, and its size. */
async function timeDocument(label: string, render: () => Promise<Buffer>): Promise<void> {
  let start = performance.now();
  const first = await render();
  const firstMilliseconds = performance.now() - start;
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    start = performance.now();
    await render();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = ((samples[4] ?? 0) + (samples[5] ?? 0)) / 2;
  console.log(
    `${label}: first ${firstMilliseconds.toFixed(0)} ms, warm median ${median.toFixed(0)} ms over ${rounds}, ${(first.length / 1024).toFixed(1)} KiB`,
  );
}

// Issue 23's documents: goal under 2 s and 2 MB each.
{
  const { renderDestinyMatrixPdf } = await import('../src/server/reports/render-destiny-matrix');
  const { productId: _productId, ...document } = input(2);
  await timeDocument('destiny matrix', () => renderDestinyMatrixPdf(document));
}
{
  const { renderProfilePdf } = await import('../src/server/reports/render-profile');
  const { productId: _productId, ...document } = input(3);
  await timeDocument('dynamic profile', () => renderProfilePdf(document));
}
{
  // The lines and their towns are computed once before timing, as the report job hands them
  // to the renderer.
  const { buildAstrocartographyInput } =
    await import('../src/server/reports/astrocartography-input');
  const { renderAstrocartographyPdf } =
    await import('../src/server/reports/render-astrocartography');
  const started = performance.now();
  const mapInput = buildAstrocartographyInput({ ...input(2), productId: 5 });
  console.log(`astrocartography lines and towns: ${(performance.now() - started).toFixed(0)} ms`);
  await timeDocument('astrocartography map', async () => {
    const result = await renderAstrocartographyPdf(mapInput);
    if (result.kind !== 'document') throw new Error('The benchmark birth must give a map.');
    return result.pdf;
  });
}
{
  const { renderAffirmationsPdf } = await import('../src/server/reports/render-affirmations');
  const { productId: _productId, ...document } = input(3);
  await timeDocument('52 affirmations', () => renderAffirmationsPdf(document));
}
{
  const { renderHumanDesignPdf } = await import('../src/server/reports/render-human-design');
  const { productId: _productId, ...document } = input(5);
  await timeDocument('human design profile', () => renderHumanDesignPdf(document));
}
{
  // The journal's year ahead is computed inside the render, as the report job calls it.
  const { renderJournalPdf, journalStart } = await import('../src/server/reports/render-journal');
  const { productId: _productId, ...document } = input(4);
  const startsOn = journalStart(new Date());
  await timeDocument('personal journal', () => renderJournalPdf(document, { startsOn }));
}
