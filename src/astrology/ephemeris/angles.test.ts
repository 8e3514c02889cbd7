/**
 * Self-consistency of the Ascendant, independent of any reference program: it must lie
 * on the horizon (altitude 0) and in the east, at any latitude, polar ones included.
 */
import { MakeTime, SiderealTime, e_tilt } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { chartAngles } from './angles';

const radians = Math.PI / 180;

function horizonPosition(
  eclipticLongitude: number,
  time: ReturnType<typeof MakeTime>,
  latitude: number,
  longitude: number,
) {
  const obliquity = e_tilt(time).tobl * radians;
  const lambda = eclipticLongitude * radians;
  const rightAscension = Math.atan2(Math.sin(lambda) * Math.cos(obliquity), Math.cos(lambda));
  const declination = Math.asin(Math.sin(lambda) * Math.sin(obliquity));
  const hourAngle = (SiderealTime(time) * 15 + longitude) * radians - rightAscension;
  const phi = latitude * radians;
  const altitude =
    Math.asin(
      Math.sin(phi) * Math.sin(declination) +
        Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle),
    ) / radians;
  return { altitude, isEast: Math.sin(hourAngle) < 0 };
}

describe('chartAngles', () => {
  const times = [
    '1950-03-01T00:00:00Z',
    '1975-06-21T06:30:00Z',
    '2000-12-21T18:00:00Z',
    '2024-09-23T12:45:00Z',
  ];
  const latitudes = [-89, -75, -66.8, -33.9, 0, 21.3, 51.5, 66.6, 70, 78.2, 89];

  it.each(latitudes)('puts the Ascendant on the eastern horizon at latitude %s', (latitude) => {
    for (const iso of times) {
      for (const longitude of [-150, -20, 0, 75, 170]) {
        const time = MakeTime(new Date(iso));
        const { ascendant } = chartAngles(time, latitude, longitude);
        const position = horizonPosition(ascendant, time, latitude, longitude);
        expect(Math.abs(position.altitude)).toBeLessThan(1e-6);
        expect(position.isEast).toBe(true);
      }
    }
  });

  it('puts the Midheaven on the meridian', () => {
    const time = MakeTime(new Date('1990-01-01T00:00:00Z'));
    const { midheaven } = chartAngles(time, 45, 10);
    const obliquity = e_tilt(time).tobl * radians;
    const rightAscension =
      Math.atan2(
        Math.sin(midheaven * radians) * Math.cos(obliquity),
        Math.cos(midheaven * radians),
      ) / radians;
    const ramc = SiderealTime(time) * 15 + 10;
    expect(Math.abs(((((rightAscension - ramc) % 360) + 540) % 360) - 180)).toBeLessThan(1e-6);
  });
});
