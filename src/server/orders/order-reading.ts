/**
 * The buyer's reading (decision 257): every deliverable of the order's product with its state,
 * and the chart data the reading page draws, computed from the order's own birth data. Only for
 * a paid order that was not refunded; the caller has already proved the buyer holds it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  birthTimeDependence,
  bodygraphData,
  arcanumMeanings,
  astrocartographyOfChart,
  computeDestinyMatrix,
  computeNatalChart,
  gazetteerPlaceIndex,
  humanDesignForChart,
  keyPositionMeanings,
  mapBodyMeanings,
  mapLineMeaning,
  type Astrocartography,
  type DestinyMatrix,
  type NatalChart,
} from '../../astrology';
import { clockStartsAfter, readingClock } from '../../common/reading-due';
import type { ComputedDocument, Deliverable, Product } from '../../common/catalogue';
import { angleNames } from '../../common/charts/map-style';
import { matrixSpotNames } from '../../common/charts/destiny-matrix-layout';
import type {
  OrderReading,
  ReadingBirthTime,
  ReadingChart,
  ReadingDeliverable,
  ReadingFileLinks,
} from '../../common/order-status-reading';
import { normaliseBirth } from '../../common/person';
import type { Queryable } from '../db/client';
import { bookableSessions, leasedJobs, type OrderFile, type Purchase } from '../db/schema';
import { reportJobKind } from '../jobs/report-job';
import { hasBirthDetails, orderCustomer } from './order-customer';

export interface ReadingContext {
  supportEmail: string;
  reference: string;
  /** The order's delivered files, newest version last, each with its signed links. */
  files: { file: OrderFile; links: Omit<ReadingFileLinks, 'fileName' | 'size'> }[];
  /** The shop's days off, skipped by the due date as the admin queue skips them. */
  holidays: ReadonlySet<string>;
}

/** Points 2° of arc apart are smooth on any screen and keep the view under 150 KB. */
const KEEP_EVERY_NTH_POINT = 2;
const round1 = (value: number) => Math.round(value * 10) / 10;

interface BirthCharts {
  chart: NatalChart;
  birthDate: string;
  hasBirthTime: boolean;
}

function birthChartsOf(purchase: Purchase): BirthCharts | null {
  const customer = orderCustomer(purchase);
  if (!customer || !hasBirthDetails(customer)) return null;
  const { birthDate, birthTime } = normaliseBirth(customer);
  try {
    const place = customer.birthLocation.trim() || null;
    const chart = computeNatalChart({ date: birthDate, time: birthTime, place });
    return { chart, birthDate, hasBirthTime: birthTime !== null };
  } catch {
    // Birth data the engine refuses: the report job cancelled too, and support sorts it out.
    return null;
  }
}

/**
 * The map as the page draws it. Lines are thinned for drawing; each carries its body's zenith
 * point and each town its own coordinates, unrounded, so a tapped town is measured as the PDF
 * measured it and shows the same kilometres (issue 36).
 */
export function mapChart(astrocartography: Astrocartography, chart: NatalChart): ReadingChart {
  const zenithOf = (body: Astrocartography['lines'][number]['body']) => {
    const zenith = astrocartography.zeniths.find((point) => point.body === body);
    return { longitude: zenith?.longitude ?? 0, latitude: zenith?.latitude ?? 0 };
  };
  return {
    document: 'astrocartography-map',
    nearRadiusKm: astrocartography.nearPlaceRadiusKm ?? 300,
    birthplace: chart.place
      ? {
          name: chart.place.name,
          latitude: round1(chart.place.latitude),
          longitude: round1(chart.place.longitude),
        }
      : null,
    lines: astrocartography.lines.map((line) => ({
      body: line.body,
      angle: line.angle,
      bodyName: mapBodyMeanings[line.body].name,
      angleName: angleNames[line.angle],
      meaning: mapLineMeaning(line.body, line.angle),
      points: line.points
        .filter(
          (_, index) => index % KEEP_EVERY_NTH_POINT === 0 || index === line.points.length - 1,
        )
        .map(([longitude, latitude]) => [round1(longitude), round1(latitude)]),
      zenith: zenithOf(line.body),
      places: line.nearPlaces.map((place) => ({
        name: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        distanceKm: place.distanceKm,
      })),
    })),
  };
}

