import { View } from '@react-pdf/renderer';
import { describePosition, isBirthTimeUnknown } from '../../../astrology';
import { bigThreePlacements } from '../../mail/templates/summary-facts';
import type { ReportInput } from '../report-input';
import { ChartNotesBox } from './birth-details';
import { NightCover } from './night-cover';
import { colours } from './theme';

/** Page 1 on night blue, like the shop: title, buyer, birth data and how it was read. */
export function CosmicMapCover({ input, title }: { input: ReportInput; title: string }) {
  const { chart } = input;
  // The Moon as the Big Three give it: both signs when it changed sign on an unknown-time day.
  const moon = bigThreePlacements(chart).find((placement) => placement.label === 'Moon');
  const bigThree = [
    `Sun ${describePosition(chart.sun)}`,
    `Moon ${moon?.position ?? describePosition(chart.moon)}`,
    chart.ascendant
      ? `Rising ${describePosition(chart.ascendant)}`
      : isBirthTimeUnknown(chart)
        ? 'Rising needs your birth time'
        : 'Rising not calculated',
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
