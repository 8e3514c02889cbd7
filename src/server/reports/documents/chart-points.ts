/** The chart's bodies and angles as rows: what the wheel draws and the positions table lists. */
import {
  bodyMeaning,
  chartBodies,
  type ChartBody,
  type ChartPoint,
  type NatalChart,
  type ZodiacPosition,
} from '../../../astrology';

export interface ChartRow {
  point: ChartPoint;
  name: string;
  /** What the wheel prints: the shop's fonts have no astrological glyphs. */
  abbreviation: string;
  position: ZodiacPosition;
  house: number | null;
  isRetrograde: boolean;
}

const abbreviations: Record<ChartPoint, string> = {
  sun: 'Su',
  moon: 'Mo',
  mercury: 'Me',
  venus: 'Ve',
  mars: 'Ma',
  jupiter: 'Ju',
  saturn: 'Sa',
  uranus: 'Ur',
  neptune: 'Ne',
  pluto: 'Pl',
  ascendant: 'ASC',
  midheaven: 'MC',
};

/** "Sun", "Midheaven": the meaning's title without its article, for tables and sentences. */
export function pointName(point: ChartPoint): string {
  return bodyMeaning(point).title.replace(/^The /, '');
}

export function bodyPositionOf(chart: NatalChart, body: ChartBody) {
  if (body === 'sun') return chart.sun;
  if (body === 'moon') return chart.moon;
  return chart.planets[body];
}

export function bodyRows(chart: NatalChart): ChartRow[] {
  return chartBodies.map((body) => {
    const position = bodyPositionOf(chart, body);
    return {
      point: body,
      name: pointName(body),
      abbreviation: abbreviations[body],
      position,
      house: position.house,
      isRetrograde: position.retrograde,
    };
  });
}

export function angleRows(chart: NatalChart): ChartRow[] {
  const angles: [ChartPoint, ZodiacPosition | null, number][] = [
    ['ascendant', chart.ascendant, 1],
    ['midheaven', chart.midheaven, 10],
  ];
  return angles.flatMap(([point, position, house]) =>
    position
      ? [
          {
            point,
            name: pointName(point),
            abbreviation: abbreviations[point],
            position,
            house: chart.houses ? house : null,
            isRetrograde: false,
          },
        ]
      : [],
  );
}

export function pointLongitude(chart: NatalChart, point: ChartPoint): number | null {
  if (point === 'ascendant') return chart.ascendant?.longitude ?? null;
  if (point === 'midheaven') return chart.midheaven?.longitude ?? null;
  return bodyPositionOf(chart, point).longitude;
}
