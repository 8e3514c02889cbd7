/**
 * The buyer's reading on the order page (issue 23, decision 257): every deliverable of the
 * product with where it stands for this order, and the data of the charts the page draws.
 * Built by the server (src/server/orders/order-reading.ts), drawn by the client.
 */
import type { ComputedDocumentKind } from './catalogue';
import type { MapBody, MapLineAngle } from './charts/map-style';
import type { MatrixSpotName } from './charts/destiny-matrix-layout';
import type { BodygraphData } from './charts/bodygraph-layout';

export interface ReadingFileLinks {
  fileName: string;
  size: number;
  /** Signed link that downloads the file (`content-disposition: attachment`). */
  downloadPath: string;
  /** The same link answered `inline`, to open the PDF in a browser tab. */
  viewPath: string;
}

/** A document the shop draws from the birth data (decision 232). */
export type ReadingComputedDocument = {
  kind: 'computed-document';
  document: ComputedDocumentKind;
  name: string;
  summary: string;
  isChartForReader: boolean;
} & (
  | { state: 'delivered'; file: ReadingFileLinks }
  | { state: 'being-prepared' }
  /** Cannot be drawn yet; `reason` says what the buyer can do, in words shown as they are. */
  | { state: 'waiting'; reason: string }
);

/** A report a reader writes, with the product's promise in business days (decision 255). */
export interface ReadingWrittenDocument {
  kind: 'written-document';
  key: string;
  name: string;
  summary: string;
  state: 'waiting-for-questionnaire' | 'being-written' | 'delivered';
  /** What the promise counts from. */
  countsFrom: 'payment' | 'questionnaire';
  minDays: number;
  maxDays: number;
  /** The latest date (`YYYY-MM-DD`) of the promise, once its start is known. */
  dueBy: string | null;
  /** The delivered report (its latest version), once a reader delivered it in the shop. */
  file?: ReadingFileLinks;
}

export interface ReadingSession {
  kind: 'live-session';
  key: string;
  name: string;
  minutes: number;
  count: number;
  /** When the catalogue opens it for booking. */
  bookableFrom: 'payment' | 'written-delivery';
  /** The customer can book it now, on the order page. */
  isBookable: boolean;
}

export interface ReadingSupportWindow {
  kind: 'support-window';
  key: string;
  name: string;
  opensFrom: 'payment' | 'written-delivery';
  days: number | null;
  isPriority: boolean;
}

export type ReadingDeliverable =
  ReadingComputedDocument | ReadingWrittenDocument | ReadingSession | ReadingSupportWindow;

export interface ReadingMapPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** Distance to the line, km. */
  distanceKm: number;
}

export interface ReadingMapLine {
  body: MapBody;
  angle: MapLineAngle;
  /** "Venus", "Ascendant": said on the page as they are. */
  bodyName: string;
  angleName: string;
  /** What living or travelling near this line tends to bring, as the PDF says it. */
  meaning: string;
  /** `[longitude, latitude]`, rounded to 0.1°. */
  points: [number, number][];
  /** Notable towns near the line, biggest first. */
  places: ReadingMapPlace[];
}

export interface ReadingMatrixPoint {
  name: MatrixSpotName;
  arcanum: number;
  arcanumName: string;
}

/** The charts the page draws, one per computed document that is a chart; by document kind. */
export type ReadingChart =
  | {
      document: 'astrocartography-map';
      lines: ReadingMapLine[];
      birthplace: { name: string; latitude: number; longitude: number } | null;
      /** How far from a line a town may lie to be listed with it, km. */
      nearRadiusKm: number;
    }
  | {
      document: 'human-design-profile';
      /** The bodygraph as the PDF draws it, from the same layout (decision 235). */
      bodygraph: BodygraphData;
    }
  | {
      document: 'destiny-matrix';
      /** The birth date the matrix is computed from (`YYYY-MM-DD`). */
      date: string;
      points: ReadingMatrixPoint[];
      /** The key positions explained: title, number, arcanum, theme. */
      keyPositions: { title: string; arcanum: number; arcanumName: string; theme: string }[];
    };

export type ReadingChartKind = ReadingChart['document'];

export interface OrderReading {
  deliverables: ReadingDeliverable[];
  charts: ReadingChart[];
}

/** Great-circle distance in km on a sphere of 6371 km, the engine's radius. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * radians;
  const dLon = (to.longitude - from.longitude) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The lines passing within `radiusKm` of a tapped spot, nearest first. The distance to a line is
 * taken to its nearest drawn point; drawn points lie at most 2° of arc apart, so this overstates
 * the true distance by at most about 110 km.
 */
export function linesNear(
  lines: readonly ReadingMapLine[],
  spot: { latitude: number; longitude: number },
  radiusKm: number,
): { line: ReadingMapLine; distanceKm: number }[] {
  return lines
    .map((line) => ({
      line,
      distanceKm: Math.round(
        Math.min(
          ...line.points.map(([longitude, latitude]) => distanceKm(spot, { latitude, longitude })),
        ),
      ),
    }))
    .filter((found) => found.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
