/** The natal chart wheel in vector form: signs, houses, bodies and the aspects between them. */
import { Circle, G, Line, Path, Svg, Text } from '@react-pdf/renderer';
import { zodiacSigns, type AspectName, type NatalChart } from '../../../astrology';
import { bodyRows, pointLongitude } from './chart-points';
import { bodyFont } from './fonts';
import { colours } from './theme';
import { placeDegreeLabels, pointAt, spreadLabels, wheelAngle } from './wheel-geometry';

const size = 380;
const center = size / 2;
const radius = {
  outer: 186,
  signs: 160,
  bodyTick: 153,
  bodyLabel: 139,
  houses: 112,
  houseNumber: 102,
  aspects: 92,
};
const glyphRadius = 7.5;
const degreeFontSize = 5.8;

const aspectColours: Record<AspectName, string | null> = {
  conjunction: null,
  sextile: '#2e8b57',
  trine: colours.harmonious,
  square: colours.challenging,
  opposition: colours.challenging,
};

function sectorPath(fromAngle: number, toAngle: number, inner: number, outer: number): string {
  const a = pointAt(center, outer, fromAngle);
  const b = pointAt(center, outer, toAngle);
  const c = pointAt(center, inner, toAngle);
  const d = pointAt(center, inner, fromAngle);
  // Angles grow counter-clockwise on the page, which is SVG's sweep flag 0.
  return `M ${a.x} ${a.y} A ${outer} ${outer} 0 0 0 ${b.x} ${b.y} L ${c.x} ${c.y} A ${inner} ${inner} 0 0 1 ${d.x} ${d.y} Z`;
}

function SignRing({ left }: { left: number }) {
  return (
    <G>
      {zodiacSigns.map((sign, index) => {
        const from = wheelAngle(index * 30, left);
        const to = wheelAngle(index * 30 + 30, left);
        const label = pointAt(
          center,
          (radius.outer + radius.signs) / 2,
          wheelAngle(index * 30 + 15, left),
        );
        return (
          <G key={sign}>
            <Path
              d={sectorPath(from, to, radius.signs, radius.outer)}
              fill={index % 2 === 0 ? colours.goldPale : '#fffdf8'}
              stroke={colours.goldDeep}
              strokeWidth={0.6}
            />
            <Text
              x={label.x}
              y={label.y + 2.8}
              textAnchor="middle"
              style={{ fontFamily: bodyFont, fontSize: 7.5, fontWeight: 600 }}
              fill={colours.ink}
            >
              {sign.slice(0, 3).toUpperCase()}
            </Text>
          </G>
        );
      })}
    </G>
  );
}

function HouseLines({ chart, left }: { chart: NatalChart; left: number }) {
  if (!chart.houses) return null;
  const cusps = chart.houses.cusps;
  return (
    <G>
      {cusps.map((cusp, index) => {
        const angle = wheelAngle(cusp.longitude, left);
        const isAngle = index % 3 === 0;
        const from = pointAt(center, radius.aspects, angle);
        const to = pointAt(center, radius.signs, angle);
        // An angle goes on outside the ring as a stub: drawn across the band it crossed the signs' names.
        const stubFrom = pointAt(center, radius.outer, angle);
        const stubTo = pointAt(center, radius.outer + 8, angle);
        const nextCusp = cusps[(index + 1) % 12] ?? cusp;
        const span = (nextCusp.longitude - cusp.longitude + 360) % 360;
        const numberAt = pointAt(
          center,
          radius.houseNumber,
          wheelAngle(cusp.longitude + span / 2, left),
        );
        return (
          <G key={index}>
            <Line
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              stroke={isAngle ? colours.ink : colours.muted}
              strokeWidth={isAngle ? 1.2 : 0.5}
            />
            {isAngle ? (
              <Line
                x1={stubFrom.x}
                y1={stubFrom.y}
                x2={stubTo.x}
                y2={stubTo.y}
                stroke={colours.ink}
                strokeWidth={1.2}
              />
            ) : null}
            <Text
              x={numberAt.x}
              y={numberAt.y + 2.5}
              textAnchor="middle"
              style={{ fontFamily: bodyFont, fontSize: 7 }}
              fill={colours.muted}
            >
              {String(index + 1)}
            </Text>
          </G>
        );
      })}
      {(['ASC', 'MC'] as const).map((label, index) => {
        const cusp = cusps[index === 0 ? 0 : 9];
        if (!cusp) return null;
        const at = pointAt(center, radius.outer + 16, wheelAngle(cusp.longitude, left));
        return (
          <Text
            key={label}
            x={at.x}
            y={at.y + 2.5}
            textAnchor="middle"
            style={{ fontFamily: bodyFont, fontSize: 7, fontWeight: 600 }}
            fill={colours.ink}
          >
            {label}
          </Text>
        );
      })}
    </G>
  );
}

