/**
 * The world map of the astrocartography document: the shared projection
 * (src/common/charts/world-map-projection.ts, decision 256) fed with the Natural Earth country
 * outlines (world-atlas, public domain) read from disk once, plus the label placement the
 * printed page needs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';
import type { AstrocartographyLine } from '../../../astrology';
import {
  worldMapGeometry as projectWorldMap,
  type WorldMapGeometry as ProjectedWorldMap,
} from '../../../common/charts/world-map-projection';

let countries: FeatureCollection | null = null;

/** The 1:110m countries, read once per process (resolved from node_modules in src and dist). */
function worldCountries(): FeatureCollection {
  if (countries) return countries;
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'),
  ) as Topology<{ countries: GeometryCollection }>;
  countries = feature(topology, topology.objects.countries);
  return countries;
}

export type WorldMapGeometry = ProjectedWorldMap<AstrocartographyLine>;
export type ProjectedLine = WorldMapGeometry['lines'][number];

export function worldMapGeometry(
  width: number,
  lines: readonly AstrocartographyLine[],
  band = 14,
): WorldMapGeometry {
  return projectWorldMap(width, worldCountries(), lines, band);
}

/**
 * Moves positions along one axis apart until neighbours are at least `gap` apart, keeping them
 * inside [min, max] and as near their wish as the crowd allows. Returns them in the given order.
 */
export function spreadApart(wishes: readonly number[], gap: number, min: number, max: number) {
  const order = wishes.map((wish, index) => ({ wish, index })).sort((a, b) => a.wish - b.wish);
  const placed = order.map((entry) => entry.wish);
  for (let round = 0; round < 100; round++) {
    let isCrowded = false;
    for (let index = 0; index + 1 < placed.length; index++) {
      const deficit = gap - ((placed[index + 1] ?? 0) - (placed[index] ?? 0));
      if (deficit > 0.01) {
        isCrowded = true;
        placed[index] = (placed[index] ?? 0) - deficit / 2;
        placed[index + 1] = (placed[index + 1] ?? 0) + deficit / 2;
      }
    }
    const first = placed[0];
    if (first !== undefined && first < min) placed.forEach((_, i) => (placed[i]! += min - first));
    const last = placed[placed.length - 1];
    if (last !== undefined && last > max) placed.forEach((_, i) => (placed[i]! -= last - max));
    if (!isCrowded) break;
  }
  const result = new Array<number>(wishes.length);
  order.forEach((entry, position) => (result[entry.index] = placed[position] ?? entry.wish));
  return result;
}

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: LabelBox, b: LabelBox) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

/**
 * Places centred labels at their wished points, stepping each one up or down (by its height)
 * until it no longer covers a label already placed. Returns the y of each, in the given order.
 */
export function stackLabels(wishes: readonly LabelBox[]): number[] {
  const placed: LabelBox[] = [];
  return wishes.map((wish) => {
    for (let step = 0; step < 40; step++) {
      const shift = Math.ceil(step / 2) * (step % 2 === 0 ? 1 : -1) * wish.height;
      const candidate = { ...wish, y: wish.y + shift };
      if (!placed.some((other) => overlaps(candidate, other))) {
        placed.push(candidate);
        return candidate.y;
      }
    }
    placed.push(wish);
    return wish.y;
  });
}
