import { resolvePlace, searchPlaces } from '../../astrology';

export interface PlaceSuggestion {
  /** "Austin, Texas, United States": typed back into the form, it resolves to this city. */
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

/** Birthplace autocomplete: the engine's best matches, biggest cities first. */
export function suggestPlaces(query: string, limit = 8): PlaceSuggestion[] {
  const suggestions: PlaceSuggestion[] = [];
  for (const match of searchPlaces(query, limit)) {
    // Resolving the display name gives the country's name and the zone the chart will use.
    const place = resolvePlace(match.name);
    if (!place || place.precision !== 'city') continue;
    const { name, country, latitude, longitude, timeZone } = place;
    suggestions.push({ name, country, latitude, longitude, timeZone });
  }
  return suggestions;
}

export interface PlaceCheck {
  /** A town or city was found: the chart can use its coordinates and clock. */
  recognised: boolean;
  /** What the text resolves to ("Austin, Texas, United States"), or null when nothing does. */
  name: string | null;
  /**
   * No town, but the region or country typed was understood ("France" for "Smalltown,
   * France"): the note then asks for the town, not for a country the visitor already gave.
   */
  area: string | null;
}

/**
 * Whether typed birthplace text names a town the charts can use, so the forms can warn the
 * visitor before they send it. Only a region or a country found counts as not recognised:
 * the chart would then fall back to that area's clock and its centre.
 */
export function checkPlace(text: string): PlaceCheck {
  const place = resolvePlace(text);
  const recognised = place?.precision === 'city';
  return { recognised, name: place?.name ?? null, area: place && !recognised ? place.name : null };
}
