/**
 * The 192 incarnation crosses: a cross is named by the personality Sun's gate and the angle the
 * profile gives (decision 195). Right Angle names are shared by the four gates of one cross,
 * Left Angle names by a gate and its opposite, and each gate has its own Juxtaposition name.
 * Written from the published lists; spellings follow the majority of the sources in decision 195.
 */
import type { GateLine } from './gate-wheel';

export type CrossAngle = 'Right Angle' | 'Juxtaposition' | 'Left Angle';

/** Each Right Angle name with the four personality Sun gates that carry it. */
const rightAngleCrosses: readonly (readonly [string, readonly number[]])[] = [
  ['Consciousness', [63, 64, 35, 5]],
  ['Contagion', [30, 29, 8, 14]],
  ['Eden', [36, 6, 12, 11]],
  ['Explanation', [49, 4, 23, 43]],
  ['Laws', [3, 50, 56, 60]],
  ['Maya', [42, 32, 62, 61]],
  ['Penetration', [51, 57, 53, 54]],
  ['Planning', [37, 40, 16, 9]],
  ['Rulership', [22, 47, 45, 26]],
  ['Service', [17, 18, 52, 58]],
  ['Tension', [21, 48, 39, 38]],
  ['the Four Ways', [24, 44, 33, 19]],
  ['the Sleeping Phoenix', [55, 59, 20, 34]],
  ['the Sphinx', [13, 7, 2, 1]],
  ['the Unexpected', [27, 28, 31, 41]],
  ['the Vessel of Love', [25, 46, 15, 10]],
];

/** Each Left Angle name with the two opposite gates that carry it. */
const leftAngleCrosses: readonly (readonly [string, number, number])[] = [
  ['Alignment', 27, 28],
  ['Confrontation', 45, 26],
  ['Cycles', 53, 54],
  ['Dedication', 23, 43],
  ['Defiance', 2, 1],
  ['Demands', 52, 58],
  ['Distraction', 56, 60],
  ['Dominion', 63, 64],
  ['Duality', 20, 34],
  ['Education', 12, 11],
  ['Endeavor', 21, 48],
  ['Healing', 25, 46],
  ['Identification', 16, 9],
  ['Incarnation', 24, 44],
  ['Individualism', 39, 38],
  ['Industry', 30, 29],
  ['Informing', 22, 47],
  ['Limitation', 42, 32],
  ['Masks', 13, 7],
  ['Migration', 37, 40],
  ['Obscuration', 62, 61],
  ['Prevention', 15, 10],
  ['Refinement', 33, 19],
  ['Revolution', 49, 4],
  ['Separation', 35, 5],
  ['Spirit', 55, 59],
  ['the Alpha', 31, 41],
  ['the Clarion', 51, 57],
  ['the Plane', 36, 6],
  ['Uncertainty', 8, 14],
  ['Upheaval', 17, 18],
  ['Wishes', 3, 50],
];

/** Juxtaposition names by personality Sun gate. */
const juxtapositionCrosses: Readonly<Record<number, string>> = {
  1: 'Self-Expression', 2: 'the Driver', 3: 'Mutation', 4: 'Formulization', 5: 'Habits',
  6: 'Conflict', 7: 'Interaction', 8: 'Contribution', 9: 'Focus', 10: 'Behavior', 11: 'Ideas',
  12: 'Articulation', 13: 'Listening', 14: 'Empowering', 15: 'Extremes', 16: 'Experimentation',
  17: 'Opinions', 18: 'Correction', 19: 'Need', 20: 'the Now', 21: 'Control', 22: 'Grace',
  23: 'Assimilation', 24: 'Rationalization', 25: 'Innocence', 26: 'the Trickster', 27: 'Caring',
  28: 'Risks', 29: 'Commitment', 30: 'Fates', 31: 'Influence', 32: 'Conservation', 33: 'Retreat',
  34: 'Power', 35: 'Experience', 36: 'Crisis', 37: 'Bargains', 38: 'Opposition',
  39: 'Provocation', 40: 'Denial', 41: 'Fantasy', 42: 'Completion', 43: 'Insight',
  44: 'Alertness', 45: 'Possession', 46: 'Serendipity', 47: 'Oppression', 48: 'Depth',
  49: 'Principles', 50: 'Values', 51: 'Shock', 52: 'Stillness', 53: 'Beginnings',
  54: 'Ambition', 55: 'Moods', 56: 'Stimulation', 57: 'Intuition', 58: 'Vitality',
  59: 'Strategy', 60: 'Limitation', 61: 'Thinking', 62: 'Detail', 63: 'Doubts', 64: 'Confusion',
}; // prettier-ignore

const namesByAngle: Record<CrossAngle, ReadonlyMap<number, string>> = {
  'Right Angle': new Map(
    rightAngleCrosses.flatMap(([name, gates]) => gates.map((gate) => [gate, name] as const)),
  ),
  'Left Angle': new Map(
    leftAngleCrosses.flatMap(([name, first, second]) => [
      [first, name] as const,
      [second, name] as const,
    ]),
  ),
  Juxtaposition: new Map(
    Object.entries(juxtapositionCrosses).map(([gate, name]) => [Number(gate), name]),
  ),
};

/** Juxtaposition for 4/1; Left Angle for 5/1, 5/2, 6/2 and 6/3; Right Angle for the other seven. */
export function crossAngle(personalitySunLine: number, designSunLine: number): CrossAngle {
  if (personalitySunLine === 4 && designSunLine === 1) return 'Juxtaposition';
  return personalitySunLine >= 5 ? 'Left Angle' : 'Right Angle';
}

export function crossName(personalitySunGate: number, angle: CrossAngle): string {
  const name = namesByAngle[angle].get(personalitySunGate);
  if (!name) throw new RangeError(`There is no gate ${personalitySunGate}.`);
  return `${angle} Cross of ${name}`;
}

export interface IncarnationCross {
  /** "Left Angle Cross of Confrontation". */
  name: string;
  angle: CrossAngle;
  /** Personality Sun / Earth | Design Sun / Earth: "26/45 | 6/36". */
  gates: string;
}

export function incarnationCross(sides: {
  personality: { sun: GateLine; earth: GateLine };
  design: { sun: GateLine; earth: GateLine };
}): IncarnationCross {
  const { personality, design } = sides;
  const angle = crossAngle(personality.sun.line, design.sun.line);
  return {
    name: crossName(personality.sun.gate, angle),
    angle,
    gates: `${personality.sun.gate}/${personality.earth.gate} | ${design.sun.gate}/${design.earth.gate}`,
  };
}
