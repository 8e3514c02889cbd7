/**
 * Every card a chart could give, each with a weight for how much that placement says about
 * this person (decision 243): the Sun, Moon, Ascendant and chart ruler first, then the
 * personal planets by sign and house and the tightest aspects, the slow planets last.
 */
import { chartBodies, type ChartBody } from '../chart/chart-types';
import type { NatalChart } from '../chart/natal-chart';
import {
  elementOf,
  elements,
  lunarPhaseOf,
  modalities,
  modalityOf,
  traditionalRulers,
  type Element,
  type Modality,
} from '../chart/sign-qualities';
import * as library from '../interpretations/affirmations';
import type { AffirmationFactor } from './affirmation-types';
import { placementLabel } from './placement-label';

export interface Candidate {
  weight: number;
  text: string;
  placement: string;
  factor: AffirmationFactor;
}

/** Sun, Moon, the personal, the social and the generational planets, in falling weight. */
const bodyWeight: Readonly<Record<ChartBody, number>> = {
  sun: 100,
  moon: 99,
  mercury: 86,
  venus: 85,
  mars: 84,
  jupiter: 72,
  saturn: 71,
  uranus: 52,
  neptune: 51,
  pluto: 50,
};
const isPersonal = (body: ChartBody) => bodyWeight[body] >= 84;
const isLuminary = (body: ChartBody) => body === 'sun' || body === 'moon';

/**
 * A placement's further sides come after every other placement, so a deck shows 52 different
 * placements whenever the chart has them (decision 243); among them, the stronger body first.
 */
const facetDiscount = [0, 200, 300];

/** A Sun-Moon or luminary aspect outranks a personal one, which outranks the slow pairs'. */
function aspectBase(first: ChartBody, second: ChartBody): number {
  if (isLuminary(first) || isLuminary(second)) return 88;
  if (isPersonal(first) && isPersonal(second)) return 80;
  if (isPersonal(first) || isPersonal(second)) return 74;
  return bodyWeight[first] >= 71 || bodyWeight[second] >= 71 ? 58 : 45;
}

function candidate(weight: number, text: string, factor: AffirmationFactor): Candidate {
  return { weight, text, factor, placement: placementLabel(factor) };
}

function bodyPosition(chart: NatalChart, body: ChartBody) {
  if (body === 'sun' || body === 'moon') return chart[body];
  return chart.planets[body];
}

/** The element and modality most of the ten bodies share, when one clearly leads. */
function emphases(chart: NatalChart): Candidate[] {
  const signs = chartBodies.map((body) => bodyPosition(chart, body).sign);
  const leader = <T extends string>(
    options: readonly T[],
    of: (sign: (typeof signs)[number]) => T,
  ) => {
    const counts = options.map((option) => signs.filter((sign) => of(sign) === option).length);
    const most = Math.max(...counts);
    const leaders = options.filter((_, index) => counts[index] === most);
    return leaders.length === 1 ? { value: leaders[0] as T, count: most } : null;
  };
  const element = leader<Element>(elements, elementOf);
  const modality = leader<Modality>(modalities, modalityOf);
  return [
    ...(element
      ? [
          candidate(66, library.elementEmphasisAffirmation(element.value), {
            kind: 'element-emphasis',
            element: element.value,
            count: element.count,
          }),
        ]
      : []),
    ...(modality
      ? [
          candidate(65, library.modalityEmphasisAffirmation(modality.value), {
            kind: 'modality-emphasis',
            modality: modality.value,
            count: modality.count,
          }),
        ]
      : []),
  ];
}

function bodyCandidates(chart: NatalChart, body: ChartBody): Candidate[] {
  const position = bodyPosition(chart, body);
  const weight = bodyWeight[body];
  const { sign } = position;
  const cards = library
    .signAffirmations(body, sign)
    .map((text, facet) =>
      candidate(weight - (facetDiscount[facet] ?? 300), text, { kind: 'sign', body, sign, facet }),
    );
  if (position.house !== null)
    cards.push(
      // A slow planet's house is its own; its sign is shared by everyone born in those years.
      candidate(
        weight < 60 ? weight + 12 : weight - 6,
        library.houseAffirmation(body, position.house),
        {
          kind: 'house',
          body,
          house: position.house,
        },
      ),
    );
  if (position.retrograde && body !== 'sun' && body !== 'moon')
    cards.push(
      candidate(isPersonal(body) ? 76 : weight - 10, library.retrogradeAffirmation(body), {
        kind: 'retrograde',
        body,
        sign,
      }),
    );
  const element = elementOf(sign);
  const modality = modalityOf(sign);
  cards.push(
    candidate(weight - 39, library.bodyElementAffirmation(body, element), {
      kind: 'element',
      body,
      sign,
      element,
    }),
    candidate(weight - 44, library.bodyModalityAffirmation(body, modality), {
      kind: 'modality',
      body,
      sign,
      modality,
    }),
  );
  return cards;
}

function angleCandidates(chart: NatalChart): Candidate[] {
  const cards: Candidate[] = [];
  if (chart.ascendant) {
    const ascendantSign = chart.ascendant.sign;
    const ruler = traditionalRulers[ascendantSign];
    cards.push(
      candidate(98, library.angleAffirmation('ascendant', ascendantSign), {
        kind: 'angle',
        angle: 'ascendant',
        sign: ascendantSign,
      }),
      candidate(95, library.chartRulerAffirmation(ruler), {
        kind: 'chart-ruler',
        ruler,
        ascendantSign,
      }),
    );
  }
  if (chart.midheaven)
    cards.push(
      candidate(90, library.angleAffirmation('midheaven', chart.midheaven.sign), {
        kind: 'angle',
        angle: 'midheaven',
        sign: chart.midheaven.sign,
      }),
    );
  return cards;
}

/** Aspects between bodies only: the angles already have their own cards. */
function aspectCandidates(chart: NatalChart): Candidate[] {
  return chart.aspects.flatMap((aspect) => {
    const { first, second } = aspect;
    if (first === 'ascendant' || first === 'midheaven') return [];
    if (second === 'ascendant' || second === 'midheaven') return [];
    return [
      candidate(
        aspectBase(first, second) - aspect.orb * 2.5,
        library.aspectAffirmation(first, second, aspect.aspect),
        { kind: 'aspect', first, second, aspect: aspect.aspect, orb: aspect.orb },
      ),
    ];
  });
}

export function affirmationCandidates(chart: NatalChart): Candidate[] {
  const phase = lunarPhaseOf(chart.sun.longitude, chart.moon.longitude);
  return [
    ...chartBodies.flatMap((body) => bodyCandidates(chart, body)),
    ...angleCandidates(chart),
    ...aspectCandidates(chart),
    candidate(78, library.lunarPhaseAffirmation(phase), { kind: 'lunar-phase', phase }),
    ...emphases(chart),
  ];
}
