/**
 * The bodygraph's fixed geometry (nine centres, 36 channels) and the rules that read a set of
 * activated gates: defined channels and centres, definition, type, strategy, inner authority.
 * Names and rule order are decision 195's; the truth tables in bodygraph.test.ts pin them.
 */
import { bodygraphCentres, type BodygraphCentre } from '../../common/charts/bodygraph-layout';

/** The nine centres, named and ordered once for the engine and the drawings alike. */
export const centres = bodygraphCentres;
export type Centre = BodygraphCentre;

const gatesOfCentre: Record<Centre, readonly number[]> = {
  Head: [64, 61, 63],
  Ajna: [47, 24, 4, 17, 43, 11],
  Throat: [62, 23, 56, 35, 12, 45, 33, 8, 31, 20, 16],
  G: [1, 13, 25, 46, 2, 15, 10, 7],
  Heart: [21, 40, 26, 51],
  Spleen: [48, 57, 44, 50, 32, 28, 18],
  'Solar Plexus': [36, 22, 37, 6, 49, 55, 30],
  Sacral: [5, 14, 29, 59, 9, 3, 42, 27, 34],
  Root: [53, 60, 52, 19, 39, 41, 58, 38, 54],
};

export const centreOfGate: ReadonlyMap<number, Centre> = new Map(
  centres.flatMap((centre) => gatesOfCentre[centre].map((gate) => [gate, centre] as const)),
);

/** The 36 channels, lower gate first, as charts write them ("4-63"). */
export const channels = [
  [1, 8], [2, 14], [3, 60], [4, 63], [5, 15], [6, 59], [7, 31], [9, 52], [10, 20], [10, 34],
  [10, 57], [11, 56], [12, 22], [13, 33], [16, 48], [17, 62], [18, 58], [19, 49], [20, 34],
  [20, 57], [21, 45], [23, 43], [24, 61], [25, 51], [26, 44], [27, 50], [28, 38], [29, 46],
  [30, 41], [32, 54], [34, 57], [35, 36], [37, 40], [39, 55], [42, 53], [47, 64],
] as const satisfies readonly (readonly [number, number])[]; // prettier-ignore

export type HumanDesignType =
  'Manifestor' | 'Generator' | 'Manifesting Generator' | 'Projector' | 'Reflector';

export type Strategy =
  'To inform' | 'To respond' | 'To wait for the invitation' | 'To wait a lunar cycle';

export type Authority =
  | 'Emotional'
  | 'Sacral'
  | 'Splenic'
  | 'Ego Manifested'
  | 'Ego Projected'
  | 'Self-Projected'
  | 'Mental'
  | 'Lunar';

export type Definition = 'None' | 'Single' | 'Split' | 'Triple Split' | 'Quadruple Split';

export interface Bodygraph {
  /** "4-63" style, in the order of the channel list. */
  channels: string[];
  definedCentres: Centre[];
  definition: Definition;
  type: HumanDesignType;
  strategy: Strategy;
  authority: Authority;
}

const motors: readonly Centre[] = ['Sacral', 'Solar Plexus', 'Heart', 'Root'];

/** Defined centres grouped into connected areas (defined channels are the edges). */
function connectedAreas(definedChannels: readonly (readonly [number, number])[]): Centre[][] {
  const neighbours = new Map<Centre, Set<Centre>>();
  for (const [first, second] of definedChannels) {
    const a = centreOfGate.get(first);
    const b = centreOfGate.get(second);
    if (!a || !b) continue;
    neighbours.set(a, (neighbours.get(a) ?? new Set()).add(b));
    neighbours.set(b, (neighbours.get(b) ?? new Set()).add(a));
  }
  const seen = new Set<Centre>();
  const areas: Centre[][] = [];
  for (const start of centres) {
    if (!neighbours.has(start) || seen.has(start)) continue;
    const area: Centre[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const centre = queue.shift() as Centre;
      area.push(centre);
      for (const next of neighbours.get(centre) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    areas.push(area);
  }
  return areas;
}

const definitionByAreas: Definition[] = [
  'None',
  'Single',
  'Split',
  'Triple Split',
  'Quadruple Split',
];

export const strategyOfType: Readonly<Record<HumanDesignType, Strategy>> = {
  Manifestor: 'To inform',
  Generator: 'To respond',
  'Manifesting Generator': 'To respond',
  Projector: 'To wait for the invitation',
  Reflector: 'To wait a lunar cycle',
};

export function readBodygraph(activatedGates: Iterable<number>): Bodygraph {
  const gates = new Set(activatedGates);
  const defined = channels.filter(([first, second]) => gates.has(first) && gates.has(second));
  const areas = connectedAreas(defined);
  const definedCentres = centres.filter((centre) => areas.some((area) => area.includes(centre)));
  const isDefined = (centre: Centre) => definedCentres.includes(centre);
  const throatArea = areas.find((area) => area.includes('Throat')) ?? [];
  const reachesThroat = (centre: Centre) => throatArea.includes(centre);
  const motorToThroat = motors.some(reachesThroat);

  let type: HumanDesignType;
  if (definedCentres.length === 0) type = 'Reflector';
  else if (isDefined('Sacral')) type = motorToThroat ? 'Manifesting Generator' : 'Generator';
  else type = motorToThroat ? 'Manifestor' : 'Projector';

  let authority: Authority;
  if (isDefined('Solar Plexus')) authority = 'Emotional';
  else if (isDefined('Sacral')) authority = 'Sacral';
  else if (isDefined('Spleen')) authority = 'Splenic';
  else if (isDefined('Heart'))
    authority = reachesThroat('Heart') ? 'Ego Manifested' : 'Ego Projected';
  else if (reachesThroat('G')) authority = 'Self-Projected';
  else if (definedCentres.length > 0) authority = 'Mental';
  else authority = 'Lunar';

  return {
    channels: defined.map(([first, second]) => `${first}-${second}`),
    definedCentres,
    definition: definitionByAreas[Math.min(areas.length, 4)] ?? 'Quadruple Split',
    type,
    strategy: strategyOfType[type],
    authority,
  };
}
