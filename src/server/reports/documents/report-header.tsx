import { Text, View } from '@react-pdf/renderer';
import { longDate } from '../../mail/templates/summary-facts';
import type { ReportInput } from '../report-input';
import { displayFont } from './fonts';
import { colours, styles } from './theme';

/** The night-blue band under which a one-page report starts: shop, product, buyer. */
export function ReportHeader({ input, title }: { input: ReportInput; title: string }) {
  return (
    <View
      style={{
        backgroundColor: colours.night,
        color: colours.onNight,
        marginHorizontal: -54,
        paddingHorizontal: 54,
        paddingTop: 30,
        paddingBottom: 18,
        marginBottom: 14,
        borderBottomWidth: 2,
        borderBottomColor: colours.gold,
      }}
    >
      <Text style={[styles.eyebrow, { color: colours.gold }]}>
        {input.shopName} · {title}
      </Text>
      <Text style={[styles.title, { fontFamily: displayFont, marginTop: 4 }]}>
        {input.fullName}
      </Text>
      <Text style={{ color: colours.onNightMuted, fontSize: 8, marginTop: 2 }}>
        Prepared {longDate(input.generatedAt.toISOString().slice(0, 10))} · Order{' '}
        {input.orderReference}
      </Text>
    </View>
  );
}
