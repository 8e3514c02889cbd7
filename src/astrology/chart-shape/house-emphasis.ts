/**
 * Where the ten bodies fall among the houses: the four hemispheres, the four quadrants and
 * the most-tenanted houses. Eastern = houses 10-3 (around the Ascendant, the self-started
 * side), western = 4-9 (around the Descendant, others); above the horizon = 7-12, below = 1-6.
 * Quadrants are counted from the Ascendant: I = 1-3, II = 4-6, III = 7-9, IV = 10-12.
 */
import { chartBodies, type ChartBody } from '../chart/chart-types';

export type Hemisphere = 'eastern' | 'western' | 'above' | 'below';

export interface HouseEmphasis {
  hemispheres: Record<Hemisphere, ChartBody[]>;
  /** Bodies in quadrants I-IV, index 0 = I. */
  quadrants: [ChartBody[], ChartBody[], ChartBody[], ChartBody[]];
  /** Bodies in each house, index 0 = the 1st. */
  byHouse: ChartBody[][];
  /** The houses holding the most bodies (at least two), in house order. */
  busiestHouses: number[];
  /** The hemisphere of each pair that holds seven or more of the ten, when one does. */
  strongSides: Hemisphere[];
}

/** Seven of ten is the smallest lean most astrologers call an emphasis. */
const strongSideCount = 7;

export function houseEmphasis(houseOf: Readonly<Record<ChartBody, number>>): HouseEmphasis {
  const byHouse: ChartBody[][] = Array.from({ length: 12 }, () => []);
  for (const body of chartBodies) byHouse[houseOf[body] - 1]?.push(body);
  const inHouses = (houses: number[]) => houses.flatMap((house) => byHouse[house - 1] ?? []);
  const hemispheres: Record<Hemisphere, ChartBody[]> = {
    eastern: inHouses([10, 11, 12, 1, 2, 3]),
    western: inHouses([4, 5, 6, 7, 8, 9]),
    above: inHouses([7, 8, 9, 10, 11, 12]),
    below: inHouses([1, 2, 3, 4, 5, 6]),
  };
  const most = Math.max(...byHouse.map((bodies) => bodies.length));
  return {
    hemispheres,
    quadrants: [
      inHouses([1, 2, 3]),
      inHouses([4, 5, 6]),
      inHouses([7, 8, 9]),
      inHouses([10, 11, 12]),
    ],
    byHouse,
    busiestHouses:
      most < 2
        ? []
        : byHouse.flatMap((bodies, index) => (bodies.length === most ? [index + 1] : [])),
    strongSides: (['eastern', 'western', 'above', 'below'] as const).filter(
      (side) => hemispheres[side].length >= strongSideCount,
    ),
  };
}
