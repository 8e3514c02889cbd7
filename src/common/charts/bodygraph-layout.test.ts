/**
 * The bodygraph's geometry against the standard chart: each of the 36 channels joins the two
 * centres the published channel list names (Ra Uru Hu, "The Definitive Book of Human Design",
 * the channel table; the same on every chart site), and every gate sits once, inside its centre.
 */
import { describe, expect, it } from 'vitest';
import {
  bodygraphCentres,
  centreOutlines,
  channelHalves,
  channelPaths,
  gatePlaces,
  gateRadius,
  type BodygraphCentre,
  type Point,
} from './bodygraph-layout';

const centresOfChannel: Record<string, [BodygraphCentre, BodygraphCentre]> = {
  '1-8': ['G', 'Throat'], '2-14': ['G', 'Sacral'], '3-60': ['Sacral', 'Root'],
  '4-63': ['Ajna', 'Head'], '5-15': ['Sacral', 'G'], '6-59': ['Solar Plexus', 'Sacral'],
  '7-31': ['G', 'Throat'], '9-52': ['Sacral', 'Root'], '10-20': ['G', 'Throat'],
  '10-34': ['G', 'Sacral'], '10-57': ['G', 'Spleen'], '11-56': ['Ajna', 'Throat'],
  '12-22': ['Throat', 'Solar Plexus'], '13-33': ['G', 'Throat'], '16-48': ['Throat', 'Spleen'],
  '17-62': ['Ajna', 'Throat'], '18-58': ['Spleen', 'Root'], '19-49': ['Root', 'Solar Plexus'],
  '20-34': ['Throat', 'Sacral'], '20-57': ['Throat', 'Spleen'], '21-45': ['Heart', 'Throat'],
  '23-43': ['Throat', 'Ajna'], '24-61': ['Ajna', 'Head'], '25-51': ['G', 'Heart'],
  '26-44': ['Heart', 'Spleen'], '27-50': ['Sacral', 'Spleen'], '28-38': ['Spleen', 'Root'],
  '29-46': ['Sacral', 'G'], '30-41': ['Solar Plexus', 'Root'], '32-54': ['Spleen', 'Root'],
  '34-57': ['Sacral', 'Spleen'], '35-36': ['Throat', 'Solar Plexus'],
  '37-40': ['Solar Plexus', 'Heart'], '39-55': ['Root', 'Solar Plexus'],
  '42-53': ['Sacral', 'Root'], '47-64': ['Ajna', 'Head'],
}; // prettier-ignore

/** Ray casting: is the point inside the polygon? */
function isInside(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > point.y !== b.y > point.y) {
      const crossing = ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x;
      if (point.x < crossing) inside = !inside;
    }
  }
  return inside;
}

describe('the bodygraph layout', () => {
  it('draws the 36 channels between the centres the standard chart names', () => {
    expect(channelPaths).toHaveLength(36);
    const drawn = Object.fromEntries(
      channelPaths.map(({ id, gates: [first, second] }) => [
        id,
        [gatePlaces[first]?.centre, gatePlaces[second]?.centre],
      ]),
    );
    expect(drawn).toEqual(centresOfChannel);
  });

  it('places each of the 64 gates once, its whole circle inside its centre', () => {
    const gates = Object.keys(gatePlaces).map(Number);
    expect(gates.sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    for (const [gate, { centre, x, y }] of Object.entries(gatePlaces)) {
      const outline = centreOutlines[centre];
      const edgePoints = [0, 90, 180, 270].map((degrees) => ({
        x: x + gateRadius * Math.cos((degrees * Math.PI) / 180),
        y: y + gateRadius * Math.sin((degrees * Math.PI) / 180),
      }));
      expect(
        edgePoints.every((point) => isInside(point, outline)),
        `gate ${gate}`,
      ).toBe(true);
    }
    // Nine centres with 3, 6, 11, 8, 4, 7, 7, 9 and 9 gates.
    const counts = bodygraphCentres.map(
      (centre) => Object.values(gatePlaces).filter((gate) => gate.centre === centre).length,
    );
    expect(counts).toEqual([3, 6, 11, 8, 4, 7, 7, 9, 9]);
  });

  it('cuts a channel at half its length, through its bend', () => {
    const [first, second] = channelHalves([
      { x: 0, y: 0 },
      { x: 0, y: 30 },
      { x: 10, y: 30 },
    ]);
    expect(first).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 20 },
    ]);
    expect(second).toEqual([
      { x: 0, y: 20 },
      { x: 0, y: 30 },
      { x: 10, y: 30 },
    ]);
  });
});
