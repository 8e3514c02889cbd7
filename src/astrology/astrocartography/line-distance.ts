/**
 * Great-circle distance from a place to one map line, from the place's unit vector: the lines
 * are halves of great circles (a meridian, or the horizon circle 90° from the zenith point), so
 * a distance is one or two dot products and an arcsine, with no trigonometry per place.
 */
import type { BodyMapGeometry, MapAngle, ZenithPoint } from './map-lines';
import { dot, earthRadiusKm, radians, unitVector, type UnitVector } from './sphere';

/** Angular distance in degrees from the place with unit vector (x, y, z) to a line. */
export type LineDistance = (x: number, y: number, z: number) => number;

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
function horizonDistance(geometry: BodyMapGeometry, rising: boolean): LineDistance {
  const { midheavenLongitude, declination } = geometry;
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

/** The same distance for a place given by latitude and longitude. */
export function distanceFrom(distance: LineDistance, latitude: number, longitude: number): number {
  const [x, y, z] = unitVector(latitude, longitude);
  return distance(x, y, z);
}

/**
 * Kilometres from a place to one of a body's lines, from the body's zenith point (its MC
 * longitude and declination): how far a birthplace, or any place a page asks about, lies from it.
 */
export function lineDistanceKm(
  zenith: ZenithPoint,
  angle: MapAngle,
  latitude: number,
  longitude: number,
): number {
  const geometry: BodyMapGeometry = {
    body: zenith.body,
    midheavenLongitude: zenith.longitude,
    declination: zenith.latitude,
  };
  return distanceFrom(lineDistance(geometry, angle), latitude, longitude) * radians * earthRadiusKm;
}
