/**
 * The profile's facts before its portrait: the balance bars, the pattern on the wheel, the
 * houses' quarters, the dominant planets with their scores, and what the shape could not weigh.
 */
import { Text, View } from '@react-pdf/renderer';
import {
  elementPortraits,
  elements,
  modalities,
  modalityPortraits,
  patternPortraits,
  pointWeights,
  type ChartShape,
  type ShapePoint,
} from '../../../astrology';
import type { DocumentInput } from '../report-input';
import { ChartNotesBox } from './birth-details';
import { pointName } from './chart-points';
import { chartNoteTexts, missingDataRequest } from './report-facts';
import { BalanceBars, HemisphereDiagram, PatternWheel } from './profile-charts';
import { colours, styles } from './theme';

const reasonText = (reason: string, points: number) =>
  reason === 'aspects'
    ? `${points} aspect${points === 1 ? '' : 's'} +${points}`
    : `${reason} +${points}`;

function DominantPlanets({ shape }: { shape: ChartShape }) {
  return (
    <View wrap={false} style={{ marginTop: 10 }}>
      <Text style={styles.eyebrow}>Dominant planets</Text>
      {shape.planets.slice(0, 5).map((planet, index) => (
        <View
          key={planet.body}
          style={{
            flexDirection: 'row',
            borderBottomWidth: 0.5,
            borderBottomColor: colours.rule,
            paddingVertical: 2,
            fontWeight: index < 3 ? 600 : 400,
          }}
        >
          <Text style={{ width: 18 }}>{index + 1}</Text>
          <Text style={{ width: 70 }}>{pointName(planet.body)}</Text>
          <Text style={{ width: 50 }}>{planet.score} points</Text>
          <Text style={[styles.muted, { flex: 1, fontWeight: 400 }]}>
            {planet.reasons.map(({ reason, points }) => reasonText(reason, points)).join(', ')}
          </Text>
        </View>
      ))}
      <Text style={[styles.muted, { fontSize: 7.5, marginTop: 3 }]}>
        Points: angular house 3, on an angle 2, ruler of the rising sign 4, of the Sun's or Moon's
        sign 2 each, 1 per major aspect, own sign 2, exaltation 1. The top three lead.
      </Text>
    </View>
  );
}

/** Which points make each bar: "Fire: Sun, Mercury, Uranus". */
function PointLists({ rows }: { rows: [string, ShapePoint[]][] }) {
  return (
    <View style={{ width: 240, fontSize: 8 }}>
      {rows.map(([label, points]) => (
        <View key={label} style={{ flexDirection: 'row', marginBottom: 1 }}>
          <Text style={{ width: 62, fontWeight: 600 }}>{label}</Text>
          <Text style={[styles.muted, { flex: 1 }]}>
            {points.length > 0 ? points.map(pointName).join(', ') : 'none'}
          </Text>
        </View>
      ))}
    </View>
  );
}

/** What the shape could not weigh and how the birth data was read: before the portrait. */
export function ProfileNotes({ input, shape }: { input: DocumentInput; shape: ChartShape }) {
  const hasBirthNotes =
    chartNoteTexts(input.chart).length > 0 || missingDataRequest(input) !== null;
  return (
    <>
      {shape.notes.length > 0 ? (
        <View style={[styles.noteBox, { marginBottom: 8 }]} wrap={false}>
          <Text style={[styles.eyebrow, { marginBottom: 3 }]}>What the shape leaves out</Text>
          {shape.notes.map((note) => (
            <Text key={note} style={{ marginBottom: 2 }}>
              {note}
            </Text>
          ))}
        </View>
      ) : null}
      {hasBirthNotes ? (
        <View style={{ marginBottom: 12 }}>
          <ChartNotesBox input={input} />
        </View>
      ) : null}
    </>
  );
}

export function ProfileShapePage({ input, shape }: { input: DocumentInput; shape: ChartShape }) {
  const { pattern } = shape;
  const weights = shape.hasAscendant
    ? `Sun, Moon and Ascendant ${pointWeights.sun}`
    : `Sun and Moon ${pointWeights.sun} (no Ascendant without a birth time)`;
  return (
    <>
      <Text style={styles.eyebrow}>The shape of your chart</Text>
      <Text style={[styles.heading, { marginBottom: 8 }]}>Elements, rhythms and pattern</Text>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: 240 }}>
          <Text style={[styles.subheading, { marginBottom: 4 }]}>Elements</Text>
          <BalanceBars
            width={240}
            rows={elements.map((element) => ({
              label: elementPortraits[element].name,
              count: shape.elements.counts[element],
              score: shape.elements.scores[element],
            }))}
          />
        </View>
        <View style={{ width: 240 }}>
          <Text style={[styles.subheading, { marginBottom: 4 }]}>Modalities</Text>
          <BalanceBars
            width={240}
            rows={modalities.map((modality) => ({
              label: modalityPortraits[modality].name,
              count: shape.modalities.counts[modality],
              score: shape.modalities.scores[modality],
            }))}
          />
        </View>
      </View>
      <Text style={[styles.muted, { fontSize: 7.5, marginTop: 2 }]}>
        The first figure counts placements; the bar is the weight: {weights}, Mercury, Venus and
        Mars 2, Jupiter and Saturn 1, Uranus, Neptune and Pluto 0, as they stay in a sign for years.
      </Text>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginTop: 6 }}>
        <PointLists
          rows={elements.map((element) => [
            elementPortraits[element].name,
            shape.elements.points[element],
          ])}
        />
        <PointLists
          rows={modalities.map((modality) => [
            modalityPortraits[modality].name,
            shape.modalities.points[modality],
          ])}
        />
      </View>
      <View style={{ flexDirection: 'row', marginTop: 10, alignItems: 'center' }}>
        <PatternWheel chart={input.chart} shape={shape} />
        <View style={{ flex: 1, paddingLeft: 12, paddingRight: 12 }}>
          <Text style={styles.subheading}>Pattern: {patternPortraits[pattern.pattern].name}</Text>
          <Text style={{ marginTop: 2 }}>
            {/* One string: split at "237.5" and "°", the line broke between them. */}
            {`The ten planets occupy ${pattern.occupiedArc}° of the wheel; the widest empty arc, shaded, is ${pattern.largestGap}°.`}
            {pattern.handle.length > 0
              ? ` The handle, in red: ${pattern.handle.map(pointName).join(' and ')}.`
              : ''}
            {pattern.leadingBody ? ` Leading planet: ${pointName(pattern.leadingBody)}.` : ''}
          </Text>
          <Text style={[styles.muted, { marginTop: 2 }]}>
            Dominant signs:{' '}
            {shape.dominantSigns.map((entry) => `${entry.sign} (${entry.score})`).join(', ')}.
          </Text>
        </View>
        {shape.houses ? (
          <View style={{ alignItems: 'center' }}>
            <HemisphereDiagram shape={shape} />
            <Text style={[styles.muted, { fontSize: 7 }]}>
              Planets in each quarter of the houses
            </Text>
          </View>
        ) : null}
      </View>
      <DominantPlanets shape={shape} />
    </>
  );
}
