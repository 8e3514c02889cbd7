import { describe, expect, it } from 'vitest';
import { resolvePlace } from './resolve-place';
import { searchPlaces } from './search-places';

describe('resolvePlace', () => {
  it.each([
    ['Austin, TX', 'Austin, Texas, United States', 'America/Chicago'],
    ['Paris, France', 'Paris, Île-de-France, France', 'Europe/Paris'],
    ['São Paulo, Brazil', 'São Paulo, Brazil', 'America/Sao_Paulo'],
    ['sao paulo', 'São Paulo, Brazil', 'America/Sao_Paulo'],
    ['London, UK', 'London, England, United Kingdom', 'Europe/London'],
    ['Sydney, NSW, Australia', 'Sydney, New South Wales, Australia', 'Australia/Sydney'],
    ['Seattle, Washington, USA', 'Seattle, Washington, United States', 'America/Los_Angeles'],
    ['Honolulu, HI, US', 'Honolulu, Hawaii, United States', 'Pacific/Honolulu'],
    ['Toronto, ON', 'Toronto, Ontario, Canada', 'America/Toronto'],
    ['st. louis, missouri', 'St. Louis, Missouri, United States', 'America/Chicago'],
    ['Bombay', 'Mumbai, Maharashtra, India', 'Asia/Kolkata'],
    ['Austin TX', 'Austin, Texas, United States', 'America/Chicago'],
  ])('%s -> %s', (text, name, timeZone) => {
    expect(resolvePlace(text)).toMatchObject({ name, timeZone });
  });

  it('returns coordinates and the country', () => {
    const place = resolvePlace('Honolulu, Hawaii');
    expect(place?.country).toBe('United States');
    expect(place?.countryCode).toBe('US');
    expect(place?.latitude).toBeCloseTo(21.31, 1);
    expect(place?.longitude).toBeCloseTo(-157.86, 1);
  });

  it('sends an ambiguous name to the most populous city, unless a region or country says otherwise', () => {
    expect(resolvePlace('London')?.countryCode).toBe('GB');
    expect(resolvePlace('London, Ontario')?.name).toBe('London, Ontario, Canada');
    expect(resolvePlace('Paris')?.countryCode).toBe('FR');
    expect(resolvePlace('Paris, Texas')?.name).toBe('Paris, Texas, United States');
    expect(resolvePlace('Springfield')?.name).toBe('Springfield, Missouri, United States');
    expect(resolvePlace('Springfield, IL')?.name).toBe('Springfield, Illinois, United States');
    // "CA" is both California and Canada: it must fit the city found.
    expect(resolvePlace('Los Angeles, CA')?.name).toBe('Los Angeles, California, United States');
  });

  it('gives Norway its own zone, not the zone merged with Berlin since 1970', () => {
    expect(resolvePlace('Oslo, Norway')?.timeZone).toBe('Europe/Oslo');
    expect(resolvePlace('Reykjavik')?.timeZone).toBe('Atlantic/Reykjavik');
  });

  it('reads a lone area name as the area, unless its capital bears that name', () => {
    expect(resolvePlace('Texas')).toMatchObject({
      name: 'Texas, United States',
      precision: 'region',
    });
    expect(resolvePlace('UK')).toMatchObject({ name: 'United Kingdom', precision: 'country' });
    expect(resolvePlace('Luxembourg')?.precision).toBe('city');
    expect(resolvePlace('Kuwait')?.name).toBe('Kuwait City, Al Asimah, Kuwait');
    // "CA" names California and Canada: the bigger wins; a second qualifier settles it.
    expect(resolvePlace('Smallville, CA')?.name).toBe('California, United States');
    expect(resolvePlace('Odessa')?.countryCode).toBe('UA');
    expect(resolvePlace('Odessa, Texas')?.countryCode).toBe('US');
  });

  it("falls back to the country's clock when only the country is recognised", () => {
    expect(resolvePlace('Paris, Germany')).toMatchObject({
      name: 'Germany',
      city: null,
      precision: 'country',
      timeZone: 'Europe/Berlin',
    });
  });

  it('returns null, not an error, for places it cannot find', () => {
    expect(resolvePlace('Xqzzyville')).toBeNull();
    expect(resolvePlace('   ')).toBeNull();
    expect(resolvePlace(', ,')).toBeNull();
  });
});

