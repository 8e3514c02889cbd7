/**
 * The profile's small drawings, all vector: the element and modality bars, the planets round
 * the wheel with the pattern's empty arc, and the four quarters of the houses.
 */
import { Circle, G, Line, Path, Rect, Svg, Text as SvgText } from '@react-pdf/renderer';
import type { ChartShape, NatalChart } from '../../../astrology';
import { bodyRows } from './chart-points';
import { bodyFont } from './fonts';
import { colours } from './theme';
import { pointAt, spreadLabels, wheelAngle } from './wheel-geometry';

export interface BarRow {
  label: string;
  count: number;
  score: number;
}

const labelWidth = 62;
const barHeight = 11;
const rowHeight = 19;

/** One bar per element or modality: its length is the weighted score, the figures both. */
export function BalanceBars({ rows, width }: { rows: BarRow[]; width: number }) {
  const widest = Math.max(1, ...rows.map((row) => row.score));
  const room = width - labelWidth - 70;
  return (
    <Svg
      width={width}
      height={rows.length * rowHeight}
      viewBox={`0 0 ${width} ${rows.length * rowHeight}`}
    >
      {rows.map((row, index) => {
        const y = index * rowHeight + 3;
        const length = (row.score / widest) * room;
        return (
          <G key={row.label}>
            <SvgText
              x={0}
              y={y + 9}
              style={{ fontFamily: bodyFont, fontSize: 8.5, fill: colours.ink }}
            >
              {row.label}
            </SvgText>
            <Rect x={labelWidth} y={y} width={room} height={barHeight} fill={colours.goldPale} />
            {length > 0 ? (
              <Rect
                x={labelWidth}
                y={y}
                width={length}
                height={barHeight}
                fill={colours.goldDeep}
              />
            ) : null}
            <SvgText
              x={labelWidth + room + 6}
              y={y + 9}
              style={{ fontFamily: bodyFont, fontSize: 8, fill: colours.muted }}
            >
              {`${row.count} · weight ${row.score}`}
            </SvgText>
          </G>
        );
      })}
    </Svg>
  );
}

const wheelSize = 170;
const centre = wheelSize / 2;
const ringRadius = 58;

/**
 * The pattern's empty arc as a wedge of the ring's own circle, from `from` to `to` (radians):
 * drawn any wider it spilled past the circle into the labels.
 */
export function emptyArcPath(from: number, to: number): string {
  return arcPath(ringRadius, from, to);
}

/** The wheel's size, centre and ring radius, in its own units. */
export const patternWheel = { size: wheelSize, centre, ringRadius } as const;

function arcPath(radius: number, from: number, to: number): string {
  const start = pointAt(centre, radius, from);
  const end = pointAt(centre, radius, to);
  const sweep = ((to - from) * 180) / Math.PI;
  const large = Math.abs(sweep) > 180 ? 1 : 0;
  // Angles grow counter-clockwise on the page, which is SVG's sweep flag 0.
  return `M ${centre} ${centre} L ${start.x} ${start.y} A ${radius} ${radius} 0 ${large} 0 ${end.x} ${end.y} Z`;
}

