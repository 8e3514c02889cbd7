/**
 * Towns the GeoNames cities500 dump leaves out although customers are born there. Some
 * communes are filed in GeoNames only as administrative areas, never as a populated place
 * (Le Cateau-Cambrésis, ~7,000 people); others fall under the dump's 500-people line
 * (Saint-Véran, ~250). Without a row here they resolve to their country's clock and centre,
 * with no Rising sign. Each row is checked by hand: town-hall coordinates, GeoNames region
 * code (admin1), latest census population and the IANA zone of the place.
 */
export interface MissingPlace {
  name: string;
  countryCode: string;
  /** GeoNames admin1 code, as in the dump ("32" is Hauts-de-France). */
  regionCode: string;
  latitude: number;
  longitude: number;
  population: number;
  timeZone: string;
}

export const missingPlaces: readonly MissingPlace[] = [
  {
    name: 'Le Cateau-Cambrésis',
    countryCode: 'FR',
    regionCode: '32',
    latitude: 50.1039,
    longitude: 3.5417,
    population: 6_800,
    timeZone: 'Europe/Paris',
  },
  {
    name: 'Saint-Véran',
    countryCode: 'FR',
    regionCode: '93',
    latitude: 44.7017,
    longitude: 6.8686,
    population: 250,
    timeZone: 'Europe/Paris',
  },
];
