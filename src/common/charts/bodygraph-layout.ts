/**
 * Where the bodygraph is drawn: the nine centres' shapes, each gate's place on its centre and
 * the 36 channels' paths, in one 320 × 540 box. Plain numbers shared by the PDF (react-pdf Svg)
 * and the buyer's reading page (browser SVG), so both draw the same chart (decision 235).
 * The layout follows the standard chart: Head and Ajna on top, Throat, the G diamond with the
 * Heart beside it, Spleen left, Solar Plexus right, then Sacral and Root.
 */
export const bodygraphWidth = 320;
export const bodygraphHeight = 540;
/**
 * The drawing's colours, the same on paper and on screen (the shop's palette on a light card):
 * defined centres gold, open ones white, personality in ink, design in rust.
 */
export const bodygraphColours = {
  paper: '#faf7f0',
  ink: '#1c1838',
  muted: '#5b5678',
  rule: '#ddd3bd',
  open: '#ffffff',
  gold: '#e2b857',
  goldDeep: '#b8912f',
  design: '#b4532a',
} as const;

/** The radius of a gate's circle, in the box's units. */
export const gateRadius = 5.5;

export const bodygraphCentres = [
  'Head',
  'Ajna',
  'Throat',
  'G',
  'Heart',
  'Spleen',
  'Solar Plexus',
  'Sacral',
  'Root',
] as const;
export type BodygraphCentre = (typeof bodygraphCentres)[number];

export interface Point {
  x: number;
  y: number;
}

/** Each centre's outline, a closed polygon. */
export const centreOutlines: Readonly<Record<BodygraphCentre, readonly Point[]>> = {
  Head: [{ x: 160, y: 18 }, { x: 200, y: 84 }, { x: 120, y: 84 }],
  Ajna: [{ x: 120, y: 100 }, { x: 200, y: 100 }, { x: 160, y: 164 }],
  Throat: [{ x: 126, y: 186 }, { x: 194, y: 186 }, { x: 194, y: 250 }, { x: 126, y: 250 }],
  G: [{ x: 160, y: 262 }, { x: 196, y: 298 }, { x: 160, y: 334 }, { x: 124, y: 298 }],
  Heart: [{ x: 194, y: 322 }, { x: 232, y: 296 }, { x: 242, y: 346 }],
  Spleen: [{ x: 10, y: 322 }, { x: 82, y: 375 }, { x: 10, y: 428 }],
  'Solar Plexus': [{ x: 310, y: 322 }, { x: 310, y: 428 }, { x: 238, y: 375 }],
  Sacral: [{ x: 126, y: 370 }, { x: 194, y: 370 }, { x: 194, y: 434 }, { x: 126, y: 434 }],
  Root: [{ x: 126, y: 466 }, { x: 194, y: 466 }, { x: 194, y: 530 }, { x: 126, y: 530 }],
}; // prettier-ignore

export interface GatePlace extends Point {
  centre: BodygraphCentre;
}

const place = (centre: BodygraphCentre, x: number, y: number): GatePlace => ({ centre, x, y });

/** The 64 gates, each on the edge of its centre that faces the channel it opens. */
export const gatePlaces: Readonly<Record<number, GatePlace>> = {
  64: place('Head', 141, 74), 61: place('Head', 160, 74), 63: place('Head', 179, 74),
  47: place('Ajna', 141, 110), 24: place('Ajna', 160, 110), 4: place('Ajna', 179, 110),
  17: place('Ajna', 146, 124), 11: place('Ajna', 174, 124), 43: place('Ajna', 160, 146),
  62: place('Throat', 142, 196), 23: place('Throat', 160, 196), 56: place('Throat', 178, 196),
  16: place('Throat', 136, 214), 20: place('Throat', 136, 234),
  35: place('Throat', 184, 208), 12: place('Throat', 184, 222), 45: place('Throat', 184, 237),
  31: place('Throat', 144, 240), 8: place('Throat', 160, 240), 33: place('Throat', 176, 240),
  1: place('G', 160, 273), 7: place('G', 149, 286), 13: place('G', 171, 286),
  10: place('G', 134, 298), 25: place('G', 186, 298),
  15: place('G', 149, 310), 46: place('G', 171, 310), 2: place('G', 160, 323),
  51: place('Heart', 208, 322), 21: place('Heart', 226, 307),
  26: place('Heart', 218, 327), 40: place('Heart', 232, 331),
  48: place('Spleen', 22, 339), 57: place('Spleen', 36, 349),
  44: place('Spleen', 50, 359), 50: place('Spleen', 64, 370),
  32: place('Spleen', 60, 383), 28: place('Spleen', 44, 395), 18: place('Spleen', 28, 407),
  36: place('Solar Plexus', 298, 339), 22: place('Solar Plexus', 284, 349),
  37: place('Solar Plexus', 270, 359), 6: place('Solar Plexus', 256, 370),
  49: place('Solar Plexus', 260, 383), 55: place('Solar Plexus', 276, 395),
  30: place('Solar Plexus', 292, 407),
  5: place('Sacral', 142, 380), 14: place('Sacral', 160, 380), 29: place('Sacral', 178, 380),
  34: place('Sacral', 136, 398), 27: place('Sacral', 136, 416), 59: place('Sacral', 184, 407),
  42: place('Sacral', 142, 424), 3: place('Sacral', 160, 424), 9: place('Sacral', 178, 424),
  53: place('Root', 142, 476), 60: place('Root', 160, 476), 52: place('Root', 178, 476),
  54: place('Root', 136, 490), 38: place('Root', 136, 505), 58: place('Root', 136, 520),
  19: place('Root', 184, 490), 39: place('Root', 184, 505), 41: place('Root', 184, 520),
}; // prettier-ignore

