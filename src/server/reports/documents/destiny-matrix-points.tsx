/**
 * The Destiny Matrix's points in words: each key position with its arcanum, the arcanum's
 * meaning said once however many positions hold it (issue 36: one arcanum's text printed three
 * times), and the key to the octagram's numbers by name.
 */
import { Text, View } from '@react-pdf/renderer';
import {
  arcanumMeanings,
  keyPositionMeanings,
  type DestinyMatrix,
  type DestinyMatrixPointName,
} from '../../../astrology';
import { matrixSpotNames } from '../../../common/charts/destiny-matrix-layout';
import { colours, styles } from './theme';

/** The key positions in the order the document reads them, in its three sections. */
export const firstPoints: DestinyMatrixPointName[] = ['centre', 'left', 'top', 'right', 'bottom'];
export const purposePoints: DestinyMatrixPointName[] = [
  'sky',
  'earth',
  'personal',
  'social',
  'spiritual',
];
export const relationPoints: DestinyMatrixPointName[] = ['money', 'love', 'balance'];
const readingOrder = [...firstPoints, ...purposePoints, ...relationPoints];

/** The key positions each arcanum holds, in reading order: the first one explains it. */
export function positionsByArcanum(matrix: DestinyMatrix): Map<number, DestinyMatrixPointName[]> {
  const positions = new Map<number, DestinyMatrixPointName[]>();
  for (const name of readingOrder) {
    if (!keyPositionMeanings[name]) continue;
    const { arcanum } = matrix.points[name];
    positions.set(arcanum, [...(positions.get(arcanum) ?? []), name]);
  }
  return positions;
}

const titleOf = (name: DestinyMatrixPointName) => keyPositionMeanings[name]?.title ?? name;

export function PointBlock({
  matrix,
  name,
  positions,
}: {
  matrix: DestinyMatrix;
  name: DestinyMatrixPointName;
  positions: Map<number, DestinyMatrixPointName[]>;
}) {
  const position = keyPositionMeanings[name];
  if (!position) return null;
  const { arcanum, name: arcanumName } = matrix.points[name];
  const meaning = arcanumMeanings[arcanum];
  const [first, ...others] = positions.get(arcanum) ?? [name];
  const isFirst = first === name;
  return (
    <View style={{ marginBottom: 9 }} wrap={false}>
      <Text style={styles.eyebrow}>{position.title}</Text>
      <Text style={[styles.heading, { fontSize: 15 }]}>
        {arcanum} · {arcanumName}
        {meaning && isFirst ? `: ${meaning.theme}` : ''}
      </Text>
      <Text style={styles.muted}>{position.about}</Text>
      {meaning && isFirst ? (
        <>
          <Text style={{ marginTop: 2 }}>{meaning.gift}</Text>
          <Text style={[styles.muted, { marginTop: 1 }]}>Out of balance: {meaning.shadow}</Text>
          {others.length > 0 ? (
            <Text style={{ marginTop: 2, fontWeight: 600 }}>
              {arcanum} · {arcanumName} also holds: {others.map(titleOf).join(' · ')}.
            </Text>
          ) : null}
        </>
      ) : null}
      {meaning && !isFirst && first ? (
        <Text style={{ marginTop: 2 }}>
          Its meaning is given above, under “{titleOf(first)}”; here it shapes this position.
        </Text>
      ) : null}
    </View>
  );
}

/** Every number on the octagram with the arcanum it stands for: the drawing names none. */
export function ArcanaKey({ matrix }: { matrix: DestinyMatrix }) {
  const drawn = [...new Set(matrixSpotNames.map((name) => matrix.points[name].arcanum))].sort(
    (first, second) => first - second,
  );
  const nameOf = new Map(
    matrixSpotNames.map((name) => [matrix.points[name].arcanum, matrix.points[name].name]),
  );
  return (
    <View style={{ marginTop: 6 }} wrap={false}>
      <Text style={[styles.eyebrow, { marginBottom: 3 }]}>The numbers in your octagram</Text>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', fontSize: 8.5 }}>
        {drawn.map((arcanum) => (
          <Text key={arcanum} style={{ width: '25%', marginBottom: 2 }}>
            <Text style={{ fontWeight: 600 }}>{arcanum}</Text>
            <Text style={{ color: colours.muted }}> {nameOf.get(arcanum)}</Text>
          </Text>
        ))}
      </View>
    </View>
  );
}
