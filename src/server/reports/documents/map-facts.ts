/**
 * The astrocartography document's words and marks that are not drawing: how each body's lines
 * are coloured and each angle's stroked, how a line is titled, and the towns near it in a line.
 */
import {
  chartBodies,
  linesNearPlace,
  mapBodyMeanings,
  type Astrocartography,
  type AstrocartographyLine,
  type ChartBody,
  type NearPlace,
} from '../../../astrology';

// Colours, marks and strokes are shared with the reading page (decision 256).
export { angleNames, angleStrokes, bodyColours, bodyMarks } from '../../../common/charts/map-style';
export type { AngleStroke } from '../../../common/charts/map-style';

export function bodyName(body: ChartBody): string {
  return mapBodyMeanings[body].name;
}

/** 100.3512 -> "100.35° E". */
export function longitudeText(longitude: number): string {
  return `${Math.abs(longitude).toFixed(2)}° ${longitude < 0 ? 'W' : 'E'}`;
}

export function latitudeText(latitude: number): string {
  return `${Math.abs(latitude).toFixed(2)}° ${latitude < 0 ? 'S' : 'N'}`;
}

const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/**
 * Where a line can be found: an MC or IC line is its meridian; a rising or setting curve crosses
 * the equator a quarter turn west (rising) or east (setting) of the body's MC meridian.
 */
export function lineWhereText(line: AstrocartographyLine, midheavenLongitude: number): string {
  if (line.longitude !== null) return `along ${longitudeText(line.longitude)}`;
  const crossing = wrap(midheavenLongitude + (line.angle === 'ASC' ? -90 : 90));
  return `a curve crossing the equator at ${longitudeText(crossing)}`;
}

/** "Bangkok, Thailand (12 km)", biggest first, as the engine lists them. */
export function nearPlacesText(places: readonly NearPlace[]): string {
  return places.map((place) => `${place.name} (${place.distanceKm} km)`).join(' · ');
}

export function midheavenLongitudes(
  lines: readonly AstrocartographyLine[],
): Partial<Record<ChartBody, number>> {
  const result: Partial<Record<ChartBody, number>> = {};
  for (const line of lines)
    if (line.angle === 'MC' && line.longitude !== null) result[line.body] = line.longitude;
  return result;
}

/** The lines grouped by body in chart order, each body's in MC, IC, ASC, DSC order. */
export function linesByBody(lines: readonly AstrocartographyLine[]) {
  return chartBodies
    .map((body) => ({ body, lines: lines.filter((line) => line.body === body) }))
    .filter((group) => group.lines.length > 0);
}

/**
 * How far a line moves for each minute of clock error at a latitude: the Earth turns 0.25° a
 * minute, which is 27.8 km on the equator and less towards the poles (for meridian lines).
 */
export function kilometresPerMinuteAt(latitude: number): number {
  return 0.25 * 111.195 * Math.cos((latitude * Math.PI) / 180);
}

export interface LineNearPlace {
  line: AstrocartographyLine;
  distanceKm: number;
}

/**
 * The lines that pass within `radiusKm` of a place, nearest first: the reading page's measure
 * (common/charts/line-distance), so a town tapped there shows the kilometres printed here.
 */
export function linesNear(
  map: Astrocartography,
  latitude: number,
  longitude: number,
  radiusKm: number,
): LineNearPlace[] {
  const measurable = map.lines.flatMap((line) => {
    const zenith = map.zeniths.find((point) => point.body === line.body);
    return zenith ? [{ line, angle: line.angle, zenith }] : [];
  });
  return linesNearPlace(measurable, { latitude, longitude }, radiusKm).map((found) => ({
    line: found.line.line,
    distanceKm: found.distanceKm,
  }));
}
