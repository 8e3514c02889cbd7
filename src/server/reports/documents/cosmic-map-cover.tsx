import { Text, View } from '@react-pdf/renderer';
import { describePosition } from '../../../astrology';
import { longDate } from '../../mail/templates/summary-facts';
import type { ReportInput } from '../report-input';
import { BirthDetails, ChartNotesBox } from './birth-details';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';

/** Page 1 on night blue, like the shop: title, buyer, birth data and how it was read. */
export function CosmicMapCover({ input, title }: { input: ReportInput; title: string }) {
  const { chart } = input;
  const bigThree = [
    `Sun ${describePosition(chart.sun)}`,
    `Moon ${describePosition(chart.moon)}`,
    chart.ascendant ? `Rising ${describePosition(chart.ascendant)}` : 'Rising not calculated',
  ];
  return (
    <ReportPage
      input={input}
      style={{ backgroundColor: colours.night, color: colours.onNight, paddingTop: 96 }}
      fontSize={10}
    >
      <Text style={[styles.eyebrow, { color: colours.gold }]}>{input.shopName}</Text>
      <Text style={[styles.title, { fontSize: 48, marginTop: 8 }]}>{title}</Text>
      <Text style={{ color: colours.onNightMuted, fontSize: 11, marginTop: 4 }}>
        Your natal chart, planet by planet and house by house
      </Text>
      <View
        style={{
          borderBottomWidth: 1,
          borderBottomColor: colours.gold,
          width: 80,
          marginVertical: 28,
        }}
      />
      <Text style={[styles.title, { fontSize: 32 }]}>{input.fullName}</Text>
      <Text style={{ color: colours.gold, marginTop: 6, marginBottom: 28 }}>
        {bigThree.join('   ·   ')}
      </Text>
      <BirthDetails input={input} onNight />
      <View style={{ marginTop: 28, color: colours.ink }}>
        <ChartNotesBox input={input} />
      </View>
      <Text style={{ marginTop: 28, color: colours.onNightMuted, fontSize: 8 }}>
        Prepared {longDate(input.generatedAt.toISOString().slice(0, 10))} for order{' '}
        {input.orderReference}
      </Text>
    </ReportPage>
  );
}
