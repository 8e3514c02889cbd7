/**
 * Computed documents benchmark (figures only, no assertions). Goals: The Cosmic Map under 1 s
 * and 1 MB; issue 23: every document under 2 s and 2 MB, and the whole set of The Master
 * Blueprint (product 6) under 6 s. Each document is drawn through `renderDocument`, as the
 * report job's thread draws it, from requests prepared as the job prepares them.
 *   npm run bench:report
 */
import { computeNatalChart, loadGazetteer } from '../src/astrology';
import { findProduct, productIntroducing, products } from '../src/common/catalogue';
import { buildAstrocartographyInput } from '../src/server/reports/astrocartography-input';
import { journalStart } from '../src/server/reports/journal-start';
import { renderDocument, type DocumentRequest } from '../src/server/reports/render-document';
import type { ReportInput } from '../src/server/reports/report-input';
import { countWords } from '../src/common/written-reading';
import { renderWrittenPdf } from '../src/server/reports/written/render-written';
import {
  computeFigures,
  placedCharts,
  type WrittenInput,
} from '../src/server/reports/written/written-input';
import { readingFor } from './written-reading-sample';

loadGazetteer();
const birth = { date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' };
const rounds = 10;
const masterBlueprint = 6;

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

/** The request the report job hands the render thread, with what it computes beforehand. */
function requestFor(document: DocumentRequest['document'], productId: number): DocumentRequest {
  const base = input(productId);
  if (document === 'astrocartography-map') {
    const started = performance.now();
    const { astrocartography } = buildAstrocartographyInput(base);
    console.log(
      `  (astrocartography lines and towns, on the job's thread: ${(performance.now() - started).toFixed(0)} ms)`,
    );
    return { document, input: base, astrocartography };
  }
  if (document === 'journal') {
    return { document, input: base, journalStartsOn: journalStart(new Date()) };
  }
  return { document, input: base };
}

async function render(request: DocumentRequest): Promise<Buffer> {
  const result = await renderDocument(request);
  if (result.kind !== 'document') throw new Error(`${request.document}: ${result.reason}`);
  return result.pdf;
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2;
};

/** Every computed document once, in catalogue order, with the product that introduces it. */
const documents = [
  ...new Set(products.flatMap((product) => product.computedDocuments.map((item) => item.document))),
];
for (const document of documents) {
  const request = requestFor(document, productIntroducing(document).product.id);
  let start = performance.now();
  const first = await render(request);
  const firstMilliseconds = performance.now() - start;
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    start = performance.now();
    await render(request);
    samples.push(performance.now() - start);
  }
  console.log(
    `${document}: first ${firstMilliseconds.toFixed(0)} ms, warm median ${median(samples).toFixed(0)} ms over ${rounds}, ${(first.length / 1024).toFixed(1)} KiB`,
  );
}

// The whole set of the top computed tier, one after another as the job's one thread draws it.
const product = findProduct(masterBlueprint)!;
const totals: number[] = [];
let bytes = 0;
for (let round = 0; round < 3; round++) {
  const start = performance.now();
  bytes = 0;
  for (const { document } of product.computedDocuments) {
    bytes += (await render(requestFor(document, product.id))).length;
  }
  totals.push(performance.now() - start);
}
console.log(
  `${product.name}, all ${product.computedDocuments.length} documents: median ${median(totals).toFixed(0)} ms over 3 rounds, ${(bytes / 1024).toFixed(1)} KiB in all`,
);

// Issue 24: the reader's preview of a 30-page written reading (about 9,000 words with headings,
// lists, quotes and charts), drawn as the workspace's preview draws it. Goal: under 3 s.
const writtenProduct = findProduct(8)!;
const writtenInput: WrittenInput = { ...input(8), productName: writtenProduct.name };
const writtenSections = readingFor(8, 2300, ['natal-wheel', 'bodygraph', 'destiny-matrix']);
const writtenWords = writtenSections.reduce((sum, section) => sum + countWords(section.doc), 0);
const previewSamples: number[] = [];
let previewPages = 0;
let previewBytes = 0;
for (let round = 0; round < 4; round++) {
  const start = performance.now();
  const figures = computeFigures(writtenInput, placedCharts(writtenSections), new Date());
  const pdf = await renderWrittenPdf({
    input: writtenInput,
    title: 'Your written reading',
    summary: writtenSections.map((section) => section.title).join(' · '),
    sections: writtenSections,
    figures,
  });
  previewSamples.push(performance.now() - start);
  previewBytes = pdf.length;
  previewPages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}
console.log(
  `Written reading preview, ${writtenWords} words on ${previewPages} pages: first ${previewSamples[0]!.toFixed(0)} ms, warm median ${median(previewSamples.slice(1)).toFixed(0)} ms over 3, ${(previewBytes / 1024).toFixed(1)} KiB`,
);
