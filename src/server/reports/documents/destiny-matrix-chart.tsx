/**
 * The Destiny Matrix chart (The Master Blueprint and up): a cover, the octagram drawn with its
 * numbers and the age ring's corners, then its key points and lines explained. The matrix is
 * the birth date's alone, so it never depends on the birth time or place.
 */
import { Circle, Document, G, Line, Svg, Text as SvgText, Text, View } from '@react-pdf/renderer';
import { matrixLineMeanings, type DestinyMatrix } from '../../../astrology';
import {
  matrixAgeLabels,
  matrixCentre,
  matrixEdges,
  matrixRingRadius,
  matrixSpotNames,
  matrixSpots,
  matrixViewSize,
  type MatrixSpot,
} from '../../../common/charts/destiny-matrix-layout';
import { longDate } from '../../mail/templates/summary-facts';
import type { DocumentInput } from '../report-input';
import {
  ArcanaKey,
  firstPoints,
  PointBlock,
  positionsByArcanum,
  purposePoints,
  relationPoints,
} from './destiny-matrix-points';
import { NightCover } from './night-cover';
import { ReportPage } from './report-page';
import { bodyFont } from './fonts';
import { colours, styles } from './theme';

/** Points on the page: the drawing is scaled to leave room for its legend and lines. */
const drawnSize = 300;

function fillOf(spot: MatrixSpot): string {
  if (spot.emphasis === 'centre') return colours.gold;
  if (spot.emphasis === 'corner') return colours.night;
  return colours.paper;
}

function inkOf(spot: MatrixSpot): string {
  if (spot.emphasis === 'corner') return colours.onNight;
  return colours.ink;
}

const edgeColours = {
  personal: colours.goldDeep,
  ancestral: colours.muted,
  axis: colours.rule,
  money: colours.challenging,
  love: colours.harmonious,
} as const;

/** The octagram, from the layout the reading page draws too (decision 256). */
export function MatrixDrawing({ matrix }: { matrix: DestinyMatrix }) {
  return (
    <Svg width={drawnSize} height={drawnSize} viewBox={`0 0 ${matrixViewSize} ${matrixViewSize}`}>
      <Circle
        cx={matrixCentre}
        cy={matrixCentre}
        r={matrixRingRadius}
        fill="none"
        stroke={colours.rule}
        strokeWidth={0.8}
      />
      <G>
        {matrixEdges.map(({ from, to, role }) => (
          <Line
            key={`${from}-${to}`}
            x1={matrixSpots[from].x}
            y1={matrixSpots[from].y}
            x2={matrixSpots[to].x}
            y2={matrixSpots[to].y}
            stroke={edgeColours[role]}
            strokeWidth={1}
          />
        ))}
      </G>
      {matrixAgeLabels.map((label) => (
        <SvgText
          key={`age-${label.age}`}
          x={label.x}
          y={label.y + 3}
          textAnchor="middle"
          style={{ fontFamily: bodyFont, fontSize: 8, fill: colours.muted }}
        >
          {`${label.age}`}
        </SvgText>
      ))}
      {matrixSpotNames.map((name) => {
        const spot: MatrixSpot = matrixSpots[name];
        const value = matrix.points[name].arcanum;
        return (
          <G key={name}>
            <Circle
              cx={spot.x}
              cy={spot.y}
              r={spot.radius}
              fill={fillOf(spot)}
              stroke={colours.goldDeep}
              strokeWidth={1}
            />
            <SvgText
              x={spot.x}
              y={spot.y + spot.radius * 0.36}
              textAnchor="middle"
              style={{
                fontFamily: bodyFont,
                fontSize: spot.radius * 0.95,
                fill: inkOf(spot),
                fontWeight: 700,
              }}
            >
              {`${value}`}
            </SvgText>
          </G>
        );
      })}
    </Svg>
  );
}

