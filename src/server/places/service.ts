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
