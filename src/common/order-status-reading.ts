/**
 * The buyer's reading on the order page (issue 23, decision 257): every deliverable of the
 * product with where it stands for this order, and the data of the charts the page draws.
 * Built by the server (src/server/orders/order-reading.ts), drawn by the client.
 */
import type { ComputedDocumentKind } from './catalogue';
import { linesNearPlace, type LineZenith } from './charts/line-distance';
import type { MapBody, MapLineAngle } from './charts/map-style';
import type { SvgTreeNode } from './charts/svg-tree';
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
  /** Distance to the line, whole km, as the PDF lists it. */
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
  /** `[longitude, latitude]`, rounded to 0.1°: for drawing, never for measuring. */
  points: [number, number][];
  /** The body's zenith point (MC longitude, declination), which distances are measured from. */
  zenith: LineZenith;
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
    }
  | {
      document: 'cosmic-map';
      /** The natal wheel exactly as the Cosmic Map PDF draws it, as plain SVG data. */
      wheel: SvgTreeNode;
    };

export type ReadingChartKind = ReadingChart['document'];

/** The order has no birth time (decision 306): what depends on it, in the buyer's words. */
export interface ReadingBirthTime {
  /** From the engine's one list (decision 307), for what this product's documents show. */
  dependsOnIt: { title: string; text: string }[];
  /** How to send a time found later. */
  howToSend: string;
}

export interface OrderReading {
  deliverables: ReadingDeliverable[];
  charts: ReadingChart[];
  /** Null when the birth time is known or the product draws nothing from the birth data. */
  birthTime: ReadingBirthTime | null;
}

/**
 * The lines passing within `radiusKm` of a tapped spot or town, nearest first: measured to the
 * line itself from its zenith point, by the one measure the PDF prints (common/charts/line-distance).
 */
export function linesNear(
  lines: readonly ReadingMapLine[],
  spot: { latitude: number; longitude: number },
  radiusKm: number,
): { line: ReadingMapLine; distanceKm: number }[] {
  return linesNearPlace(lines, spot, radiusKm);
}
