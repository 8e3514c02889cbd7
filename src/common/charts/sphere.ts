/**
 * Small spherical helpers for the map: unit vectors, angular distance and longitude
 * wrapping. Latitude and longitude in degrees, east and north positive. Shared by the engine
 * (src/astrology/astrocartography) and the reading page, so both measure alike.
 */
export const radians = Math.PI / 180;

/** Mean Earth radius (IUGG), km: distances on the map are great-circle distances on it. */
export const earthRadiusKm = 6371.0088;

export type UnitVector = readonly [number, number, number];

/** Longitude wrapped to [-180, 180). */
export function wrapLongitude(degrees: number): number {
  const wrapped = (((degrees + 180) % 360) + 360) % 360;
  return wrapped - 180;
}

export function unitVector(latitude: number, longitude: number): UnitVector {
  const phi = latitude * radians;
  const lambda = longitude * radians;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

export function latitudeLongitudeOf(vector: UnitVector): [longitude: number, latitude: number] {
  const [x, y, z] = vector;
  const latitude = Math.atan2(z, Math.hypot(x, y)) / radians;
  return [wrapLongitude(Math.atan2(y, x) / radians), latitude];
}

export function cross(a: UnitVector, b: UnitVector): UnitVector {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

export function dot(a: UnitVector, b: UnitVector): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/** Great-circle angle between two places, degrees (haversine form: exact for small angles). */
export function angularDistance(
  latitude1: number,
  longitude1: number,
  latitude2: number,
  longitude2: number,
): number {
  const halfDeltaPhi = ((latitude2 - latitude1) * radians) / 2;
  const halfDeltaLambda = ((longitude2 - longitude1) * radians) / 2;
  const h =
    Math.sin(halfDeltaPhi) ** 2 +
    Math.cos(latitude1 * radians) * Math.cos(latitude2 * radians) * Math.sin(halfDeltaLambda) ** 2;
  return (2 * Math.asin(Math.min(1, Math.sqrt(h)))) / radians;
}
