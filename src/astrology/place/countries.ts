/**
 * Country names for display ("United States") and every spelling we accept for a
 * country in a birthplace: ISO alpha-2/alpha-3 codes, English names and aliases
 * ("USA", "U.S.", "UK", "Great Britain"...).
 */
import { createRequire } from 'node:module';
import { foldText } from './fold-text';
import { formerCountries } from './former-names';

interface CountryNamesFile {
  countries: Record<string, string | string[]>;
}

interface CountryCodesModule {
  alpha2ToAlpha3(code: string): string | undefined;
}

// Common names the package does not list but customers type.
const extraAliases: Record<string, string[]> = {
  GB: ['britain', 'u k', 'united kingdom of great britain'],
  NL: ['holland', 'the netherlands'],
  US: ['america', 'united states of america', 'u s a'],
  KR: ['korea', 'south korea'],
  CZ: ['czech republic'],
  MM: ['burma'],
  CI: ['ivory coast'],
  RU: ['russia'],
  VA: ['vatican'],
  AG: ['antigua'],
  BA: ['bosnia'],
  TT: ['trinidad'],
  KN: ['st kitts'],
  VC: ['st vincent'],
  CD: ['drc', 'congo kinshasa'],
  CG: ['congo brazzaville'],
  KP: ['north korea'],
};

export interface CountryDirectory {
  displayName(code: string): string;
  /** Country codes a folded text may stand for ("ussr" stands for fifteen). */
  codesFor(foldedText: string): readonly string[];
  /** How a note names the country a folded text stands for ("the Soviet Union"). */
  nameFor(foldedText: string): string | null;
  /** True when some spelling of a country starts with this folded text (a name being typed). */
  hasSpellingStartingWith(prefix: string): boolean;
}

export function loadCountryDirectory(): CountryDirectory {
  const require = createRequire(import.meta.url);
  const names = (require('i18n-iso-countries/langs/en.json') as CountryNamesFile).countries;
  const codes = require('i18n-iso-countries') as CountryCodesModule;
  const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const byAlias = new Map<string, string[]>();
  const addAlias = (alias: string, code: string) => {
    const folded = foldText(alias);
    if (!folded) return;
    const list = byAlias.get(folded) ?? [];
    if (!list.includes(code)) list.push(code);
    byAlias.set(folded, list);
  };
  for (const [code, nameOrNames] of Object.entries(names)) {
    for (const name of Array.isArray(nameOrNames) ? nameOrNames : [nameOrNames])
      addAlias(name, code);
    addAlias(code, code);
    const alpha3 = codes.alpha2ToAlpha3(code);
    if (alpha3) addAlias(alpha3, code);
    addAlias(displayNames.of(code) ?? code, code);
  }
  for (const [code, aliases] of Object.entries(extraAliases))
    for (const alias of aliases) addAlias(alias, code);
  const displayName = (code: string) => displayNames.of(code) ?? code;
  return {
    displayName,
    codesFor: (folded) => byAlias.get(folded) ?? formerCountries[folded]?.codes ?? [],
    nameFor: (folded) => {
      const [code, ...others] = byAlias.get(folded) ?? [];
      if (code && others.length === 0) return displayName(code);
      return formerCountries[folded]?.name ?? null;
    },
    hasSpellingStartingWith: (prefix) => {
      for (const spelling of byAlias.keys()) if (spelling.startsWith(prefix)) return true;
      for (const spelling of Object.keys(formerCountries))
        if (spelling.startsWith(prefix)) return true;
      return false;
    },
  };
}
