/**
 * The Human Design bodygraph of one birth: 13 activations at birth (personality) and at the
 * design moment, what they define, and honest flags for what a small error in the birth time
 * could change. Pure: birth instant in, chart out (decision 195 for the conventions).
 */
import type { AstroTime } from 'astronomy-engine';
import {
  activationBodies,
  activationLongitudes,
  astroTimeOf,
  designMoment,
  signedArc,
  type ActivationBody,
} from './activations';
import { readBodygraph, type Bodygraph } from './bodygraph';
import { birthDayVariation, type BirthDaySpan, type BirthDayVariation } from './birth-day';
import { distanceToBoundary, gateLineAt, type GateLine } from './gate-wheel';
import { incarnationCross, type IncarnationCross } from './incarnation-crosses';
import { humanDesignNotes, nearBoundaryArcminutes, type HumanDesignNote } from './notes';

const speedProbeMinutes = 10;
const maximumBirthTimeShiftMinutes = 120;

export interface Activation extends GateLine {
  /** Apparent tropical longitude, degrees. */
  longitude: number;
}
export type ActivationSet = Record<ActivationBody, Activation>;
export type Side = 'personality' | 'design';

export interface NearBoundary {
  side: Side;
  body: ActivationBody;
  /** "13.2". */
  activation: string;
  boundary: 'line' | 'gate';
  arcminutes: number;
  /** Roughly how much later (+) or earlier (−) a birth would carry it across, in minutes. */
  birthTimeShiftMinutes: number;
}

export interface HumanDesignCore extends Bodygraph {
  /** Personality Sun line / design Sun line: "5/1". */
  profile: string;
  incarnationCross: IncarnationCross;
  designUtc: string;
  personality: ActivationSet;
  design: ActivationSet;
}

export interface HumanDesignChart extends HumanDesignCore {
  timeKnown: boolean;
  /** Activations within a few arcminutes of a line or gate boundary (birth time known only). */
  nearBoundaries: NearBoundary[];
  /** Birth time unknown: what stays the same and what changes across the birth date. */
  birthDay: BirthDayVariation | null;
  notes: HumanDesignNote[];
}

export interface HumanDesignInput {
  /** The birth instant; with an unknown time, the stand-in the natal chart uses (local noon). */
  utc: string | Date;
  /** Birth time unknown: the UTC span of the birth date at the birthplace. */
  unknownTimeSpan?: BirthDaySpan | null;
}

function activationSet(time: AstroTime): ActivationSet {
  const longitudes = activationLongitudes(time);
  return Object.fromEntries(
    activationBodies.map((body) => [
      body,
      { ...gateLineAt(longitudes[body]), longitude: longitudes[body] },
    ]),
  ) as ActivationSet;
}

/** The chart of one exact instant, without the flags. */
export function humanDesignAt(utc: string | Date): HumanDesignCore {
  const birth = astroTimeOf(utc);
  const personality = activationSet(birth);
  const designTime = designMoment(birth, personality.sun.longitude);
  const design = activationSet(designTime);
  const gates = [personality, design].flatMap((side) =>
    activationBodies.map((body) => side[body].gate),
  );
  return {
    ...readBodygraph(gates),
    profile: `${personality.sun.line}/${design.sun.line}`,
    incarnationCross: incarnationCross({ personality, design }),
    designUtc: designTime.date.toISOString(),
    personality,
    design,
  };
}

/**
 * Activations within a few arcminutes of a boundary that a birth time off by up to two hours
 * would carry across (Pluto 0.1′ from a line is not news; the Moon 2′ from one is).
 */
function nearBoundaries(core: HumanDesignCore, utc: string | Date): NearBoundary[] {
  const candidates = (['personality', 'design'] as const).flatMap((side) =>
    activationBodies.flatMap((body) => {
      const distance = distanceToBoundary(core[side][body].longitude);
      return distance.degrees * 60 < nearBoundaryArcminutes ? [{ side, body, distance }] : [];
    }),
  );
  if (candidates.length === 0) return [];
  const later = humanDesignAt(new Date(new Date(utc).getTime() + speedProbeMinutes * 60_000));
  return candidates.flatMap(({ side, body, distance }): NearBoundary[] => {
    const activation = core[side][body];
    const degreesPerMinute =
      signedArc(later[side][body].longitude, activation.longitude) / speedProbeMinutes;
    const minutes = Math.abs(distance.degrees / degreesPerMinute);
    if (!(minutes <= maximumBirthTimeShiftMinutes)) return [];
    const crossesLater = Math.sign(degreesPerMinute) === distance.direction;
    return [
      {
        side,
        body,
        activation: `${activation.gate}.${activation.line}`,
        boundary: distance.isGateBoundary ? 'gate' : 'line',
        arcminutes: Math.round(distance.degrees * 60 * 100) / 100,
        birthTimeShiftMinutes: Math.max(1, Math.round(minutes)) * (crossesLater ? 1 : -1),
      },
    ];
  });
}

export function computeHumanDesign(input: HumanDesignInput): HumanDesignChart {
  const core = humanDesignAt(input.utc);
  const span = input.unknownTimeSpan ?? null;
  const birthDay = span ? birthDayVariation(span, humanDesignAt) : null;
  const flags = span ? [] : nearBoundaries(core, input.utc);
  return {
    ...core,
    timeKnown: span === null,
    nearBoundaries: flags,
    birthDay,
    notes: humanDesignNotes(flags, birthDay),
  };
}
