import { Text, View } from '@react-pdf/renderer';
import { longDate } from '../../mail/templates/summary-facts';
import type { AstrocartographyReportInput } from '../astrocartography-input';
import { BirthDetails, ChartNotesBox } from './birth-details';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';

/**
 * Page 1 on night blue, as The Cosmic Map opens: the title, whose map it is, and that it is the
 * chart the reader's written report will build on, not that report itself.
 */
export function AstrocartographyCover({
  input,
  title,
  productName,
}: {
  input: AstrocartographyReportInput;
  title: string;
  productName: string;
}) {
  const place = input.chart.place;
  return (
    <ReportPage
      input={input}
      style={{ backgroundColor: colours.night, color: colours.onNight, paddingTop: 96 }}
      fontSize={10}
    >
      <Text style={[styles.eyebrow, { color: colours.gold }]}>
        {input.shopName} · {productName}
      </Text>
      <Text style={[styles.title, { fontSize: 44, marginTop: 8 }]}>{title}</Text>
      <Text style={{ color: colours.onNightMuted, fontSize: 11, marginTop: 4 }}>
        Where on Earth each of your ten planets rose, set and stood highest at your birth
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
        {input.astrocartography.lines.length} lines · drawn for{' '}
        {place ? `a birth in ${place.name}` : 'your birth'}
      </Text>
      <BirthDetails input={input} onNight />
      <View
        style={{
          marginTop: 24,
          borderLeftWidth: 2,
          borderLeftColor: colours.gold,
          paddingLeft: 10,
        }}
      >
        <Text style={[styles.eyebrow, { color: colours.gold, marginBottom: 3 }]}>
          The chart your written report builds on
        </Text>
        <Text style={{ color: colours.onNight }}>
          This map is computed from your birth data and sent as soon as your order is paid. It is
          the chart your reader&apos;s written report for {productName} builds on: that report
          follows on the date your order page shows.
        </Text>
      </View>
      <View style={{ marginTop: 20, color: colours.ink }}>
        <ChartNotesBox input={input} />
      </View>
      <Text style={{ marginTop: 24, color: colours.onNightMuted, fontSize: 8 }}>
        Prepared {longDate(input.generatedAt.toISOString().slice(0, 10))} for order{' '}
        {input.orderReference}
      </Text>
    </ReportPage>
  );
}
