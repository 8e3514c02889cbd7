/**
 * IANA zone at a coordinate from geo-tz's *comprehensive* dataset (`geo-tz/all`): its
 * default dataset merges zones alike since 1970, which would give Oslo Berlin's
 * pre-1970 clocks (decision 010).
 */
import { find } from 'geo-tz/all';

export function timeZoneAt(latitude: number, longitude: number): string {
  const [zone] = find(latitude, longitude);
  return zone ?? 'Etc/UTC';
}
