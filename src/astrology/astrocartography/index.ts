/** Astrocartography: in mundo map lines of the ten bodies and the towns they cross (decision 200). */
export { astrocartographyOfChart, computeAstrocartography } from './astrocartography';
export type {
  Astrocartography,
  AstrocartographyInput,
  AstrocartographyLine,
} from './astrocartography';
export { gazetteerPlaceIndex } from './gazetteer-places';
export { lineDistanceKm, linesNearPlace } from './line-distance';
export { mapAngles } from './map-lines';
export type { MapAngle, MapPoint, ZenithPoint } from './map-lines';
export { buildPlaceIndex, nearPlaceDefaults } from './near-places';
export type { NearPlace, NearPlaceOptions, PlaceIndex, PlaceTable } from './near-places';
