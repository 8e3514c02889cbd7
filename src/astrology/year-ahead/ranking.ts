/**
 * Weights (0-100) that order a year's events for a journal, from decision 205: slow planets
 * to the Sun, Moon, Ascendant or Midheaven first, then eclipses, then new and full moons by
 * natal house, then Jupiter, then the inner planets.
 */
import type { AspectName, ChartBody, ChartPoint } from '../chart/chart-types';

const slowPlanetRank: Partial<Record<ChartBody, number>> = {
  saturn: 1,
  uranus: 2,
  neptune: 3,
  pluto: 4,
};
const innerPlanetRank: Partial<Record<ChartBody, number>> = {
  mercury: 1,
  venus: 1,
  sun: 2,
  mars: 3,
};
const aspectBonus: Record<AspectName, number> = {
  conjunction: 6,
  opposition: 5,
  square: 5,
  trine: 3,
  sextile: 1,
};
const keyPoints = new Set<ChartPoint>(['sun', 'moon', 'ascendant', 'midheaven']);

/** Angular houses (1, 4, 7, 10) weigh most, then succedent, then cadent; no houses: middle. */
function houseBonus(house: number | null): number {
  if (house === null) return 2;
  if (house % 3 === 1) return 6;
  return house % 3 === 2 ? 3 : 0;
}

export function transitWeight(body: ChartBody, aspect: AspectName, natal: ChartPoint): number {
  const bonus = aspectBonus[aspect];
  const isKeyPoint = keyPoints.has(natal);
  const slow = slowPlanetRank[body];
  if (slow !== undefined) return (isKeyPoint ? 80 : 50) + 2 * slow + bonus;
  if (body === 'jupiter') return (isKeyPoint ? 40 : 34) + bonus;
  return (isKeyPoint ? 20 : 10) + (innerPlanetRank[body] ?? 0) + bonus;
}

export function eclipseWeight(body: 'sun' | 'moon', house: number | null): number {
  return 70 + (body === 'sun' ? 2 : 0) + houseBonus(house);
}

export function lunationWeight(phase: 'new' | 'full', house: number | null): number {
  return 60 + (phase === 'new' ? 1 : 0) + houseBonus(house);
}

export function ingressWeight(body: ChartBody): number {
  if (slowPlanetRank[body] !== undefined) return 58;
  if (body === 'jupiter') return 38;
  return body === 'sun' ? 22 : 18;
}

export function stationWeight(body: ChartBody): number {
  if (slowPlanetRank[body] !== undefined) return 46;
  if (body === 'jupiter') return 36;
  return body === 'mercury' ? 32 : 30;
}
