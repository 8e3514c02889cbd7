/**
 * The 52 cards of The Compass Package's affirmation deck: the chart's most telling placements,
 * one text each and never the same text twice, spread over the year (decision 243).
 */
import type { NatalChart } from '../chart/natal-chart';
import { affirmationCandidates, type Candidate } from './affirmation-candidates';
import type { AffirmationCard } from './affirmation-types';

export const deckSize = 52;
/** Four seasons of thirteen weeks. */
const seasons = 4;
const weeksPerSeason = deckSize / seasons;

/**
 * Deals the ranked cards round the four seasons, so each quarter of the year opens with one of
 * the four strongest placements and holds an even share of the rest.
 */
function weekOf(rank: number): number {
  return (rank % seasons) * weeksPerSeason + Math.floor(rank / seasons) + 1;
}

export function selectAffirmations(chart: NatalChart): AffirmationCard[] {
  const ranked = affirmationCandidates(chart).sort((a, b) => b.weight - a.weight);
  const texts = new Set<string>();
  const chosen: Candidate[] = [];
  for (const candidate of ranked) {
    if (chosen.length === deckSize) break;
    if (texts.has(candidate.text)) continue;
    texts.add(candidate.text);
    chosen.push(candidate);
  }
  if (chosen.length < deckSize)
    throw new Error(`This chart gives ${chosen.length} affirmations, not ${deckSize}.`);
  return chosen
    .map(({ text, placement, factor }, rank) => ({ week: weekOf(rank), text, placement, factor }))
    .sort((a, b) => a.week - b.week);
}
