/**
 * Ascendant and Midheaven from Greenwich apparent sidereal time and the true obliquity
 * of the ecliptic. Latitude is never clamped: inside the polar circles the textbook
 * formula can return the *setting* point of the ecliptic, so we check which of the two
 * horizon crossings lies in the east (the rising one) and take that.
 */
import { SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { normalizeDegrees } from './bodies';

const radians = Math.PI / 180;

export interface ChartAngles {
  ascendant: number;
  midheaven: number;
}

/** Hour angle of an ecliptic point (latitude 0), in degrees, at sidereal angle `ramc`. */
function hourAngleOfEclipticPoint(longitude: number, ramc: number, obliquity: number): number {
  const rightAscension =
    Math.atan2(
      Math.sin(longitude * radians) * Math.cos(obliquity * radians),
      Math.cos(longitude * radians),
    ) / radians;
  return normalizeDegrees(ramc - rightAscension);
}

/** Right ascension of the meridian (RAMC) and the true obliquity, both in degrees. */
export function localSiderealFrame(
  time: AstroTime,
  longitude: number,
): { ramc: number; obliquity: number } {
  return {
    ramc: normalizeDegrees(SiderealTime(time) * 15 + longitude),
    obliquity: e_tilt(time).tobl,
  };
}

export function chartAngles(time: AstroTime, latitude: number, longitude: number): ChartAngles {
  const { ramc, obliquity } = localSiderealFrame(time, longitude);
  const ramcRad = ramc * radians;
  const epsilon = obliquity * radians;
  const midheaven = normalizeDegrees(
    Math.atan2(Math.sin(ramcRad), Math.cos(ramcRad) * Math.cos(epsilon)) / radians,
  );
  const phi = latitude * radians;
  // cos(phi) rather than tan(phi) keeps the poles themselves finite.
  let ascendant = normalizeDegrees(
    Math.atan2(
      Math.cos(ramcRad) * Math.cos(phi),
      -(Math.sin(ramcRad) * Math.cos(epsilon) * Math.cos(phi) + Math.sin(phi) * Math.sin(epsilon)),
    ) / radians,
  );
  // Rising points have hour angles between 180 and 360 degrees (east of the meridian).
  if (hourAngleOfEclipticPoint(ascendant, ramc, obliquity) < 180)
    ascendant = normalizeDegrees(ascendant + 180);
  return { ascendant, midheaven };
}
