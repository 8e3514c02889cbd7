/**
 * The world map of the astrocartography document as SVG path data: Natural Earth country
 * outlines (world-atlas, public domain) through the Natural Earth projection, which cuts every
 * outline and line cleanly at the antimeridian. Pure numbers and strings; the document draws them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoGraticule10, geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';
import type { AstrocartographyLine, ChartBody, MapAngle } from '../../../astrology';

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

export interface ProjectedLine {
  body: ChartBody;
  angle: MapAngle;
  path: string;
}

export interface WorldMapGeometry {
  width: number;
  /** Height of the map itself, without the label bands above and below it. */
  mapHeight: number;
  /** Space kept above and below the map for the MC and IC labels. */
  band: number;
  sphere: string;
  graticule: string;
  countries: string;
  lines: ProjectedLine[];
  /** Page position of a longitude and latitude; null if it falls off the map. */
  project: (longitude: number, latitude: number) => [number, number] | null;
}

export function worldMapGeometry(
  width: number,
  lines: readonly AstrocartographyLine[],
  band = 14,
): WorldMapGeometry {
  const sphere = { type: 'Sphere' } as const;
  const projection: GeoProjection = geoNaturalEarth1().fitWidth(width, sphere);
  const [[, top], [, bottom]] = geoPath(projection).bounds(sphere);
  const [x, y] = projection.translate();
  projection.translate([x, y - top + band]);
  // A tenth of a point is far below what print shows and keeps the file small.
  const path = geoPath(projection).digits(1);
  return {
    width,
    mapHeight: bottom - top,
    band,
    sphere: path(sphere) ?? '',
    graticule: path(geoGraticule10()) ?? '',
    countries: path(worldCountries()) ?? '',
    lines: lines.map((line) => ({
      body: line.body,
      angle: line.angle,
      path: path({ type: 'LineString', coordinates: line.points }) ?? '',
    })),
    project: (longitude, latitude) => projection([longitude, latitude]),
  };
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
