/**
 * The shape of a chart at a glance: element and modality balance, dominant planets and signs,
 * house emphasis and the Jones pattern (decisions 240 and 241). Pure: a natal chart in, the
 * shape out, with notes saying what an unknown birth time leaves out.
 */
import type { NatalChart } from '../chart/natal-chart';
import { chartBodies, type ChartBody } from '../chart/chart-types';
import { distanceToCusp, zodiacSigns, type ZodiacSign } from '../chart/zodiac';
import {
  dominantSigns,
  elementBalance,
  modalityBalance,
  type PlacedPoint,
  type SignScore,
  type Tally,
} from './balance';
import { chartPattern, type ChartPattern, type PatternReading } from './chart-pattern';
import { rankPlanets, type PlanetScore } from './dominant-planets';
import { houseEmphasis, type HouseEmphasis } from './house-emphasis';
import { elementOf, modalityOf, rulerOf, type Element, type Modality } from './signs';

export interface ChartShape {
  elements: Tally<Element>;
  modalities: Tally<Modality>;
  /** Every body scored, highest first; the first three are the dominant planets. */
  planets: PlanetScore[];
  dominantPlanets: ChartBody[];
  dominantSigns: SignScore[];
  /** Null without houses (no birth time, or a birthplace known only by its area). */
  houses: HouseEmphasis | null;
  pattern: PatternReading;
  hasAscendant: boolean;
  /** Birth time unknown and the Moon near a sign boundary: it is left out of the balance. */
  moonSignUncertain: boolean;
  /** Birth time unknown: the patterns the Moon's range over the birth date gives, when not one. */
  patternsAcrossTheDay: ChartPattern[];
  /** What the shape could not weigh, in words a reader can print. */
  notes: string[];
}

function bodyOf(chart: NatalChart, body: ChartBody) {
  if (body === 'sun') return chart.sun;
  if (body === 'moon') return chart.moon;
  return chart.planets[body];
}

export function computeChartShape(chart: NatalChart): ChartShape {
  const timeKnown = !chart.notes.some((note) => note.code === 'time-unknown');
  // The unknown-time chart is drawn for noon: the Moon can be half a day's motion either side.
  const moonHalfDay = Math.abs(chart.moon.speed) / 2;
  const moonSignUncertain = !timeKnown && distanceToCusp(chart.moon.longitude) < moonHalfDay;
  const signs = Object.fromEntries(
    chartBodies.map((body) => [body, bodyOf(chart, body).sign]),
  ) as Record<ChartBody, ZodiacSign>;
  const placed: PlacedPoint[] = chartBodies
    .filter((body) => body !== 'moon' || !moonSignUncertain)
    .map((body) => ({ point: body, sign: signs[body] }));
  if (chart.ascendant) placed.push({ point: 'ascendant', sign: chart.ascendant.sign });

  const houseOf = Object.fromEntries(
    chartBodies.map((body) => [body, bodyOf(chart, body).house]),
  ) as Record<ChartBody, number | null>;
  const hasHouses = chart.houses !== null && chartBodies.every((body) => houseOf[body] !== null);
  const planets = rankPlanets({
    signs,
    houses: hasHouses ? houseOf : null,
    ascendantSign: chart.ascendant?.sign ?? null,
    aspects: chart.aspects,
  });
  const leading = planets[0]?.body ?? 'sun';
  const signsOfLeading = zodiacSigns.filter((sign) => rulerOf[sign] === leading);

  const notes: string[] = [];
  if (!chart.ascendant)
    notes.push(
      'Without an exact birth time and town there is no Rising sign and no houses: the balance is weighed without the Ascendant, the dominant planets without angles or a chart ruler, and there is no house emphasis.',
    );
  if (moonSignUncertain)
    notes.push(
      `Your Moon is ${distanceToCusp(chart.moon.longitude).toFixed(1)}° from a sign boundary and moves about ${moonHalfDay.toFixed(1)}° in half a day, so it could have been in the next sign at another hour: it is left out of the element and modality balance.`,
    );
  const patternAt = (moonShift: number) =>
    chartPattern(
      chartBodies.map((body) => ({
        body,
        longitude: (bodyOf(chart, body).longitude + (body === 'moon' ? moonShift : 0) + 360) % 360,
      })),
    );
  const pattern = patternAt(0);
  const patternsAcrossTheDay = timeKnown
    ? []
    : [...new Set([-moonHalfDay, 0, moonHalfDay].map((shift) => patternAt(shift).pattern))];
  if (patternsAcrossTheDay.length > 1)
    notes.push(
      `The Moon's place over your birth date changes the pattern: drawn for noon it is a ${pattern.pattern}, at other hours a ${patternsAcrossTheDay.filter((name) => name !== pattern.pattern).join(' or a ')}.`,
    );
  const elements = elementBalance(placed);
  const modalities = modalityBalance(placed);
  if (moonSignUncertain) {
    // Not "missing" what the Moon may supply: its noon sign's element and modality.
    elements.missing = elements.missing.filter((element) => element !== elementOf(signs.moon));
    modalities.missing = modalities.missing.filter(
      (modality) => modality !== modalityOf(signs.moon),
    );
  }

  return {
    elements,
    modalities,
    planets,
    dominantPlanets: planets.slice(0, 3).map(({ body }) => body),
    dominantSigns: dominantSigns(placed, signsOfLeading),
    houses: hasHouses ? houseEmphasis(houseOf as Record<ChartBody, number>) : null,
    pattern,
    patternsAcrossTheDay: patternsAcrossTheDay.length > 1 ? patternsAcrossTheDay : [],
    hasAscendant: chart.ascendant !== null,
    moonSignUncertain,
    notes,
  };
}
