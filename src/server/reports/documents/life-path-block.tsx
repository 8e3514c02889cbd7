import { Text, View } from '@react-pdf/renderer';
import { lifePathInterpretation, type NatalChart } from '../../../astrology';
import { displayFont } from './fonts';
import { lifePathWorking } from './report-facts';
import { colours, styles } from './theme';

export const labelColumnWidth = 118;

const numberStyle = {
  fontFamily: displayFont,
  fontWeight: 700,
  fontSize: 36,
  lineHeight: 1,
  marginVertical: 2,
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
