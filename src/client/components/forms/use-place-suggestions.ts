import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';

export interface PlaceSuggestion {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export function searchPlaces(query: string): Promise<PlaceSuggestion[]> {
  return apiRequest<PlaceSuggestion[]>('GET', `/api/places?q=${encodeURIComponent(query)}`);
}

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * How long typing pauses before the suggestions are asked for. Short enough that the list for
 * the whole text follows the last key within 200 ms on a slow phone (the answer itself takes
 * 50-70 ms there: `bench:taps`); a phone's typing, 150-300 ms a key, then asks about once a
 * key, which the suggestion route's limit (600 in 10 minutes) and its cache allow.
 */
const SUGGEST_AFTER_MS = 80;

export interface PlaceSuggestions {
  list: PlaceSuggestion[];
  /**
   * The list is still for an earlier text: typing has not paused yet, or the answer for the
   * latest text is on its way. The list stays as it was meanwhile instead of emptying.
   */
  isUpdating: boolean;
}

/**
 * Suggestions for what the visitor typed; quiet on failure (the field stays free text). While
 * the next answer is on its way the last one stays: emptying the list at each pause in the
 * typing made it blink, and took away the very suggestion a visitor was reaching for (a
 * journey's click landed on the field below once).
 */
export function usePlaceSuggestions(text: string): PlaceSuggestions {
  const wanted = text.trim();
  const query = useDebounced(wanted, SUGGEST_AFTER_MS);
  const { data, isPlaceholderData, isFetching } = useQuery({
    queryKey: ['/api/places', query],
    queryFn: () => searchPlaces(query),
    enabled: query.length >= 2,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
  if (wanted.length < 2) return { list: [], isUpdating: false };
  return {
    list: data ?? [],
    isUpdating: query !== wanted || isPlaceholderData || (isFetching && data === undefined),
  };
}

/** The forms' note when typed birthplace text names no town (a requirement, word for word). */
export const PLACE_NOT_FOUND_MESSAGE =
  'We could not find this place: pick a suggestion or add the country';

/**
 * The note when the text names a region or country we know but no town in it: asking to
 * "add the country" would be wrong, since it is there. Without a town the reading uses that
 * area's clock and has no Rising sign or houses.
 */
export function townNotFoundMessage(area: string): string {
  return `We could not find this town in ${area}: check its spelling or pick a suggestion. Without a town we use the clock of ${area} and leave out the Rising sign and houses`;
}

interface PlaceCheck {
  recognised: boolean;
  name: string | null;
  /** The region or country understood when no town was. */
  area: string | null;
}

export function checkPlace(text: string): Promise<PlaceCheck> {
  return apiRequest<PlaceCheck>('GET', `/api/places/check?q=${encodeURIComponent(text)}`);
}

/** How long typing must pause before the birthplace is checked. */
const CHECK_AFTER_MS = 800;

/**
 * Whether the birthplace text should carry the "could not find" note: checked once typing
 * stops or the field is left (`checkNow`), never blocking the form. Quiet on failure.
 */
export function usePlaceCheck(text: string): {
  isUnrecognised: boolean;
  /** The note to show when unrecognised. */
  message: string;
  checkNow: () => void;
} {
  const trimmed = text.trim();
  const paused = useDebounced(trimmed, CHECK_AFTER_MS);
  const [left, setLeft] = useState<string | null>(null);
  // What the field started with (a checkout filled in from this browser's memory) is not
  // checked: nothing stored leaves the browser before the visitor sends the form.
  const [initial] = useState(trimmed);
  // The field was left with this text, or typing paused on it.
  const isSettled = left === trimmed || paused === trimmed;
  const checked = isSettled && trimmed !== initial ? trimmed : '';
  const { data } = useQuery({
    queryKey: ['/api/places/check', checked],
    queryFn: () => checkPlace(checked),
    enabled: checked.length >= 2,
    staleTime: 5 * 60 * 1000,
  });
  return {
    isUnrecognised: checked.length >= 2 && data?.recognised === false,
    message: data?.area ? townNotFoundMessage(data.area) : PLACE_NOT_FOUND_MESSAGE,
    checkNow: () => setLeft(trimmed),
  };
}