function matrixChart(matrix: DestinyMatrix): ReadingChart {
  const keyPositions = matrixSpotNames.flatMap((name) => {
    const position = keyPositionMeanings[name];
    const { arcanum, name: arcanumName } = matrix.points[name];
    return position
      ? [
          {
            title: position.title,
            arcanum,
            arcanumName,
            theme: arcanumMeanings[arcanum]?.theme ?? '',
          },
        ]
      : [];
  });
  return {
    document: 'destiny-matrix',
    date: matrix.date,
    points: matrixSpotNames.map((name) => ({
      name,
      arcanum: matrix.points[name].arcanum,
      arcanumName: matrix.points[name].name,
    })),
    keyPositions,
  };
}

/** The chart a computed document draws on the page, if it is one; null when it cannot be drawn. */
const chartOf: Partial<
  Record<ComputedDocument['document'], (birth: BirthCharts) => ReadingChart | null>
> = {
  'astrocartography-map': ({ chart, hasBirthTime }) => {
    if (!hasBirthTime || !chart.place) return null;
    const astrocartography = astrocartographyOfChart(chart, gazetteerPlaceIndex());
    return astrocartography.lines.length > 0 ? mapChart(astrocartography, chart) : null;
  },
  'human-design-profile': ({ chart }) => ({
    document: 'human-design-profile',
    bodygraph: bodygraphData(humanDesignForChart(chart)),
  }),
  'destiny-matrix': ({ birthDate }) => matrixChart(computeDestinyMatrix(birthDate)),
};

/**
 * Every chart the order's birth data draws on a page (map, bodygraph, matrix), whatever its
 * product sells: the readers' workspace shows them beside the reading being written.
 */
export function drawnChartsOf(purchase: Purchase): ReadingChart[] {
  const birth = birthChartsOf(purchase);
  if (!birth) return [];
  return Object.values(chartOf).flatMap((draw) => {
    const chart = draw(birth);
    return chart ? [chart] : [];
  });
}

/** Why a document without a file is not being drawn, in words for the buyer. */
function waitingReason(
  document: ComputedDocument,
  birth: BirthCharts | null,
  context: ReadingContext,
): string {
  const write = `e-mail ${context.supportEmail}, quoting order ${context.reference}`;
  if (document.document === 'astrocartography-map' && birth) {
    const missing = [
      ...(birth.hasBirthTime ? [] : ['birth time']),
      ...(birth.chart.place ? [] : ['a birthplace we recognise']),
    ];
    if (missing.length > 0) {
      return `Your map is drawn as soon as we have your ${missing.join(' and ')}: ${write}.`;
    }
  }
  return `We could not draw this document from the birth details we have. Please ${write}, and we will put it right.`;
}

function writtenState(
  item: Extract<Deliverable, { kind: 'written-document' }>,
  product: Product,
  purchase: Purchase,
  context: ReadingContext,
): ReadingDeliverable {
  const promise = product.deliveryPromise;
  // The same clock as the admins' queue (src/common/reading-due.ts), so both show one date.
  const clock = readingClock(
    product,
    {
      paidAt: purchase.completedAt ?? purchase.createdAt,
      questionnaireSubmittedAt: purchase.questionnaireSubmittedAt,
    },
    context.holidays,
  );
  const base = {
    kind: 'written-document' as const,
    key: item.key,
    name: item.name,
    summary: item.summary,
    countsFrom: clockStartsAfter(product),
    minDays: promise.kind === 'business-days' ? promise.minDays : 0,
    maxDays: promise.kind === 'business-days' ? promise.maxDays : 0,
    dueBy: clock.state === 'running' ? clock.dueOn : null,
  };
  // A reading delivered from the workspace is filed under its key (decision 271).
  const filed = context.files.findLast(({ file }) => file.deliverable === item.key);
  if (filed) {
    const { file, links } = filed;
    return {
      ...base,
      state: 'delivered',
      file: { fileName: file.fileName, size: file.size, ...links },
    };
  }
  // The order is marked delivered only once nothing is left for a reader (decision 232).
  if (purchase.processingStatus === 'delivered') return { ...base, state: 'delivered' };
  return {
    ...base,
    state: clock.state === 'running' ? 'being-written' : 'waiting-for-questionnaire',
  };
}

