import { describe, expect, it } from 'vitest';
import {
  birthplaceFixtures,
  type BirthplaceFixture,
} from '../../../tests/support/birthplace-fixtures';
import { resolvePlace } from './resolve-place';

const earthRadiusKilometres = 6371;
const toleranceKilometres = 30;

function haversineKilometres(
  first: { latitude: number; longitude: number },
  second: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const latitudeDelta = radians(second.latitude - first.latitude);
  const longitudeDelta = radians(second.longitude - first.longitude);
  const a =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(radians(first.latitude)) *
      Math.cos(radians(second.latitude)) *
      Math.sin(longitudeDelta / 2) ** 2;
  return 2 * earthRadiusKilometres * Math.asin(Math.sqrt(a));
}

function outcome(fixture: BirthplaceFixture) {
  const place = resolvePlace(fixture.text);
  return {
    precision: place?.precision ?? null,
    timeZone: place?.timeZone ?? null,
    isWithinTolerance:
      fixture.coordinates === null ||
      (place !== null && haversineKilometres(place, fixture.coordinates) <= toleranceKilometres),
  };
}

describe('typed birthplaces', () => {
  it.each(birthplaceFixtures.map((fixture) => [fixture.text, fixture] as const))(
    '%s',
    (_, fixture) => {
      expect(outcome(fixture)).toEqual({
        precision: fixture.precision,
        timeZone: fixture.timeZone,
        isWithinTolerance: true,
      });
    },
  );

  it('covers every kind of spelling on every continent', () => {
    expect(birthplaceFixtures.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(birthplaceFixtures.map((fixture) => fixture.kind));
    expect([...kinds].sort()).toEqual(
      [
        'abbreviation',
        'ambiguity',
        'county',
        'exonym',
        'fallback',
        'former-city',
        'former-country',
        'plain',
        'punctuation',
        'state',
        'village',
      ].sort(),
    );
    const continents = new Set(birthplaceFixtures.map((fixture) => fixture.continent));
    expect([...continents].sort()).toEqual(['AF', 'AS', 'EU', 'NA', 'OC', 'SA']);
  });

  it('never sends an English village it lacks to a namesake abroad', () => {
    expect(resolvePlace('Sandringham, Norfolk, England')?.countryCode).toBe('GB');
  });
});
