/**
 * Where things go on the chart wheel. The Ascendant sits on the left (0° Aries when there are no
 * houses) and longitude runs counter-clockwise, as on a printed chart.
 */
export interface Point {
  x: number;
  y: number;
}

export function wheelAngle(longitude: number, leftLongitude: number): number {
  return ((180 + longitude - leftLongitude) * Math.PI) / 180;
}

export function pointAt(center: number, radius: number, angle: number): Point {
  return { x: center + radius * Math.cos(angle), y: center - radius * Math.sin(angle) };
}

const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * Label longitudes at least `minimumGap` degrees apart, each as close to its body as the
 * crowd allows: neighbours closer than the gap are pushed apart symmetrically until none are.
 */
export function spreadLabels(longitudes: number[], minimumGap = 6): number[] {
  const order = longitudes
    .map((longitude, index) => ({ longitude: normalise(longitude), index }))
    .sort((first, second) => first.longitude - second.longitude);
  const placed = order.map((entry) => entry.longitude);
  const count = placed.length;
  if (count < 2 || count * minimumGap >= 360) return longitudes.map(normalise);
  for (let round = 0; round < 200; round++) {
    let isCrowded = false;
    for (let index = 0; index < count; index++) {
      const next = (index + 1) % count;
      const current = placed[index] ?? 0;
      const following = (placed[next] ?? 0) + (next === 0 ? 360 : 0);
      const deficit = minimumGap - (following - current);
      if (deficit > 0.01) {
        isCrowded = true;
        placed[index] = current - deficit / 2;
        placed[next] = (placed[next] ?? 0) + deficit / 2;
      }
    }
    if (!isCrowded) break;
  }
  const result = new Array<number>(count);
  order.forEach((entry, position) => {
    result[entry.index] = normalise(placed[position] ?? entry.longitude);
  });
  return result;
}
