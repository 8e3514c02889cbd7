import { describe, expect, it } from 'vitest';
import {
  astrocartographyOfChart,
  computeNatalChart,
  gazetteerPlaceIndex,
} from '../../../astrology';
import {
  linesNear as pageLinesNear,
  type ReadingChart,
} from '../../../common/order-status-reading';
import { mapChart } from '../../orders/order-reading';
import { linesNear as pdfLinesNear, nearPlacesText } from './map-facts';

type MapChart = Extract<ReadingChart, { document: 'astrocartography-map' }>;

/** Born in Portland at 12:30 PDT on 12 May 1984: Saturn's IC line runs a few km from the city. */
const chart = computeNatalChart({ date: '1984-05-12', time: '12:30', place: 'Portland, Oregon' });
const map = astrocartographyOfChart(chart, gazetteerPlaceIndex());
const page = mapChart(map, chart) as MapChart;
const radius = page.nearRadiusKm;
const summary = (found: { line: { body: string; angle: string }; distanceKm: number }[]) =>
  found.map(({ line, distanceKm }) => `${line.body} ${line.angle} ${distanceKm} km`);

describe('the distance from a town to a map line, on the reading page and in the PDF', () => {
  const portland = page.lines
    .flatMap((line) => line.places)
    .find((place) => place.name.startsWith('Portland, Oregon'))!;

  it('is the same for Portland tapped on the page as the PDF prints, and right by hand', () => {
    expect(portland).toBeDefined();
    const onPage = pageLinesNear(page.lines, portland, radius);
    const inPdf = pdfLinesNear(map, portland.latitude, portland.longitude, radius);
    expect(summary(onPage)).toEqual(summary(inPdf));

    // Saturn's IC line is the meridian opposite its zenith. By Napier's rule for the right
    // spherical triangle, a place at latitude φ and Δλ of longitude from a meridian lies
    // asin(sin Δλ · cos φ) of arc from it; × 6371.0088 km (the engine's sphere).
    const saturn = map.zeniths.find((zenith) => zenith.body === 'saturn')!;
    const radians = Math.PI / 180;
    const deltaLongitude = (portland.longitude - (saturn.longitude + 180)) * radians;
    const byHand =
      Math.asin(Math.abs(Math.sin(deltaLongitude)) * Math.cos(portland.latitude * radians)) *
      6371.0088;
    const saturnIc = onPage.find(({ line }) => line.body === 'saturn' && line.angle === 'IC');
    expect(saturnIc?.distanceKm).toBe(Math.round(byHand));
    expect(saturnIc?.distanceKm).toBeLessThan(20);
  });

  it('is, for every town listed with a line, what tapping the town says of that line', () => {
    let towns = 0;
    for (const [index, line] of page.lines.entries()) {
      const listed = nearPlacesText(map.lines[index]!.nearPlaces);
      for (const place of line.places) {
        const tapped = pageLinesNear(page.lines, place, radius).find(
          (found) => found.line.body === line.body && found.line.angle === line.angle,
        );
        expect(tapped?.distanceKm, `${place.name} on ${line.body} ${line.angle}`).toBe(
          place.distanceKm,
        );
        // The PDF lists the town with these same kilometres.
        expect(listed).toContain(`${place.name} (${place.distanceKm} km)`);
        towns += 1;
      }
    }
    expect(towns).toBeGreaterThan(100);
  });
});