export interface ChannelPath {
  /** "20-34": lower gate first, as charts write a channel. */
  id: string;
  gates: readonly [number, number];
  /** From the first gate to the second, through any bend. */
  points: readonly Point[];
}

/** Bends: 20-34 runs down the left of the G centre instead of through it. */
const bends: Readonly<Record<string, readonly Point[]>> = {
  '20-34': [{ x: 114, y: 298 }],
};

const channelGates = [
  [1, 8], [2, 14], [3, 60], [4, 63], [5, 15], [6, 59], [7, 31], [9, 52], [10, 20], [10, 34],
  [10, 57], [11, 56], [12, 22], [13, 33], [16, 48], [17, 62], [18, 58], [19, 49], [20, 34],
  [20, 57], [21, 45], [23, 43], [24, 61], [25, 51], [26, 44], [27, 50], [28, 38], [29, 46],
  [30, 41], [32, 54], [34, 57], [35, 36], [37, 40], [39, 55], [42, 53], [47, 64],
] as const; // prettier-ignore

function gatePoint(gate: number): Point {
  const found = gatePlaces[gate];
  if (!found) throw new RangeError(`Gate ${gate} has no place on the bodygraph.`);
  return { x: found.x, y: found.y };
}

export const channelPaths: readonly ChannelPath[] = channelGates.map(([first, second]) => {
  const id = `${first}-${second}`;
  return {
    id,
    gates: [first, second],
    points: [gatePoint(first), ...(bends[id] ?? []), gatePoint(second)],
  };
});

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/**
 * A channel cut at half its length: the half that starts at its first gate and the half that
 * ends at its second. Each half is coloured by who activates its gate, as charts draw them.
 */
export function channelHalves(points: readonly Point[]): [Point[], Point[]] {
  const lengths = points.slice(1).map((point, index) => distance(points[index] as Point, point));
  let remaining = lengths.reduce((sum, length) => sum + length, 0) / 2;
  for (let index = 0; index < lengths.length; index++) {
    const length = lengths[index] as number;
    const from = points[index] as Point;
    const to = points[index + 1] as Point;
    if (remaining <= length) {
      const share = length === 0 ? 0 : remaining / length;
      const middle = { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
      return [
        [...points.slice(0, index + 1), middle],
        [middle, ...points.slice(index + 1)],
      ];
    }
    remaining -= length;
  }
  return [[...points], [...points.slice(-1)]];
}

/** "x,y x,y ..." for an SVG polygon or polyline. */
export const svgPoints = (points: readonly Point[]): string =>
  points.map(({ x, y }) => `${x},${y}`).join(' ');

/** Which side of the chart activates a gate: the personality (birth), the design, or both. */
export type ActivationSide = 'personality' | 'design' | 'both';

/** The thirteen activations in the order charts list them, with the names and glyphs shown. */
export const activationPlanets = [
  { key: 'sun', name: 'Sun', glyph: '☉' },
  { key: 'earth', name: 'Earth', glyph: '⊕' },
  { key: 'northNode', name: 'North Node', glyph: '☊' },
  { key: 'southNode', name: 'South Node', glyph: '☋' },
  { key: 'moon', name: 'Moon', glyph: '☽' },
  { key: 'mercury', name: 'Mercury', glyph: '☿' },
  { key: 'venus', name: 'Venus', glyph: '♀' },
  { key: 'mars', name: 'Mars', glyph: '♂' },
  { key: 'jupiter', name: 'Jupiter', glyph: '♃' },
  { key: 'saturn', name: 'Saturn', glyph: '♄' },
  { key: 'uranus', name: 'Uranus', glyph: '♅' },
  { key: 'neptune', name: 'Neptune', glyph: '♆' },
  { key: 'pluto', name: 'Pluto', glyph: '♇' },
] as const;
export type ActivationPlanet = (typeof activationPlanets)[number]['key'];

export interface ActivationCell {
  planet: ActivationPlanet;
  /** "26.5"; with an unknown birth time, "48.1–48.2" when only the line changes within the day. */
  value: string;
  /** The gate when it is the same all day, else null (printed as open, never as a guess). */
  gate: number | null;
  /** Within a few arcminutes of a line: a slightly different birth time would change it. */
  isNearBoundary: boolean;
}

/** What a bodygraph drawing needs: serialisable, so the server can hand it to the browser. */
export interface BodygraphData {
  /** "Generator"; with an unknown birth time, every type the birth date allows. */
  type: string;
  definedCentres: BodygraphCentre[];
  /** "4-63" ids of the defined channels. */
  definedChannels: string[];
  /** Each activated gate once, with the side (or both) that activates it. */
  gates: { gate: number; side: ActivationSide }[];
  columns: { personality: ActivationCell[]; design: ActivationCell[] };
}

/** One sentence for a screen reader or a PDF's alternative text. */
export function bodygraphSummary(data: BodygraphData): string {
  const defined =
    data.definedCentres.length === 0
      ? 'no defined centres'
      : `defined centres: ${data.definedCentres.join(', ')}`;
  const open = bodygraphCentres.filter((centre) => !data.definedCentres.includes(centre));
  const channels =
    data.definedChannels.length === 0
      ? 'no channels'
      : `channels ${data.definedChannels.join(', ')}`;
  return `Human Design bodygraph, ${data.type}: ${defined}; open: ${open.join(', ') || 'none'}; ${channels}.`;
}