/**
 * What depends on the birth time the buyer did not know, for the documents this product has;
 * null when the time is known.
 */
function birthTimeOf(
  birth: BirthCharts | null,
  product: Product,
  context: ReadingContext,
): ReadingBirthTime | null {
  if (!birth || birth.hasBirthTime) return null;
  const has = (document: ComputedDocument['document']) =>
    product.computedDocuments.some((item) => item.document === document);
  const dependence = birthTimeDependence(birth.chart, {
    humanDesign: has('human-design-profile'),
    map: has('astrocartography-map'),
  });
  if (!dependence) return null;
  return {
    dependsOnIt: dependence.items.map(({ title, text }) => ({ title, text })),
    howToSend: `Found your birth time? Even a rough one helps: e-mail it to ${context.supportEmail}, quoting order ${context.reference}, and we will draw your documents again from it.`,
  };
}

/** The reading of a paid, not refunded order of this product. */
export async function orderReading(
  db: Queryable,
  purchase: Purchase,
  product: Product,
  context: ReadingContext,
): Promise<OrderReading> {
  const needsBirth = product.computedDocuments.length > 0;
  const birth = needsBirth ? birthChartsOf(purchase) : null;
  const activeJobs = needsBirth
    ? await db
        .select({ id: leasedJobs.id })
        .from(leasedJobs)
        .where(
          and(
            eq(leasedJobs.kind, reportJobKind.kind),
            eq(leasedJobs.purchaseId, purchase.id),
            inArray(leasedJobs.status, ['queued', 'running']),
          ),
        )
        .limit(1)
    : [];
  const isBeingDrawn = activeJobs.length > 0;
  const bookable = new Set(
    product.deliverables.some((item) => item.kind === 'live-session')
      ? (
          await db
            .select({ key: bookableSessions.sessionKey })
            .from(bookableSessions)
            .where(eq(bookableSessions.purchaseId, purchase.id))
        ).map((row) => row.key)
      : [],
  );
  const charts: ReadingChart[] = [];

  const deliverables = product.deliverables.map((item): ReadingDeliverable => {
    switch (item.kind) {
      case 'computed-document': {
        const chart = birth ? (chartOf[item.document]?.(birth) ?? null) : null;
        if (chart) charts.push(chart);
        const base = {
          kind: item.kind,
          document: item.document,
          name: item.name,
          summary: item.summary,
          isChartForReader: item.isChartForReader ?? false,
        };
        const filed = context.files.findLast(({ file }) => file.deliverable === item.document);
        if (filed) {
          const { file, links } = filed;
          return {
            ...base,
            state: 'delivered',
            file: { fileName: file.fileName, size: file.size, ...links },
          };
        }
        if (isBeingDrawn) return { ...base, state: 'being-prepared' };
        return { ...base, state: 'waiting', reason: waitingReason(item, birth, context) };
      }
      case 'written-document':
        return writtenState(item, product, purchase, context);
      case 'live-session':
        return {
          kind: item.kind,
          key: item.key,
          name: item.name,
          minutes: item.minutes,
          count: item.count,
          bookableFrom: item.bookableFrom,
          isBookable: bookable.has(item.key),
        };
      case 'support-window':
        return {
          kind: item.kind,
          key: item.key,
          name: item.name,
          opensFrom: item.opensFrom,
          days: item.days,
          isPriority: item.isPriority,
        };
    }
  });
  return { deliverables, charts, birthTime: birthTimeOf(birth, product, context) };
}
