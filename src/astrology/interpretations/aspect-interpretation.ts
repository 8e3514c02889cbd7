/**
 * Builds the text for one aspect from the pair's theme, an opening for the aspect and either the
 * pair's bespoke sentences (personal points) or its note and a closing (slower bodies). The
 * wording rotates with the pair, so the same aspect reads differently across one chart.
 */
import type { AspectName, ChartPoint } from '../chart/chart-types';
import { aspectPairKey, aspectPairKeys } from './aspect-pair-key';
import { personalPairTexts } from './aspect-pairs-personal';
import { slowMovingPairTexts } from './aspect-pairs-slow-moving';
import { aspectClosings, aspectFamilies, aspectOpenings } from './aspect-phrasing';
import { pointNames } from './body-meanings';

/** Same text for (first, second) and (second, first); the Ascendant-Midheaven pair has none. */
export function aspectInterpretation(
  first: ChartPoint,
  second: ChartPoint,
  aspect: AspectName,
): string {
  const key = aspectPairKey(first, second);
  const [earlier, later] = key.split('-') as [ChartPoint, ChartPoint];
  const rotation = aspectPairKeys.indexOf(key);
  const pick = <T>(options: readonly T[], offset: number): T =>
    options[(rotation + offset) % options.length] as T;

  const opening = (theme: string) =>
    pick(
      aspectOpenings[aspect],
      0,
    )({
      first: pointNames[earlier],
      second: pointNames[later],
      theme,
    });

  const personal = personalPairTexts[key];
  if (personal) return `${opening(personal.theme)} ${personal[aspectFamilies[aspect]]}`;
  const slowMoving = slowMovingPairTexts[key];
  if (slowMoving?.isGenerational) return `${opening(slowMoving.theme)} ${slowMoving.note}`;
  if (slowMoving) {
    return `${opening(slowMoving.theme)} ${slowMoving.note} ${pick(aspectClosings[aspect], 1)}`;
  }
  throw new RangeError(`No aspect text joins ${first} and ${second}.`);
}