function AspectLines({ chart, left }: { chart: NatalChart; left: number }) {
  return (
    <G>
      {chart.aspects.map((aspect) => {
        const stroke = aspectColours[aspect.aspect];
        const first = pointLongitude(chart, aspect.first);
        const second = pointLongitude(chart, aspect.second);
        if (!stroke || first === null || second === null) return null;
        const from = pointAt(center, radius.aspects, wheelAngle(first, left));
        const to = pointAt(center, radius.aspects, wheelAngle(second, left));
        return (
          <Line
            key={`${aspect.first}-${aspect.second}`}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={stroke}
            strokeWidth={aspect.orb < 2 ? 1 : 0.6}
            strokeOpacity={0.85}
          />
        );
      })}
    </G>
  );
}

function BodyMarkers({ chart, left }: { chart: NatalChart; left: number }) {
  const rows = bodyRows(chart);
  const labelLongitudes = spreadLabels(
    rows.map((row) => row.position.longitude),
    7,
  );
  const degreeText = (row: (typeof rows)[number]) =>
    `${row.position.degree.split('°')[0]}°${row.isRetrograde ? ' R' : ''}`;
  // Each degree just inside its glyph, moved in where it would touch a glyph or another degree.
  const degrees = placeDegreeLabels(
    rows.map((row, index) => ({
      angle: wheelAngle(labelLongitudes[index] ?? row.position.longitude, left),
      text: degreeText(row),
    })),
    {
      center,
      glyphRadius: radius.bodyLabel,
      glyphSize: glyphRadius,
      innerRadius: radius.houses,
      fontSize: degreeFontSize,
      gap: 2,
    },
  );
  return (
    <G>
      {rows.map((row, index) => {
        const trueAngle = wheelAngle(row.position.longitude, left);
        const labelAngle = wheelAngle(labelLongitudes[index] ?? row.position.longitude, left);
        const tickFrom = pointAt(center, radius.signs, trueAngle);
        const tickTo = pointAt(center, radius.bodyTick, trueAngle);
        const label = pointAt(center, radius.bodyLabel, labelAngle);
        const degree = degrees[index] ?? label;
        return (
          <G key={row.point}>
            <Line
              x1={tickFrom.x}
              y1={tickFrom.y}
              x2={tickTo.x}
              y2={tickTo.y}
              stroke={colours.ink}
              strokeWidth={1}
            />
            <Line
              x1={tickTo.x}
              y1={tickTo.y}
              x2={label.x}
              y2={label.y}
              stroke={colours.rule}
              strokeWidth={0.4}
            />
            <Circle
              cx={label.x}
              cy={label.y}
              r={glyphRadius}
              fill="#ffffff"
              stroke={colours.goldDeep}
              strokeWidth={0.6}
            />
            <Text
              x={label.x}
              y={label.y + 2.6}
              textAnchor="middle"
              style={{ fontFamily: bodyFont, fontSize: 7, fontWeight: 600 }}
              fill={colours.ink}
            >
              {row.abbreviation}
            </Text>
            <Text
              x={degree.x}
              y={degree.y + 2.2}
              textAnchor="middle"
              style={{ fontFamily: bodyFont, fontSize: degreeFontSize }}
              fill={colours.muted}
            >
              {degreeText(row)}
            </Text>
          </G>
        );
      })}
    </G>
  );
}

export function ChartWheel({ chart, width }: { chart: NatalChart; width: number }) {
  const left = chart.houses?.cusps[0]?.longitude ?? 0;
  return (
    <Svg width={width} height={width} viewBox={`-24 -24 ${size + 48} ${size + 48}`}>
      <SignRing left={left} />
      <Circle
        cx={center}
        cy={center}
        r={radius.signs}
        fill="#ffffff"
        stroke={colours.goldDeep}
        strokeWidth={0.6}
      />
      <Circle
        cx={center}
        cy={center}
        r={radius.houses}
        fill="none"
        stroke={colours.rule}
        strokeWidth={0.5}
      />
      <Circle
        cx={center}
        cy={center}
        r={radius.aspects}
        fill={colours.paper}
        stroke={colours.goldDeep}
        strokeWidth={0.6}
      />
      <HouseLines chart={chart} left={left} />
      <AspectLines chart={chart} left={left} />
      <BodyMarkers chart={chart} left={left} />
    </Svg>
  );
}