describe('searchPlaces', () => {
  it('suggests the biggest matching cities first, with full display names', () => {
    const suggestions = searchPlaces('Aus');
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]?.name).toBe('Austin, Texas, United States');
  });

  it('narrows with a region or country prefix after a comma', () => {
    const names = searchPlaces('Paris, t', 3).map((suggestion) => suggestion.name);
    expect(names).toContain('Paris, Texas, United States');
    expect(names.every((name) => name.includes(', T'))).toBe(true);
  });

  it('respects the limit and handles empty queries', () => {
    expect(searchPlaces('s', 3)).toHaveLength(3);
    expect(searchPlaces('')).toEqual([]);
  });

  it('finds cities by a local, English or former name typed as a prefix', () => {
    expect(searchPlaces('Wien', 3)[0]?.name).toBe('Vienna, Austria');
    expect(searchPlaces('Calcu', 3)[0]?.name).toBe('Kolkata, West Bengal, India');
    expect(searchPlaces('Cologne', 3)[0]?.name).toBe('Köln, North Rhine-Westphalia, Germany');
    expect(searchPlaces('Leningr', 3)[0]?.name).toBe('Saint Petersburg, St.-Petersburg, Russia');
  });

  it('gives names that resolve back to the same city', () => {
    for (const query of ['Wien', 'Calcu', 'Cologne', 'Sandri', 'Spring']) {
      for (const suggestion of searchPlaces(query, 5)) {
        const place = resolvePlace(suggestion.name);
        expect(place?.latitude).toBe(suggestion.latitude);
        expect(place?.longitude).toBe(suggestion.longitude);
      }
    }
  });

  it('keeps the old single-prefix check', () => {
    for (const suggestion of searchPlaces('Spring', 5)) {
      const place = resolvePlace(suggestion.name);
      expect(place?.latitude).toBe(suggestion.latitude);
      expect(place?.longitude).toBe(suggestion.longitude);
    }
  });
});

describe('French towns from issue 20', () => {
  it('finds Le Cateau-Cambrésis and Saint-Véran, which the GeoNames dump leaves out', () => {
    const cateau = resolvePlace('Le Cateau-Cambrésis, France');
    expect(cateau).toMatchObject({
      name: 'Le Cateau-Cambrésis, Hauts-de-France, France',
      precision: 'city',
      timeZone: 'Europe/Paris',
    });
    expect(cateau?.latitude).toBeCloseTo(50.1, 1);
    const veran = resolvePlace('Saint-Véran, France');
    expect(veran).toMatchObject({
      name: "Saint-Véran, Provence-Alpes-Côte d'Azur, France",
      precision: 'city',
    });
    // Hautes-Alpes, not Saint-Vérand near Lyon or Grenoble.
    expect(veran?.latitude).toBeCloseTo(44.7, 1);
    expect(veran?.longitude).toBeCloseTo(6.87, 1);
  });

  it('reads the town with or without its article, accents and hyphens', () => {
    for (const text of [
      'Le Cateau Cambresis',
      'le cateau-cambrésis, FR',
      'Cateau-Cambrésis, France',
      'Le Cateau, France',
    ])
      expect(resolvePlace(text)?.name, text).toBe('Le Cateau-Cambrésis, Hauts-de-France, France');
    expect(resolvePlace('Saint Veran, Hautes-Alpes, France')?.city).toBe('Saint-Véran');
    expect(resolvePlace('Mans, France')?.name).toBe('Le Mans, Pays de la Loire, France');
  });

  it('ignores a department that is a region of another country once the country is typed', () => {
    // "Nord" is also a region of Haiti and of Burkina Faso.
    expect(resolvePlace('Busigny, Nord, France')?.name).toBe('Busigny, Hauts-de-France, France');
    expect(resolvePlace('Qwxyzzy, Nord, France')).toMatchObject({
      name: 'France',
      precision: 'country',
    });
  });

  it('suggests the exact town first, then names it only starts', () => {
    const names = searchPlaces('Saint-Véran', 3).map((suggestion) => suggestion.name);
    expect(names[0]).toBe("Saint-Véran, Provence-Alpes-Côte d'Azur, France");
    expect(names).toContain('Saint-Vérand, Auvergne-Rhône-Alpes, France');
    expect(searchPlaces('Mans, France', 3)[0]?.name).toBe('Le Mans, Pays de la Loire, France');
    expect(searchPlaces('Cateau', 3)[0]?.name).toBe('Le Cateau-Cambrésis, Hauts-de-France, France');
  });

  it('narrows suggestions by the typed country, skipping parts it does not know', () => {
    const expected = 'Busigny, Hauts-de-France, France';
    expect(searchPlaces('Busigny, Nord, France', 3)[0]?.name).toBe(expected);
    expect(searchPlaces('Busigny, Frankreich', 3)[0]?.name).toBe(expected);
    expect(searchPlaces('Busigny France', 3)[0]?.name).toBe(expected);
    expect(searchPlaces('Saint Veran, Hautes-Alpes, France', 3)[0]?.name).toBe(
      "Saint-Véran, Provence-Alpes-Côte d'Azur, France",
    );
    // A half-typed country still narrows: no Solesmes outside France.
    expect(searchPlaces('Solesmes, Fra', 5).every((s) => s.name.endsWith('France'))).toBe(true);
  });
});
