/**
 * Which towns a map line runs through (decision 200): places of the gazetteer within
 * `radiusKm` of a line, biggest first. Places are filed once into a 1° × 1° grid; a query walks
 * the line in 1° steps, marks the grid cells within reach of each step, and measures only the
 * places in those cells exactly (great-circle distance to the line, not to its samples).
 */
import type { BodyMapGeometry, MapAngle } from './map-lines';
import {
  angularDistance,
  dot,
  earthRadiusKm,
  radians,
  unitVector,
  wrapLongitude,
  type UnitVector,
} from './sphere';

/** What the index needs of a place table (the gazetteer's city columns fit it). */
export interface PlaceTable {
  count: number;
  latitudes: ArrayLike<number>;
  longitudes: ArrayLike<number>;
  populations: ArrayLike<number>;
  nameOf(id: number): string;
}

export interface NearPlace {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  /** Great-circle distance to the line, km (rounded to 1 km). */
  distanceKm: number;
}

export interface NearPlaceOptions {
  /** How far from a line a place may lie. */
  radiusKm: number;
  /** Smaller places are not filed: a reading names towns a customer knows. */
  minimumPopulation: number;
  /** Places listed per line, biggest first. */
  limit: number;
}

export const nearPlaceDefaults: NearPlaceOptions = {
  radiusKm: 300,
  minimumPopulation: 15_000,
  limit: 10,
};

const columns = 360;
const rows = 180;

export interface PlaceIndex {
  options: NearPlaceOptions;
  table: PlaceTable;
  /** Place ids per grid cell: ids of cell c are cellIds[cellStarts[c] .. cellStarts[c + 1]). */
  cellStarts: Int32Array;
  cellIds: Int32Array;
  /** Per-cell mark of the last query that visited it (saves a Set per query). */
  visitedBy: Int32Array;
  queries: number;
}

function cellOf(latitude: number, longitude: number): number {
  const row = Math.min(rows - 1, Math.max(0, Math.floor(latitude + 90)));
  const column = Math.min(columns - 1, Math.max(0, Math.floor(wrapLongitude(longitude) + 180)));
  return row * columns + column;
}

export function buildPlaceIndex(
  table: PlaceTable,
  options: Partial<NearPlaceOptions> = {},
): PlaceIndex {
  const settings = { ...nearPlaceDefaults, ...options };
  const counts = new Int32Array(rows * columns + 1);
  const cells = new Int32Array(table.count).fill(-1);
  for (let id = 0; id < table.count; id++) {
    if ((table.populations[id] ?? 0) < settings.minimumPopulation) continue;
    const cell = cellOf(table.latitudes[id] ?? 0, table.longitudes[id] ?? 0);
    cells[id] = cell;
    counts[cell + 1] = (counts[cell + 1] ?? 0) + 1;
  }
  for (let cell = 0; cell < rows * columns; cell++)
    counts[cell + 1] = (counts[cell + 1] ?? 0) + (counts[cell] ?? 0);
  const cellIds = new Int32Array(counts[rows * columns] ?? 0);
  const filled = counts.slice(0, rows * columns);
  for (let id = 0; id < table.count; id++) {
    const cell = cells[id] ?? -1;
    if (cell < 0) continue;
    cellIds[filled[cell] ?? 0] = id;
    filled[cell] = (filled[cell] ?? 0) + 1;
  }
  return {
    options: settings,
    table,
    cellStarts: counts,
    cellIds,
    visitedBy: new Int32Array(rows * columns),
    queries: 0,
  };
}

/** Angular distance (degrees) from a place to one line of a body. */
export type LineDistance = (latitude: number, longitude: number) => number;

/** Distance to the half meridian of longitude `meridian`, pole to pole. */
function meridianDistance(meridian: number): LineDistance {
  return (latitude, longitude) => {
    const deltaLongitude = wrapLongitude(longitude - meridian) * radians;
    // Beyond 90° of longitude the nearest point of the half meridian is a pole.
    if (Math.cos(deltaLongitude) < 0) return 90 - Math.abs(latitude);
    return Math.asin(Math.abs(Math.sin(deltaLongitude)) * Math.cos(latitude * radians)) / radians;
  };
}

