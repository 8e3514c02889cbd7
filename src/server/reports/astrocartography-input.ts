/**
 * What the astrocartography map document (in the readings whose catalogue entry lists it) is drawn from: the order's birth
 * data and chart, as for every document, plus the forty lines and their towns computed from it.
 */
import {
  astrocartographyOfChart,
  gazetteerPlaceIndex,
  type Astrocartography,
  type PlaceIndex,
} from '../../astrology';
import type { DocumentInput } from './report-input';

export interface AstrocartographyReportInput extends DocumentInput {
  /** The product bought (one whose deliverables hold the map), named on the cover. */
  productId: number;
  astrocartography: Astrocartography;
}

/** The lines of the order's chart with the towns near them (the gazetteer, loaded once). */
export function buildAstrocartographyInput(
  base: DocumentInput & { productId: number },
  places: PlaceIndex = gazetteerPlaceIndex(),
): AstrocartographyReportInput {
  return { ...base, astrocartography: astrocartographyOfChart(base.chart, places) };
}
