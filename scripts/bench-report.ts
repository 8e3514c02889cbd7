/**
 * Report PDF benchmark (figures only, no assertions). Goal from the issue: The Cosmic Map
 * renders in under 1 s and weighs under 1 MB.
 *   npm run bench:report
 */
import { computeNatalChart, loadGazetteer } from '../src/astrology';
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
for (const productId of [1, 2] as const) {
  const report = input(productId);
  let start = performance.now();
  const first = await renderReportPdf(report);
  const firstMilliseconds = performance.now() - start;
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    start = performance.now();
    await renderReportPdf(report);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = ((samples[4] ?? 0) + (samples[5] ?? 0)) / 2;
  console.log(
    `product ${productId}: first ${firstMilliseconds.toFixed(0)} ms, warm median ${median.toFixed(0)} ms over ${rounds}, ${(first.length / 1024).toFixed(1)} KiB`,
  );
}

// Issue 23, the Destiny Matrix chart (products 6 and up): goal under 2 s and 2 MB.
{
  const { renderDestinyMatrixPdf } = await import('../src/server/reports/render-destiny-matrix');
  const { productId: _productId, ...document } = input(2);
  let start = performance.now();
  const first = await renderDestinyMatrixPdf(document);
  const firstMilliseconds = performance.now() - start;
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    start = performance.now();
    await renderDestinyMatrixPdf(document);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = ((samples[4] ?? 0) + (samples[5] ?? 0)) / 2;
  console.log(
    `destiny matrix: first ${firstMilliseconds.toFixed(0)} ms, warm median ${median.toFixed(0)} ms over ${rounds}, ${(first.length / 1024).toFixed(1)} KiB`,
  );
}
