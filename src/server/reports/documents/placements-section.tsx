import { Text, View } from '@react-pdf/renderer';
import {
  bodyInHouseInterpretation,
  bodyMeaning,
  describePosition,
  planetInSignInterpretation,
  retrogradeNote,
  type ChartBody,
} from '../../../astrology';
import type { ReportInput } from '../report-input';
import { bodyRows, type ChartRow } from './chart-points';
import { colours, styles } from './theme';

const ordinal = (house: number) =>
  `${house}${house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th'}`;

function PlacementBlock({ row }: { row: ChartRow }) {
  const body = row.point as ChartBody;
  const meaning = bodyMeaning(body);
  const where = [
    describePosition(row.position),
    row.house === null ? null : `${ordinal(row.house)} house`,
    row.isRetrograde ? 'retrograde' : null,
  ].filter(Boolean);
  return (
    <View style={{ marginBottom: 6 }}>
      <View wrap={false}>
        <View
          style={{
            flexDirection: 'row',
            alignItems: 'flex-end',
            borderBottomWidth: 0.5,
            borderBottomColor: colours.goldDeep,
            paddingBottom: 1,
            marginBottom: 3,
          }}
        >
          <Text style={[styles.subheading, { fontSize: 14, marginRight: 8 }]}>
            {meaning.title} in {row.position.sign}
          </Text>
          <Text style={[styles.muted, { flex: 1, paddingBottom: 2 }]}>{where.join(' · ')}</Text>
          <Text style={[styles.eyebrow, { paddingBottom: 2 }]}>{meaning.keywords}</Text>
        </View>
        <Text style={[styles.muted, styles.paragraph, { fontSize: 8 }]}>{meaning.text}</Text>
      </View>
      <Text style={styles.paragraph}>{planetInSignInterpretation(body, row.position.sign)}</Text>
      {row.house === null ? null : (
        <Text style={styles.paragraph}>{bodyInHouseInterpretation(body, row.house)}</Text>
      )}
      {row.isRetrograde ? (
        <Text style={[styles.paragraph, { fontStyle: 'normal', color: colours.muted }]}>
          Retrograde: {retrogradeNote(body)}
        </Text>
      ) : null}
    </View>
  );
}

/** Pages 3-4: every body by sign, by house when there are houses, and retrograde notes. */
export function PlacementsSection({ input }: { input: ReportInput }) {
  const { chart } = input;
  return (
    <View>
      <Text style={styles.eyebrow}>Planet by planet</Text>
      <Text style={styles.heading}>
        Your Sun, Moon and planets by sign{chart.houses ? ' and house' : ''}
      </Text>
      {chart.houses ? null : (
        <Text style={[styles.muted, styles.paragraph]}>
          Houses need a birth time and a recognised birthplace, so this section reads each body by
          its sign only.
        </Text>
      )}
      {bodyRows(chart).map((row) => (
        <PlacementBlock key={row.point} row={row} />
      ))}
    </View>
  );
}
