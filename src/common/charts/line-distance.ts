/**
 * Great-circle distance from a place to one map line (decision 200), from the place's unit
 * vector: the lines are halves of great circles (a meridian, or the horizon circle 90° from the
 * zenith point), so a distance is one or two dot products and an arcsine. The one measure of
 * the engine's towns, the PDF and the reading page's taps (decision 200, issue 36).
 */
import type { MapLineAngle } from './map-style';
import { dot, earthRadiusKm, radians, unitVector, type UnitVector } from './sphere';

/** Angular distance in degrees from the place with unit vector (x, y, z) to a line. */
export type LineDistance = (x: number, y: number, z: number) => number;

/** Where a body stands overhead at the moment: its MC longitude and its declination. */
export interface LineZenith {
  longitude: number;
  latitude: number;
}

const clamp = (value: number) => Math.max(-1, Math.min(1, value));
const toDegrees = (angle: number) => angle / radians;

/** The half meridian of longitude `meridian`, pole to pole. */
function meridianDistance(meridian: number): LineDistance {
  const cosine = Math.cos(meridian * radians);
  const sine = Math.sin(meridian * radians);
  return (x, y, z) => {
    // Places more than 90° of longitude away are nearest to a pole.
    if (x * cosine + y * sine < 0) return toDegrees(Math.acos(clamp(Math.abs(z))));
    return toDegrees(Math.asin(clamp(Math.abs(-x * sine + y * cosine))));
  };
}

/**
 * The rising (west of the MC meridian) or setting half of the horizon circle. The nearest point
 * of the whole circle lies on the same side of the MC meridian's plane as the place, so a place
 * on the other side is nearest to one of the two ends.
 */
function horizonDistance(zenithPoint: LineZenith, rising: boolean): LineDistance {
  const { longitude: midheavenLongitude, latitude: declination } = zenithPoint;
  const zenith = unitVector(declination, midheavenLongitude);
  const south: UnitVector = unitVector(declination - 90, midheavenLongitude);
  const north: UnitVector = [-south[0], -south[1], -south[2]];
  const eastX = -Math.sin(midheavenLongitude * radians);
  const eastY = Math.cos(midheavenLongitude * radians);
  return (x, y, z) => {
    const westOfMeridian = x * eastX + y * eastY < 0;
    if (westOfMeridian === rising)
      return toDegrees(Math.abs(Math.asin(clamp(dot([x, y, z], zenith)))));
    const nearestEnd = Math.max(dot([x, y, z], south), dot([x, y, z], north));
    return toDegrees(Math.acos(clamp(nearestEnd)));
  };
}

/** The distance to one of a body's four lines, from the body's zenith point. */
export function lineDistance(zenith: LineZenith, angle: MapLineAngle): LineDistance {
  switch (angle) {
    case 'MC':
      return meridianDistance(zenith.longitude);
    case 'IC':
      return meridianDistance(zenith.longitude + 180);
    case 'ASC':
      return horizonDistance(zenith, true);
    case 'DSC':
      return horizonDistance(zenith, false);
  }
}

/** The same distance for a place given by latitude and longitude. */
export function distanceFrom(distance: LineDistance, latitude: number, longitude: number): number {
  const [x, y, z] = unitVector(latitude, longitude);
  return distance(x, y, z);
}

/**
 * Kilometres from a place to one of a body's lines, from the body's zenith point: how far a
 * birthplace, a listed town or any spot a reader taps lies from it.
 */
export function lineDistanceKm(
  zenith: LineZenith,
  angle: MapLineAngle,
  latitude: number,
  longitude: number,
): number {
  return distanceFrom(lineDistance(zenith, angle), latitude, longitude) * radians * earthRadiusKm;
}

/** The same kilometres, whole, as every page and document prints them. */
export function lineDistanceWholeKm(
  zenith: LineZenith,
  angle: MapLineAngle,
  latitude: number,
  longitude: number,
): number {
  return Math.round(lineDistanceKm(zenith, angle, latitude, longitude));
}

/** A line as far as measuring needs it. */
export interface MeasurableLine {
  angle: MapLineAngle;
  zenith: LineZenith;
}

/** The lines passing within `radiusKm` of a place, nearest first, with their whole kilometres. */
export function linesNearPlace<Line extends MeasurableLine>(
  lines: readonly Line[],
  place: { latitude: number; longitude: number },
  radiusKm: number,
): { line: Line; distanceKm: number }[] {
  return lines
    .map((line) => ({
      line,
      distanceKm: lineDistanceWholeKm(line.zenith, line.angle, place.latitude, place.longitude),
    }))
    .filter((found) => found.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
