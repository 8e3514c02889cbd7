/** The shape of a natal chart: balance, dominants, house emphasis and pattern (decisions 240, 241). */
export { computeChartShape } from './chart-shape';
export type { ChartShape } from './chart-shape';
export { pointWeights, type ShapePoint, type SignScore, type Tally } from './balance';
export { chartPattern, chartPatterns } from './chart-pattern';
export type { ChartPattern, PatternReading } from './chart-pattern';
export type { DominanceReason, PlanetScore } from './dominant-planets';
export type { Hemisphere, HouseEmphasis } from './house-emphasis';
export { elementOf, elements, modalities, modalityOf, rulerOf } from './signs';
export type { Element, Modality } from './signs';
