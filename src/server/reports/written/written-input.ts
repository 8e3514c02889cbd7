/**
 * What a written reading is drawn from: the order's document input (buyer, birth data, chart),
 * the reader's sections checked against the product's written reports, and the data of every
 * chart the reader placed, computed by the same engines as the computed documents.
 */
import {
  astrocartographyOfChart,
  bodygraphData,
  computeDestinyMatrix,
  gazetteerPlaceIndex,
  humanDesignForChart,
  type Astrocartography,
  type DestinyMatrix,
} from '../../../astrology';
import type { BodygraphData } from '../../../common/charts/bodygraph-layout';
import type { Product, WrittenDocument } from '../../../common/catalogue';
import { writtenDeliveryMessages } from '../../../common/written-delivery';
import {
  writtenDocSchema,
  type WrittenBlock,
  type WrittenListItem,
  type WrittenReadingChart,
  type WrittenReadingSection,
} from '../../../common/written-reading';
import type { Purchase } from '../../db/schema';
import { AppError } from '../../errors';
import { buildReportInput, type ReportContext } from '../build-report-input';
import { composeJournal, type Journal } from '../documents/journal-weeks';
import { journalStart } from '../journal-start';
import type { DocumentInput } from '../report-input';

/** The written report that travels as a Notion import rather than a PDF (catalogue key). */
export { NOTION_WORKSPACE_KEY } from '../../../common/plan-steps';

export type WrittenInput = DocumentInput & { productId: number; productName: string };

/** Each placed chart's data, or why it cannot be drawn for this order (said in the figure). */
export interface WrittenFigures {
  'natal-wheel'?: true;
  bodygraph?: BodygraphData;
  'astrocartography-map'?: Astrocartography | { missing: string };
  'destiny-matrix'?: DestinyMatrix;
  'year-events'?: Journal['highlights'];
}

export interface WrittenReading {
  input: WrittenInput;
  product: Product;
  /** In catalogue order, each titled by its catalogue name. */
  sections: WrittenReadingSection[];
  figures: WrittenFigures;
}

/**
 * The reader's sections, one per written report of the product and nothing else, each parsed
 * through the closed schema again (callers may hand over what a browser sent).
 */
export function checkedSections(
  product: Product,
  sections: readonly WrittenReadingSection[],
): WrittenReadingSection[] {
  const byKey = new Map(sections.map((section) => [section.key, section]));
  const expected = product.writtenDocuments;
  if (
    expected.length === 0 ||
    byKey.size !== sections.length ||
    sections.length !== expected.length ||
    !expected.every((item) => byKey.has(item.key))
  ) {
    throw new AppError(
      expected.length === 0 ? 'conflict' : 'bad_request',
      expected.length === 0
        ? writtenDeliveryMessages.noWrittenReading
        : writtenDeliveryMessages.sectionsMismatch,
    );
  }
  return expected.map((item: WrittenDocument) => {
    const parsed = writtenDocSchema.safeParse(byKey.get(item.key)?.doc);
    if (!parsed.success) {
      throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid section.');
    }
    return { key: item.key, title: item.name, doc: parsed.data };
  });
}

/** Every chart placed anywhere in these sections. */
export function placedCharts(sections: readonly WrittenReadingSection[]): Set<WrittenReadingChart> {
  const found = new Set<WrittenReadingChart>();
  const visit = (node: WrittenBlock | WrittenListItem): void => {
    if (node.type === 'chartFigure') found.add(node.attrs.chart);
    else if ('content' in node && Array.isArray(node.content)) {
      for (const child of node.content) {
        if (child.type !== 'text' && child.type !== 'hardBreak') visit(child);
      }
    }
  };
  for (const section of sections) section.doc.content.forEach(visit);
  return found;
}

/** Computes only the charts the reader placed: the map and the year take a while. */
export function computeFigures(
  input: WrittenInput,
  charts: ReadonlySet<WrittenReadingChart>,
  paidAt: Date,
): WrittenFigures {
  const figures: WrittenFigures = {};
  if (charts.has('natal-wheel')) figures['natal-wheel'] = true;
  if (charts.has('bodygraph')) figures.bodygraph = bodygraphData(humanDesignForChart(input.chart));
  if (charts.has('destiny-matrix'))
    figures['destiny-matrix'] = computeDestinyMatrix(input.birth.date);
  if (charts.has('year-events')) {
    figures['year-events'] = composeJournal(input.chart, journalStart(paidAt)).highlights;
  }
  if (charts.has('astrocartography-map')) {
    const missing = [
      ...(input.birth.time ? [] : ['a birth time']),
      ...(input.chart.place ? [] : ['a birthplace we recognise']),
    ];
    figures['astrocartography-map'] =
      missing.length > 0
        ? { missing: missing.join(' and ') }
        : astrocartographyOfChart(input.chart, gazetteerPlaceIndex());
  }
  return figures;
}

/** The order's reading ready to draw; an order without usable birth data is refused. */
export function writtenReadingOf(
  purchase: Purchase,
  context: ReportContext,
  sections: readonly WrittenReadingSection[],
): WrittenReading {
  const built = buildReportInput(purchase, context);
  if ('problem' in built) {
    throw new AppError(
      built.problem === 'not-a-computed-report' ? 'conflict' : 'bad_request',
      built.problem === 'not-a-computed-report'
        ? writtenDeliveryMessages.noWrittenReading
        : writtenDeliveryMessages.noBirthData,
    );
  }
  const { input, product } = built;
  const checked = checkedSections(product, sections);
  const paidAt = purchase.completedAt ?? purchase.createdAt;
  return {
    input: { ...input, productName: product.name },
    product,
    sections: checked,
    figures: computeFigures({ ...input, productName: product.name }, placedCharts(checked), paidAt),
  };
}
