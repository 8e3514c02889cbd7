/**
 * Events of the sky alone (no natal chart): new and full moons, eclipses, the planets'
 * sign ingresses and stations. The Moon's own ingresses are left out (about 160 a year).
 */
import {
  MakeTime,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SearchMoonPhase,
} from 'astronomy-engine';
import type { ChartBody } from '../chart/chart-types';
import { zodiacSigns, zodiacPosition, type ZodiacPosition } from '../chart/zodiac';
import { moonLongitude, sunLongitude } from '../ephemeris/bodies';
import { longitudeChange } from '../ephemeris/motion';
import { crossingPieces, refineCrossing, type BodyTrack, type TrackPoint } from './body-track';

export interface SkyMoment {
  ut: number;
}

export interface Lunation extends SkyMoment {
  phase: 'new' | 'full';
  position: ZodiacPosition;
}

export interface Eclipse extends SkyMoment {
  body: 'sun' | 'moon';
  type: 'penumbral' | 'partial' | 'annular' | 'total' | 'hybrid';
  position: ZodiacPosition;
}

export interface Ingress extends SkyMoment {
  body: ChartBody;
  signIndex: number;
  retrograde: boolean;
}

export function lunationsBetween(fromUt: number, toUt: number): Lunation[] {
  const lunations: Lunation[] = [];
  for (const [phase, angle] of [
    ['new', 0],
    ['full', 180],
  ] as const) {
    let time = MakeTime(fromUt);
    for (;;) {
      const found = SearchMoonPhase(angle, time, 40);
      if (!found || found.ut >= toUt) break;
      lunations.push({ ut: found.ut, phase, position: zodiacPosition(moonLongitude(found)) });
      time = found.AddDays(20);
    }
  }
  return lunations.sort((first, second) => first.ut - second.ut);
}

export function eclipsesBetween(fromUt: number, toUt: number): Eclipse[] {
  const eclipses: Eclipse[] = [];
  for (
    let lunar = SearchLunarEclipse(MakeTime(fromUt));
    lunar.peak.ut < toUt;
    lunar = NextLunarEclipse(lunar.peak)
  ) {
    eclipses.push({
      ut: lunar.peak.ut,
      body: 'moon',
      type: lunar.kind as Eclipse['type'],
      position: zodiacPosition(moonLongitude(lunar.peak)),
    });
  }
  for (
    let solar = SearchGlobalSolarEclipse(MakeTime(fromUt));
    solar.peak.ut < toUt;
    solar = NextGlobalSolarEclipse(solar.peak)
  ) {
    eclipses.push({
      ut: solar.peak.ut,
      body: 'sun',
      type: solar.kind as Eclipse['type'],
      position: zodiacPosition(sunLongitude(solar.peak)),
    });
  }
  return eclipses.sort((first, second) => first.ut - second.ut);
}

/** Crossings of the twelve sign boundaries, each refined to its moment. */
export function ingressesOf(track: BodyTrack, fromUt: number, toUt: number): Ingress[] {
  const ingresses: Ingress[] = [];
  zodiacSigns.forEach((_, signIndex) => {
    const boundary = signIndex * 30;
    for (const piece of crossingPieces(track.points, boundary)) {
      const start = track.points[piece] as TrackPoint;
      const end = track.points[piece + 1] as TrackPoint;
      const ut = refineCrossing(track.body, boundary, start, end);
      if (ut < fromUt || ut >= toUt) continue;
      const retrograde = longitudeChange(start.longitude, end.longitude) < 0;
      ingresses.push({
        ut,
        body: track.body,
        signIndex: retrograde ? (signIndex + 11) % 12 : signIndex,
        retrograde,
      });
    }
  });
  return ingresses;
}
