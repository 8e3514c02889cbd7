import { useQuery } from '@tanstack/react-query';
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

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Suggestions for what the visitor typed; quiet on failure (the field stays free text). */
export function usePlaceSuggestions(text: string): PlaceSuggestion[] {
  const query = useDebounced(text.trim(), 150);
  const { data } = useQuery({
    queryKey: ['/api/places', query],
    queryFn: () => searchPlaces(query),
    enabled: query.length >= 2,
    staleTime: 5 * 60 * 1000,
  });
  return query.length >= 2 ? (data ?? []) : [];
}
