/**
 * Names on birth certificates from 1926-2000 that today's maps no longer use. GeoNames
 * lists many former names as alternate names, but ranks them like any alias; these are
 * the ones customers write, trusted as much as a city's main name. All keys are folded.
 */

/** Former (or English) city name -> GeoNames' folded main name of the city today. */
export const formerCityNames: Record<string, string> = {
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  bangalore: 'bengaluru',
  poona: 'pune',
  benares: 'varanasi',
  dacca: 'dhaka',
  rangoon: 'yangon',
  peking: 'beijing',
  canton: 'guangzhou',
  saigon: 'ho chi minh city',
  stalingrad: 'volgograd',
  leningrad: 'st petersburg',
  petrograd: 'st petersburg',
  sverdlovsk: 'yekaterinburg',
  gorky: 'nizhniy novgorod',
  gorki: 'nizhniy novgorod',
  kuibyshev: 'samara',
  kuybyshev: 'samara',
  frunze: 'bishkek',
  'alma ata': 'almaty',
  tiflis: 'tbilisi',
  kiev: 'kyiv',
  kharkov: 'kharkiv',
  odessa: 'odesa',
  lvov: 'lviv',
  lemberg: 'lviv',
  konigsberg: 'kaliningrad',
  koenigsberg: 'kaliningrad',
  danzig: 'gdansk',
  breslau: 'wroclaw',
  stettin: 'szczecin',
  pressburg: 'bratislava',
  'karl marx stadt': 'chemnitz',
  constantinople: 'istanbul',
  smyrna: 'izmir',
  leopoldville: 'kinshasa',
  stanleyville: 'kisangani',
  elisabethville: 'lubumbashi',
  'lourenco marques': 'maputo',
  'ft lamy': 'ndjamena',
  'ciudad de mexico': 'mexico city',
  nyc: 'new york city',
  // English names GeoNames files under the local one.
  cologne: 'koln',
  geneva: 'geneve',
};

export interface FormerCountry {
  /** "the Soviet Union": how the notes name it. */
  name: string;
  /** Today's countries on its territory (ISO alpha-2). */
  codes: readonly string[];
}

const sovietUnion: FormerCountry = {
  name: 'the Soviet Union',
  codes: ['RU', 'UA', 'BY', 'KZ', 'UZ', 'GE', 'AZ', 'AM', 'MD', 'LT', 'LV', 'EE', 'KG', 'TJ', 'TM'],
};
const yugoslavia: FormerCountry = {
  name: 'Yugoslavia',
  codes: ['RS', 'HR', 'SI', 'BA', 'MK', 'ME', 'XK'],
};
const germany = (name: string): FormerCountry => ({ name, codes: ['DE'] });
const one = (name: string, code: string): FormerCountry => ({ name, codes: [code] });

/** Folded former country name -> today's countries. */
export const formerCountries: Record<string, FormerCountry> = {
  ussr: sovietUnion,
  'soviet union': sovietUnion,
  cccp: sovietUnion,
  sssr: sovietUnion,
  yugoslavia,
  jugoslavia: yugoslavia,
  czechoslovakia: { name: 'Czechoslovakia', codes: ['CZ', 'SK'] },
  'serbia and montenegro': { name: 'Serbia and Montenegro', codes: ['RS', 'ME', 'XK'] },
  'west germany': germany('West Germany'),
  'east germany': germany('East Germany'),
  frg: germany('West Germany'),
  brd: germany('West Germany'),
  gdr: germany('East Germany'),
  ddr: germany('East Germany'),
  'german democratic republic': germany('East Germany'),
  'federal republic of germany': germany('West Germany'),
  rhodesia: one('Rhodesia', 'ZW'),
  'southern rhodesia': one('Southern Rhodesia', 'ZW'),
  'northern rhodesia': one('Northern Rhodesia', 'ZM'),
  nyasaland: one('Nyasaland', 'MW'),
  ceylon: one('Ceylon', 'LK'),
  burma: one('Burma', 'MM'),
  zaire: one('Zaire', 'CD'),
  'belgian congo': one('the Belgian Congo', 'CD'),
  persia: one('Persia', 'IR'),
  siam: one('Siam', 'TH'),
  dahomey: one('Dahomey', 'BJ'),
  'upper volta': one('Upper Volta', 'BF'),
  kampuchea: one('Kampuchea', 'KH'),
  'khmer republic': one('the Khmer Republic', 'KH'),
  'east pakistan': one('East Pakistan', 'BD'),
  'west pakistan': one('West Pakistan', 'PK'),
  'gold coast': one('the Gold Coast', 'GH'),
  tanganyika: one('Tanganyika', 'TZ'),
  zanzibar: one('Zanzibar', 'TZ'),
  'british honduras': one('British Honduras', 'BZ'),
  'british guiana': one('British Guiana', 'GY'),
  'dutch guiana': one('Dutch Guiana', 'SR'),
  bechuanaland: one('Bechuanaland', 'BW'),
  basutoland: one('Basutoland', 'LS'),
  swaziland: one('Swaziland', 'SZ'),
  'south west africa': one('South West Africa', 'NA'),
  abyssinia: one('Abyssinia', 'ET'),
  formosa: one('Formosa', 'TW'),
  malaya: one('Malaya', 'MY'),
  'spanish sahara': one('the Spanish Sahara', 'EH'),
  'french sudan': one('French Sudan', 'ML'),
  'ubangi shari': one('Ubangi-Shari', 'CF'),
  'trucial states': one('the Trucial States', 'AE'),
  'south yemen': one('South Yemen', 'YE'),
  'north yemen': one('North Yemen', 'YE'),
  'south vietnam': one('South Vietnam', 'VN'),
  'north vietnam': one('North Vietnam', 'VN'),
  'east timor': one('East Timor', 'TL'),
  'portuguese timor': one('Portuguese Timor', 'TL'),
  'netherlands antilles': { name: 'the Netherlands Antilles', codes: ['CW', 'SX', 'BQ'] },
  'united arab republic': one('the United Arab Republic', 'EG'),
};
