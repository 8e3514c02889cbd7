import { View } from '@react-pdf/renderer';
import { describePosition } from '../../../astrology';
import type { ReportInput } from '../report-input';
import { ChartNotesBox } from './birth-details';
import { NightCover } from './night-cover';
import { colours } from './theme';

/** Page 1 on night blue, like the shop: title, buyer, birth data and how it was read. */
export function CosmicMapCover({ input, title }: { input: ReportInput; title: string }) {
  const { chart } = input;
  const bigThree = [
    `Sun ${describePosition(chart.sun)}`,
    `Moon ${describePosition(chart.moon)}`,
    chart.ascendant ? `Rising ${describePosition(chart.ascendant)}` : 'Rising not calculated',
  ];
  return (
    <NightCover
      input={input}
      eyebrow={input.shopName}
      title={title}
      titleSize={48}
      subtitle="Your natal chart, planet by planet and house by house"
      highlight={bigThree.join('   ·   ')}
    >
      <View style={{ marginTop: 28, color: colours.ink }}>
        <ChartNotesBox input={input} />
      </View>
    </NightCover>
  );
}
