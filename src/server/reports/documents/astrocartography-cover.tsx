import { Text, View } from '@react-pdf/renderer';
import type { AstrocartographyReportInput } from '../astrocartography-input';
import { ChartNotesBox } from './birth-details';
import { NightCover } from './night-cover';
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
    <NightCover
      input={input}
      eyebrow={`${input.shopName} · ${productName}`}
      title={title}
      subtitle="Where on Earth each of your ten planets rose, set and stood highest at your birth"
      highlight={`${input.astrocartography.lines.length} lines · drawn for ${place ? `a birth in ${place.name}` : 'your birth'}`}
    >
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
    </NightCover>
  );
}
