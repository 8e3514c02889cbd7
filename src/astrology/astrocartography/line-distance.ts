/**
 * The distance from a place to a map line is measured in common (src/common/charts), because
 * the reading page measures a tapped town with it too: one measure, one figure (issue 36).
 */
export {
  distanceFrom,
  lineDistance,
  lineDistanceKm,
  lineDistanceWholeKm,
  linesNearPlace,
  type LineDistance,
  type LineZenith,
} from '../../common/charts/line-distance';
