/**
 * The world map of astrocartography, for the PDF (src/server/reports/documents/world-map.tsx)
 * and the reading page alike (decision 231, decision 256): Natural Earth country outlines
 * through the Natural Earth projection, which cuts every outline and line cleanly at the
 * antimeridian. Pure: the caller hands in the countries (the server reads world-atlas from disk,
 * the browser's chart chunk imports it) and gets SVG path data back.
 */
import { geoGraticule10, geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import type { FeatureCollection } from 'geojson';

/** A line to draw: `[longitude, latitude]` pairs in degrees, east and north positive. */
export interface MapPolyline {
  points: readonly (readonly [number, number])[];
}

export interface WorldMapGeometry<Line extends MapPolyline> {
  width: number;
  /** Height of the map itself, without the label bands above and below it. */
  mapHeight: number;
  /** Space kept above and below the map for the MC and IC labels. */
  band: number;
  sphere: string;
  graticule: string;
  countries: string;
  lines: (Omit<Line, 'points'> & { path: string })[];
  /** Position of a longitude and latitude; null if it falls off the map. */
  project: (longitude: number, latitude: number) => [number, number] | null;
  /** Longitude and latitude of a position on the map; null off the globe. */
  invert: (x: number, y: number) => [number, number] | null;
}

export function worldMapGeometry<Line extends MapPolyline>(
  width: number,
  countries: FeatureCollection,
  lines: readonly Line[],
  band = 14,
): WorldMapGeometry<Line> {
  const sphere = { type: 'Sphere' } as const;
  const projection: GeoProjection = geoNaturalEarth1().fitWidth(width, sphere);
  const [[, top], [, bottom]] = geoPath(projection).bounds(sphere);
  const [x, y] = projection.translate();
  projection.translate([x, y - top + band]);
  // A tenth of a unit is far below what print or a screen shows and keeps the paths small.
  const path = geoPath(projection).digits(1);
  return {
    width,
    mapHeight: bottom - top,
    band,
    sphere: path(sphere) ?? '',
    graticule: path(geoGraticule10()) ?? '',
    countries: path(countries) ?? '',
    lines: lines.map(({ points, ...rest }) => ({
      ...rest,
      path: path({ type: 'LineString', coordinates: points.map(([lon, lat]) => [lon, lat]) }) ?? '',
    })),
    project: (longitude, latitude) => projection([longitude, latitude]),
    invert: (px, py) => {
      const found = projection.invert?.([px, py]);
      if (!found || !Number.isFinite(found[0]) || !Number.isFinite(found[1])) return null;
      // The inverse wraps off-globe positions back onto it; only a round trip proves it is on.
      const back = projection(found);
      return back && Math.hypot(back[0] - px, back[1] - py) < 0.5 ? found : null;
    },
  };
}
