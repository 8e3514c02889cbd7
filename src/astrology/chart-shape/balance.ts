/**
 * Element and modality balance: every placement counted, and a weighted score in which the
 * points a reading leans on most count more (decision 240): Sun, Moon and Ascendant 3, Mercury,
 * Venus and Mars 2, Jupiter and Saturn 1, and the generational Uranus, Neptune and Pluto 0
 * (counted, but shared by everyone born within years of you).
 */
import { chartBodies, type ChartBody } from '../chart/chart-types';
import { zodiacSigns, type ZodiacSign } from '../chart/zodiac';
import { elementOf, elements, modalities, modalityOf, type Element, type Modality } from './signs';

export type ShapePoint = ChartBody | 'ascendant';

export const pointWeights: Readonly<Record<ShapePoint, number>> = {
  sun: 3,
  moon: 3,
  ascendant: 3,
  mercury: 2,
  venus: 2,
  mars: 2,
  jupiter: 1,
  saturn: 1,
  uranus: 0,
  neptune: 0,
  pluto: 0,
};

export interface PlacedPoint {
  point: ShapePoint;
  sign: ZodiacSign;
}

export interface Tally<Key extends string> {
  /** Placements in each, every point counting one. */
  counts: Record<Key, number>;
  /** The weighted score of each (pointWeights). */
  scores: Record<Key, number>;
  /** The points in each, in chart order. */
  points: Record<Key, ShapePoint[]>;
  /** Highest score; more than one when they tie. */
  leading: Key[];
  /** None of the counted points. */
  missing: Key[];
}

function tally<Key extends string>(
  keys: readonly Key[],
  placed: readonly PlacedPoint[],
  keyOf: (sign: ZodiacSign) => Key,
): Tally<Key> {
  const zero = () => Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  const counts = zero();
  const scores = zero();
  const points = Object.fromEntries(keys.map((key) => [key, []])) as unknown as Record<
    Key,
    ShapePoint[]
  >;
  for (const { point, sign } of placed) {
    const key = keyOf(sign);
    counts[key] += 1;
    scores[key] += pointWeights[point];
    points[key].push(point);
  }
  const best = Math.max(...keys.map((key) => scores[key]));
  return {
    counts,
    scores,
    points,
    leading: keys.filter((key) => scores[key] === best),
    missing: keys.filter((key) => counts[key] === 0),
  };
}

export function elementBalance(placed: readonly PlacedPoint[]): Tally<Element> {
  return tally(elements, placed, elementOf);
}

export function modalityBalance(placed: readonly PlacedPoint[]): Tally<Modality> {
  return tally(modalities, placed, modalityOf);
}

export interface SignScore {
  sign: ZodiacSign;
  score: number;
  points: ShapePoint[];
}

/**
 * Dominant signs: each sign scores the weights of the points in it plus 2 when the sign is
 * ruled by the chart's leading planet (its strongest ruler makes a sign louder, decision 240).
 * The three highest, ties broken in zodiac order.
 */
export function dominantSigns(
  placed: readonly PlacedPoint[],
  signsOfLeadingPlanet: readonly ZodiacSign[],
): SignScore[] {
  const scored = zodiacSigns.map((sign): SignScore => {
    const inSign = placed.filter((placement) => placement.sign === sign);
    const weight = inSign.reduce((sum, placement) => sum + pointWeights[placement.point], 0);
    const rulerBonus = signsOfLeadingPlanet.includes(sign) ? 2 : 0;
    return { sign, score: weight + rulerBonus, points: inSign.map(({ point }) => point) };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || zodiacSigns.indexOf(a.sign) - zodiacSigns.indexOf(b.sign))
    .slice(0, 3);
}

export const shapePoints: readonly ShapePoint[] = [...chartBodies, 'ascendant'];
