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

/** A label's box on the page, centred on (x, y). */
export interface LabelBox extends Point {
  halfWidth: number;
  halfHeight: number;
}

/** A body's glyph: a circle on the page. */
export interface GlyphCircle extends Point {
  radius: number;
}

/** Width of a short degree label ("25° R") in the report's sans at `fontSize`, a little generous. */
export function labelWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const character of text) ems += character === ' ' ? 0.3 : character === '°' ? 0.42 : 0.64;
  return ems * fontSize;
}

function boxTouchesCircle(box: LabelBox, circle: GlyphCircle, gap: number): boolean {
  const nearestX = Math.max(box.x - box.halfWidth, Math.min(circle.x, box.x + box.halfWidth));
  const nearestY = Math.max(box.y - box.halfHeight, Math.min(circle.y, box.y + box.halfHeight));
  return Math.hypot(circle.x - nearestX, circle.y - nearestY) < circle.radius + gap;
}

export function boxesTouch(first: LabelBox, second: LabelBox, gap: number): boolean {
  return (
    Math.abs(first.x - second.x) < first.halfWidth + second.halfWidth + gap &&
    Math.abs(first.y - second.y) < first.halfHeight + second.halfHeight + gap
  );
}

export interface DegreeLabelRing {
  center: number;
  /** Where the glyphs' centres sit, and their circles' radius. */
  glyphRadius: number;
  glyphSize: number;
  /** The labels stay outside this circle (the houses' ring). */
  innerRadius: number;
  fontSize: number;
  /** Clear space kept around every label. */
  gap: number;
}

/**
 * Each body's degree label just inside its glyph, at the glyph's (spread) angle: as close as its
 * box allows in that direction (a wide label at 3 or 9 o'clock stands further in than at 12), and
 * moved further in, a step at a time, while it would touch any glyph or a label already placed.
 * Labels are placed in the order given; one that finds no room stops at the inner circle.
 */
export function placeDegreeLabels(
  labels: { angle: number; text: string }[],
  ring: DegreeLabelRing,
): LabelBox[] {
  const glyphs: GlyphCircle[] = labels.map(({ angle }) => ({
    ...pointAt(ring.center, ring.glyphRadius, angle),
    radius: ring.glyphSize,
  }));
  const placed: LabelBox[] = [];
  for (const { angle, text } of labels) {
    const halfWidth = labelWidth(text, ring.fontSize) / 2;
    const halfHeight = (ring.fontSize * 0.75) / 2;
    // How far the box reaches along the line to the centre, at this angle.
    const reach = Math.abs(Math.cos(angle)) * halfWidth + Math.abs(Math.sin(angle)) * halfHeight;
    const innermost = ring.innerRadius + ring.gap + reach;
    let radius = ring.glyphRadius - ring.glyphSize - ring.gap - reach;
    let box: LabelBox = { ...pointAt(ring.center, radius, angle), halfWidth, halfHeight };
    const isCrowded = (candidate: LabelBox) =>
      glyphs.some((glyph) => boxTouchesCircle(candidate, glyph, ring.gap)) ||
      placed.some((other) => boxesTouch(candidate, other, ring.gap));
    while (isCrowded(box) && radius > innermost) {
      radius = Math.max(innermost, radius - 0.5);
      box = { ...pointAt(ring.center, radius, angle), halfWidth, halfHeight };
    }
    placed.push(box);
  }
  return placed;
}
