/**
 * Which planets speak loudest in a chart, by a points score (decision 240):
 * - angular: in the 1st, 4th, 7th or 10th house, +3; conjunct the Ascendant or Midheaven, +2 more;
 * - rulership: ruler of the Ascendant's sign (the chart ruler) +4, of the Sun's sign +2, of the
 *   Moon's sign +2 (a body can collect several);
 * - aspects: +1 for each major aspect it makes (to bodies and angles);
 * - dignity: in a sign it rules +2, in its exaltation +1.
 * Without a birth time there are no houses or Ascendant: only rulership of the Sun's and Moon's
 * signs, aspects and dignity count.
 */
import { chartBodies, type Aspect, type ChartBody } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';
import { domiciles, exaltations, rulerOf } from './signs';

export type DominanceReason =
  | 'angular house'
  | 'on an angle'
  | 'chart ruler'
  | 'rules the Sun sign'
  | 'rules the Moon sign'
  | 'aspects'
  | 'own sign'
  | 'exalted';

export interface PlanetScore {
  body: ChartBody;
  score: number;
  /** Each reason with the points it gave, in the order above. */
  reasons: { reason: DominanceReason; points: number }[];
}

export interface DominanceInput {
  signs: Record<ChartBody, ZodiacSign>;
  /** House of each body; null when the birth time or place gives no houses. */
  houses: Record<ChartBody, number | null> | null;
  ascendantSign: ZodiacSign | null;
  aspects: readonly Aspect[];
}

const angularHouses = new Set([1, 4, 7, 10]);

function scoreOf(body: ChartBody, input: DominanceInput): PlanetScore {
  const reasons: PlanetScore['reasons'] = [];
  const add = (reason: DominanceReason, points: number) => {
    if (points > 0) reasons.push({ reason, points });
  };
  const house = input.houses?.[body] ?? null;
  add('angular house', house !== null && angularHouses.has(house) ? 3 : 0);
  const onAngle = input.aspects.some(
    (aspect) =>
      aspect.aspect === 'conjunction' &&
      [aspect.first, aspect.second].includes(body) &&
      [aspect.first, aspect.second].some((point) => point === 'ascendant' || point === 'midheaven'),
  );
  add('on an angle', onAngle ? 2 : 0);
  add('chart ruler', input.ascendantSign && rulerOf[input.ascendantSign] === body ? 4 : 0);
  add('rules the Sun sign', rulerOf[input.signs.sun] === body ? 2 : 0);
  add('rules the Moon sign', rulerOf[input.signs.moon] === body ? 2 : 0);
  add(
    'aspects',
    input.aspects.filter((aspect) => aspect.first === body || aspect.second === body).length,
  );
  add('own sign', domiciles[body].includes(input.signs[body]) ? 2 : 0);
  add('exalted', exaltations[body] === input.signs[body] ? 1 : 0);
  return { body, score: reasons.reduce((sum, { points }) => sum + points, 0), reasons };
}

/** Every body scored, highest first; ties keep the chart's order (Sun, Moon, Mercury ...). */
export function rankPlanets(input: DominanceInput): PlanetScore[] {
  return chartBodies
    .map((body) => scoreOf(body, input))
    .sort((a, b) => b.score - a.score || chartBodies.indexOf(a.body) - chartBodies.indexOf(b.body));
}