/**
 * Distance to the rising (west of the MC meridian) or setting half of the horizon circle.
 * The nearest point of the full circle lies on the same side of the meridian plane as the place,
 * so a place on the other side is nearest to one of the two ends.
 */
function horizonDistance(geometry: BodyMapGeometry, rising: boolean): LineDistance {
  const { midheavenLongitude, declination } = geometry;
  const zenith: UnitVector = unitVector(declination, midheavenLongitude);
  const ends: [number, number][] = [
    [declination - 90, midheavenLongitude],
    [90 - declination, midheavenLongitude + 180],
  ].map(([latitude = 0, longitude = 0]) =>
    latitude < -90 ? [-180 - latitude, longitude + 180] : [latitude, longitude],
  ) as [number, number][];
  return (latitude, longitude) => {
    const westOfMeridian = Math.sin((longitude - midheavenLongitude) * radians) < 0;
    if (westOfMeridian === rising) {
      const height = dot(unitVector(latitude, longitude), zenith);
      return Math.abs(Math.asin(Math.max(-1, Math.min(1, height)))) / radians;
    }
    return Math.min(
      ...ends.map(([endLatitude, endLongitude]) =>
        angularDistance(latitude, longitude, endLatitude, endLongitude),
      ),
    );
  };
}

export function lineDistance(geometry: BodyMapGeometry, angle: MapAngle): LineDistance {
  switch (angle) {
    case 'MC':
      return meridianDistance(geometry.midheavenLongitude);
    case 'IC':
      return meridianDistance(geometry.midheavenLongitude + 180);
    case 'ASC':
      return horizonDistance(geometry, true);
    case 'DSC':
      return horizonDistance(geometry, false);
  }
}

/**
 * Places within the index's radius of a line, biggest first. `samples` must follow the line
 * at most 1° of arc apart (the line's own points do).
 */
export function placesNearLine(
  index: PlaceIndex,
  samples: readonly (readonly [number, number])[],
  distance: LineDistance,
): NearPlace[] {
  const { radiusKm, limit } = index.options;
  const radiusDegrees = radiusKm / earthRadiusKm / radians;
  // Half a sample step plus the radius reaches every place within the radius of the line.
  const reach = radiusDegrees + 0.5;
  const query = ++index.queries;
  const cells: number[] = [];
  for (const [longitude, latitude] of samples) {
    const lowRow = Math.max(0, Math.floor(latitude - reach + 90));
    const highRow = Math.min(rows - 1, Math.floor(latitude + reach + 90));
    const farthestLatitude = Math.min(89.999, Math.abs(latitude) + reach);
    const halfWidth = reach / Math.cos(farthestLatitude * radians);
    const allColumns = halfWidth >= 180;
    const lowColumn = Math.floor(longitude - halfWidth + 180);
    const highColumn = Math.floor(longitude + halfWidth + 180);
    for (let row = lowRow; row <= highRow; row++) {
      for (
        let column = allColumns ? 0 : lowColumn;
        column <= (allColumns ? columns - 1 : highColumn);
        column++
      ) {
        const cell = row * columns + (((column % columns) + columns) % columns);
        if (index.visitedBy[cell] === query) continue;
        index.visitedBy[cell] = query;
        cells.push(cell);
      }
    }
  }
  const { table } = index;
  const found: { id: number; degrees: number }[] = [];
  for (const cell of cells) {
    const end = index.cellStarts[cell + 1] ?? 0;
    for (let at = index.cellStarts[cell] ?? 0; at < end; at++) {
      const id = index.cellIds[at] ?? 0;
      const degrees = distance(table.latitudes[id] ?? 0, table.longitudes[id] ?? 0);
      if (degrees <= radiusDegrees) found.push({ id, degrees });
    }
  }
  found.sort(
    (first, second) =>
      (table.populations[second.id] ?? 0) - (table.populations[first.id] ?? 0) ||
      first.degrees - second.degrees,
  );
  return found.slice(0, limit).map(({ id, degrees }) => ({
    name: table.nameOf(id),
    latitude: table.latitudes[id] ?? 0,
    longitude: table.longitudes[id] ?? 0,
    population: table.populations[id] ?? 0,
    distanceKm: Math.round(degrees * radians * earthRadiusKm),
  }));
}
