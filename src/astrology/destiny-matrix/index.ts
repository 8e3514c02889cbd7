/** The Destiny Matrix of a birth date (decision 201). */
export { arcanaNames, arcanumOf, reduceToArcanum } from './arcana';
export type { Arcanum, ArcanumName } from './arcana';
export { computeDestinyMatrix, destinyMatrixNote, destinyMatrixPointNames } from './destiny-matrix';
export type { AgeArcanum, DestinyMatrix, DestinyMatrixPointName } from './destiny-matrix';
