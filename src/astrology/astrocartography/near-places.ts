/**
 * Which towns a map line runs through (decision 200): places of the gazetteer within
 * `radiusKm` of a line, biggest first. Places are filed once into a 1° × 1° grid; a query walks
 * the line in 1° steps, marks the grid cells within reach of each step, and measures only the
 * places in those cells exactly (great-circle distance to the line, not to its samples).
 */
import type { LineDistance } from './line-distance';
import { earthRadiusKm, radians, unitVector, wrapLongitude } from './sphere';

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
  /** Unit vectors of the filed places, by id (zero for places not filed). */
  xs: Float64Array;
  ys: Float64Array;
  zs: Float64Array;
  /** Display names already asked of the table, by id. */
  names: (string | undefined)[];
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
  const [xs, ys, zs] = [0, 1, 2].map(() => new Float64Array(table.count)) as [
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const filled = counts.slice(0, rows * columns);
  for (let id = 0; id < table.count; id++) {
    const cell = cells[id] ?? -1;
    if (cell < 0) continue;
    cellIds[filled[cell] ?? 0] = id;
    [xs[id], ys[id], zs[id]] = unitVector(table.latitudes[id] ?? 0, table.longitudes[id] ?? 0);
    filled[cell] = (filled[cell] ?? 0) + 1;
  }
  return {
    options: settings,
    table,
    cellStarts: counts,
    cellIds,
    xs,
    ys,
    zs,
    names: [],
  };
}

/**
 * Places within the index's radius of a line, biggest first. `samples` must follow the line
 * at most 1° of arc apart (the line's own points do); `distance` measures to the line itself.
 */
export function placesNearLine(
  index: PlaceIndex,
  samples: readonly (readonly [number, number])[],
  distance: LineDistance,
): NearPlace[] {
  const { radiusKm, limit } = index.options;
  const radiusDegrees = radiusKm / earthRadiusKm / radians;
  // Every other sample (2° apart at most): the radius plus half that step reaches every place
  // within the radius of the line.
  const reach = radiusDegrees + 1;
  // Column ranges per grid row, merged, so each cell is read once; cells of a row are
  // contiguous in `cellIds`, so a range of columns is one slice of ids.
  const ranges = new Map<number, [number, number][]>();
  const addRange = (row: number, low: number, high: number) => {
    const list = ranges.get(row);
    if (list) list.push([low, high]);
    else ranges.set(row, [[low, high]]);
  };
  const last = samples.length - 1;
  // Every other sample, and always the last one, so the line's far end is covered.
  for (
    let sample = 0;
    sample <= last;
    sample = sample === last ? last + 1 : Math.min(sample + 2, last)
  ) {
    const [longitude = 0, latitude = 0] = samples[sample] ?? [];
    const lowRow = Math.max(0, Math.floor(latitude - reach + 90));
    const highRow = Math.min(rows - 1, Math.floor(latitude + reach + 90));
    const farthestLatitude = Math.min(89.999, Math.abs(latitude) + reach);
    const halfWidth = reach / Math.cos(farthestLatitude * radians);
    const lowColumn = Math.floor(longitude - halfWidth + 180);
    const highColumn = Math.floor(longitude + halfWidth + 180);
    for (let row = lowRow; row <= highRow; row++) {
      if (highColumn - lowColumn >= columns - 1) addRange(row, 0, columns - 1);
      else if (lowColumn < 0) {
        addRange(row, 0, highColumn);
        addRange(row, lowColumn + columns, columns - 1);
      } else if (highColumn >= columns) {
        addRange(row, lowColumn, columns - 1);
        addRange(row, 0, highColumn - columns);
      } else addRange(row, lowColumn, highColumn);
    }
  }
  const { table } = index;
  const found: { id: number; degrees: number }[] = [];
  for (const [row, list] of ranges) {
    list.sort((first, second) => first[0] - second[0]);
    let at = 0;
    while (at < list.length) {
      const [low, firstHigh] = list[at] ?? [0, 0];
      let high = firstHigh;
      for (at++; at < list.length && (list[at]?.[0] ?? 0) <= high + 1; at++)
        high = Math.max(high, list[at]?.[1] ?? 0);
      const end = index.cellStarts[row * columns + high + 1] ?? 0;
      for (let slot = index.cellStarts[row * columns + low] ?? 0; slot < end; slot++) {
        const id = index.cellIds[slot] ?? 0;
        const degrees = distance(index.xs[id] ?? 0, index.ys[id] ?? 0, index.zs[id] ?? 0);
        if (degrees <= radiusDegrees) found.push({ id, degrees });
      }
    }
  }
  found.sort(
    (first, second) =>
      (table.populations[second.id] ?? 0) - (table.populations[first.id] ?? 0) ||
      first.degrees - second.degrees,
  );
  return found.slice(0, limit).map(({ id, degrees }) => ({
    name: (index.names[id] ??= table.nameOf(id)),
    latitude: table.latitudes[id] ?? 0,
    longitude: table.longitudes[id] ?? 0,
    population: table.populations[id] ?? 0,
    distanceKm: Math.round(degrees * radians * earthRadiusKm),
  }));
}