/** The ten bodies round the wheel (Ascendant, or 0° Aries, on the left) and the widest gap shaded. */
export function PatternWheel({ chart, shape }: { chart: NatalChart; shape: ChartShape }) {
  const left = chart.ascendant?.longitude ?? 0;
  const rows = bodyRows(chart);
  const longitudes = rows.map((row) => row.position.longitude);
  const sorted = [...longitudes].sort((a, b) => a - b);
  const gapStart =
    sorted.find((longitude, index) => {
      const next = sorted[(index + 1) % sorted.length] ?? longitude;
      return Math.abs(((((next - longitude) % 360) + 360) % 360) - shape.pattern.largestGap) < 0.06;
    }) ?? 0;
  const from = wheelAngle(gapStart, left);
  const to = from + (shape.pattern.largestGap * Math.PI) / 180;
  const labels = spreadLabels(longitudes, 13);
  return (
    <Svg width={wheelSize} height={wheelSize} viewBox={`0 0 ${wheelSize} ${wheelSize}`}>
      <Path d={emptyArcPath(from, to)} fill={colours.goldPale} />
      <Circle
        cx={centre}
        cy={centre}
        r={ringRadius}
        fill="none"
        stroke={colours.rule}
        strokeWidth={1}
      />
      <Line
        x1={centre - ringRadius - 6}
        y1={centre}
        x2={centre + ringRadius + 6}
        y2={centre}
        stroke={colours.rule}
        strokeWidth={0.6}
      />
      {rows.map((row, index) => {
        const dot = pointAt(centre, ringRadius, wheelAngle(row.position.longitude, left));
        const label = pointAt(centre, ringRadius + 14, wheelAngle(labels[index] ?? 0, left));
        const isHandle = shape.pattern.handle.includes(row.point as never);
        return (
          <G key={row.point}>
            <Circle
              cx={dot.x}
              cy={dot.y}
              r={3}
              fill={isHandle ? colours.challenging : colours.night}
            />
            <SvgText
              x={label.x}
              y={label.y + 3}
              textAnchor="middle"
              style={{ fontFamily: bodyFont, fontSize: 7.5, fill: colours.ink }}
            >
              {row.abbreviation}
            </SvgText>
          </G>
        );
      })}
      <SvgText
        x={4}
        y={centre - 4}
        style={{ fontFamily: bodyFont, fontSize: 6.5, fill: colours.muted }}
      >
        {chart.ascendant ? 'ASC' : '0° Aries'}
      </SvgText>
    </Svg>
  );
}

const quarterSize = 170;
const quarterCentre = quarterSize / 2;
const quarterRadius = 62;

/** The houses' four quarters: how many bodies sit in each, east on the left as on the wheel. */
export function HemisphereDiagram({ shape }: { shape: ChartShape }) {
  if (!shape.houses) return null;
  const [first, second, third, fourth] = shape.houses.quadrants;
  // Quadrant I (houses 1-3) is below the horizon on the east, then counter-clockwise.
  const cells: [number, number, number, string][] = [
    [-1, 1, first.length, 'I'],
    [1, 1, second.length, 'II'],
    [1, -1, third.length, 'III'],
    [-1, -1, fourth.length, 'IV'],
  ];
  const side = (text: string, x: number, y: number, anchor: 'start' | 'middle' | 'end') => (
    <SvgText
      x={x}
      y={y}
      textAnchor={anchor}
      style={{ fontFamily: bodyFont, fontSize: 7, fill: colours.muted }}
    >
      {text}
    </SvgText>
  );
  return (
    <Svg width={quarterSize} height={quarterSize} viewBox={`0 0 ${quarterSize} ${quarterSize}`}>
      <Circle
        cx={quarterCentre}
        cy={quarterCentre}
        r={quarterRadius}
        fill={colours.paper}
        stroke={colours.goldDeep}
        strokeWidth={1}
      />
      <Line
        x1={quarterCentre - quarterRadius}
        y1={quarterCentre}
        x2={quarterCentre + quarterRadius}
        y2={quarterCentre}
        stroke={colours.goldDeep}
        strokeWidth={1}
      />
      <Line
        x1={quarterCentre}
        y1={quarterCentre - quarterRadius}
        x2={quarterCentre}
        y2={quarterCentre + quarterRadius}
        stroke={colours.rule}
        strokeWidth={0.8}
      />
      {cells.map(([dx, dy, count, numeral]) => (
        <G key={numeral}>
          <SvgText
            x={quarterCentre + dx * 27}
            y={quarterCentre + dy * 27 + 6}
            textAnchor="middle"
            style={{
              fontFamily: bodyFont,
              fontSize: 17,
              fontWeight: 700,
              fill: count >= 4 ? colours.goldDeep : colours.ink,
            }}
          >
            {`${count}`}
          </SvgText>
          <SvgText
            x={quarterCentre + dx * 27}
            y={quarterCentre + dy * 27 + 16}
            textAnchor="middle"
            style={{ fontFamily: bodyFont, fontSize: 6.5, fill: colours.muted }}
          >
            {numeral}
          </SvgText>
        </G>
      ))}
      {side('above the horizon', quarterCentre, 16, 'middle')}
      {side('below', quarterCentre, quarterSize - 10, 'middle')}
      {side('east', 0, quarterCentre - 4, 'start')}
      {side('west', quarterSize, quarterCentre - 4, 'end')}
    </Svg>
  );
}