function Cover({ input, matrix, title }: ChartProps) {
  const { left, top, right, bottom, centre: core } = matrix.points;
  return (
    <NightCover
      input={input}
      eyebrow={input.shopName}
      title={title}
      subtitle="The chart your reader's written report builds on"
      highlight={`Core ${core.arcanum} ${core.name}   ·   ${left.arcanum}-${top.arcanum}-${right.arcanum}-${bottom.arcanum}`}
    >
      <Text style={{ marginTop: 18, color: colours.onNightMuted }}>
        {matrix.notes.join(' ')} Numbers above 22 are reduced by adding their digits, again until
        they are 22 or less; the arcana are counted in the Marseille order (8 Justice, 11 Strength,
        22 the Fool).
      </Text>
    </NightCover>
  );
}

function Legend() {
  const rows: [string, string][] = [
    ['Dark circles', 'the eight corners: day, month, year and their sums'],
    ['Gold circle', 'the centre, your comfort zone'],
    ['Light circles', 'the points on each axis, and the money and love points'],
    ['Numbers on the ring', 'the age, in years, at which each corner is reached'],
    ['Red and blue lines', 'the money line and the love line, meeting at their balance point'],
  ];
  return (
    <View style={{ marginTop: 6 }}>
      {rows.map(([label, text]) => (
        <View key={label} style={{ flexDirection: 'row', marginBottom: 2, fontSize: 8.5 }}>
          <Text style={{ width: 120, fontWeight: 600 }}>{label}</Text>
          <Text style={[styles.muted, { flex: 1 }]}>{text}</Text>
        </View>
      ))}
    </View>
  );
}

function LinesBlock({ matrix }: { matrix: DestinyMatrix }) {
  const entries = Object.entries(matrixLineMeanings) as [
    keyof DestinyMatrix['lines'],
    { title: string; about: string },
  ][];
  return (
    <View style={{ marginTop: 4 }} wrap={false}>
      <Text style={styles.eyebrow}>The four lines</Text>
      {entries.map(([key, line]) => (
        <View
          key={key}
          style={{
            flexDirection: 'row',
            borderBottomWidth: 0.5,
            borderBottomColor: colours.rule,
            paddingVertical: 3,
          }}
        >
          <Text style={{ width: 90, fontWeight: 600 }}>{line.title}</Text>
          <Text style={{ width: 70 }}>{matrix.lines[key].join(' - ')}</Text>
          <Text style={[styles.muted, { flex: 1 }]}>{line.about}</Text>
        </View>
      ))}
    </View>
  );
}

interface ChartProps {
  input: DocumentInput;
  matrix: DestinyMatrix;
  title: string;
}

export function DestinyMatrixDocument({ input, matrix, title }: ChartProps) {
  const positions = positionsByArcanum(matrix);
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <Cover input={input} matrix={matrix} title={title} />
      <ReportPage input={input}>
        <Text style={styles.eyebrow}>Your octagram</Text>
        <Text style={[styles.heading, { marginBottom: 6 }]}>
          {input.fullName}, born {longDate(matrix.date)}
        </Text>
        <View style={{ alignItems: 'center', marginVertical: 6 }}>
          <MatrixDrawing matrix={matrix} />
        </View>
        <Legend />
        <ArcanaKey matrix={matrix} />
        <LinesBlock matrix={matrix} />
      </ReportPage>
      <ReportPage input={input}>
        <Text style={styles.eyebrow}>The heart of the chart</Text>
        <Text style={[styles.heading, { marginBottom: 8 }]}>Your core and the four corners</Text>
        {firstPoints.map((name) => (
          <PointBlock key={name} matrix={matrix} name={name} positions={positions} />
        ))}
        <Text style={[styles.eyebrow, { marginTop: 6 }]}>Your purposes</Text>
        <Text style={[styles.heading, { marginBottom: 8 }]}>What the chart asks of each age</Text>
        {purposePoints.map((name) => (
          <PointBlock key={name} matrix={matrix} name={name} positions={positions} />
        ))}
        <Text style={[styles.eyebrow, { marginTop: 6 }]}>Love and money</Text>
        <Text style={[styles.heading, { marginBottom: 8 }]}>
          Where your relationships and income meet
        </Text>
        {relationPoints.map((name) => (
          <PointBlock key={name} matrix={matrix} name={name} positions={positions} />
        ))}
      </ReportPage>
    </Document>
  );
}
