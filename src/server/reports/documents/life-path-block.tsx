import { Text, View } from '@react-pdf/renderer';
import { lifePathInterpretation, type NatalChart } from '../../../astrology';
import { displayFont } from './fonts';
import { lifePathWorking } from './report-facts';
import { colours, styles } from './theme';

export const labelColumnWidth = 118;

export const LIFE_PATH_NUMERAL_SIZE = 36;

/**
 * The display face draws old-style figures: 3, 4, 5, 7 and 9 hang about 0.3 em below the
 * baseline, outside a line box of height 1. The margin below keeps them clear of the working.
 */
const numberStyle = {
  fontFamily: displayFont,
  fontWeight: 700,
  fontSize: LIFE_PATH_NUMERAL_SIZE,
  lineHeight: 1,
  marginTop: 2,
  marginBottom: Math.ceil(LIFE_PATH_NUMERAL_SIZE * 0.3) - 2,
  color: colours.goldDeep,
};

/** The life path number, its working (so it can be checked) and what it means. */
export function LifePathBlock({ chart }: { chart: NatalChart }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 10 }} wrap={false}>
      <View style={{ width: labelColumnWidth, paddingRight: 10 }}>
        <Text style={styles.eyebrow}>Life path</Text>
        <Text style={numberStyle}>{chart.lifePath.number}</Text>
        <Text style={[styles.muted, { fontSize: 7.5, lineHeight: 1.3 }]}>
          {lifePathWorking(chart)}
        </Text>
      </View>
      <Text style={{ flex: 1 }}>{lifePathInterpretation(chart.lifePath.number)}</Text>
    </View>
  );
}
