/**
 * Where the Destiny Matrix octagram puts each of its points, for the PDF
 * (src/server/reports/documents/destiny-matrix-chart.tsx) and the reading page alike
 * (decision 256): one drawing, two renderers. Units are those of a 400 by 400 view box.
 */

export const matrixViewSize = 400;
export const matrixCentre = matrixViewSize / 2;
const corner = 150;
const diagonal = corner / Math.SQRT2;

/** Where each point sits, as fractions of the corner radius along its axis. */
const axisFraction = { corner: 1, outer: 0.74, inner: 0.5 } as const;

export type MatrixSpotEmphasis = 'corner' | 'centre' | 'point';
export interface MatrixSpot {
  x: number;
  y: number;
  radius: number;
  emphasis: MatrixSpotEmphasis;
}

function along(dx: number, dy: number, fraction: number): { x: number; y: number } {
  return { x: matrixCentre + dx * corner * fraction, y: matrixCentre + dy * corner * fraction };
}

const c = matrixCentre;

/** The twenty points drawn on the octagram, by their name in the Destiny Matrix engine. */
export const matrixSpots = {
  left: { ...along(-1, 0, axisFraction.corner), radius: 17, emphasis: 'corner' },
  top: { ...along(0, -1, axisFraction.corner), radius: 17, emphasis: 'corner' },
  right: { ...along(1, 0, axisFraction.corner), radius: 17, emphasis: 'corner' },
  bottom: { ...along(0, 1, axisFraction.corner), radius: 17, emphasis: 'corner' },
  centre: { x: c, y: c, radius: 19, emphasis: 'centre' },
  topLeft: { x: c - diagonal, y: c - diagonal, radius: 15, emphasis: 'corner' },
  topRight: { x: c + diagonal, y: c - diagonal, radius: 15, emphasis: 'corner' },
  bottomRight: { x: c + diagonal, y: c + diagonal, radius: 15, emphasis: 'corner' },
  bottomLeft: { x: c - diagonal, y: c + diagonal, radius: 15, emphasis: 'corner' },
  leftOuter: { ...along(-1, 0, axisFraction.outer), radius: 12, emphasis: 'point' },
  leftInner: { ...along(-1, 0, axisFraction.inner), radius: 12, emphasis: 'point' },
  topOuter: { ...along(0, -1, axisFraction.outer), radius: 12, emphasis: 'point' },
  topInner: { ...along(0, -1, axisFraction.inner), radius: 12, emphasis: 'point' },
  rightOuter: { ...along(1, 0, axisFraction.outer), radius: 12, emphasis: 'point' },
  rightInner: { ...along(1, 0, axisFraction.inner), radius: 12, emphasis: 'point' },
  bottomOuter: { ...along(0, 1, axisFraction.outer), radius: 12, emphasis: 'point' },
  bottomInner: { ...along(0, 1, axisFraction.inner), radius: 12, emphasis: 'point' },
  balance: { x: c + corner * 0.27, y: c + corner * 0.27, radius: 11, emphasis: 'point' },
  money: { x: c + corner * 0.46, y: c + corner * 0.2, radius: 11, emphasis: 'point' },
  love: { x: c + corner * 0.2, y: c + corner * 0.46, radius: 11, emphasis: 'point' },
} as const satisfies Record<string, MatrixSpot>;

export type MatrixSpotName = keyof typeof matrixSpots;
export const matrixSpotNames = Object.keys(matrixSpots) as MatrixSpotName[];

/** The lines of the octagram: the personal square, the ancestral square, the axes, love and money. */
export const matrixEdges: readonly {
  from: MatrixSpotName;
  to: MatrixSpotName;
  role: 'personal' | 'ancestral' | 'axis' | 'money' | 'love';
}[] = [
  { from: 'left', to: 'top', role: 'personal' },
  { from: 'top', to: 'right', role: 'personal' },
  { from: 'right', to: 'bottom', role: 'personal' },
  { from: 'bottom', to: 'left', role: 'personal' },
  { from: 'topLeft', to: 'topRight', role: 'ancestral' },
  { from: 'topRight', to: 'bottomRight', role: 'ancestral' },
  { from: 'bottomRight', to: 'bottomLeft', role: 'ancestral' },
  { from: 'bottomLeft', to: 'topLeft', role: 'ancestral' },
  { from: 'left', to: 'right', role: 'axis' },
  { from: 'top', to: 'bottom', role: 'axis' },
  { from: 'topLeft', to: 'bottomRight', role: 'axis' },
  { from: 'topRight', to: 'bottomLeft', role: 'axis' },
  { from: 'rightInner', to: 'balance', role: 'money' },
  { from: 'bottomInner', to: 'balance', role: 'love' },
];

export const matrixRingRadius = corner + 20;
const ageLabelRadius = corner + 33;

/** The age ring's labels, 0 to 70, at the eight corners clockwise from the left one. */
export const matrixAgeLabels = Array.from({ length: 8 }, (_, index) => {
  // Clockwise from the left corner: 180° on the page, then every 45° towards the top.
  const angle = Math.PI - (index * Math.PI) / 4;
  return {
    age: index * 10,
    x: c + ageLabelRadius * Math.cos(angle),
    y: c - ageLabelRadius * Math.sin(angle),
  };
});
