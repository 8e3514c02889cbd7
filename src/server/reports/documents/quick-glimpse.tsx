/** The Quick Glimpse: one page with Sun, Moon, Rising and the life path number. */
import { Document, Text, View } from '@react-pdf/renderer';
import { bigThreePlacements, type Placement } from '../../mail/templates/summary-facts';
import type { ReportInput } from '../report-input';
import { BirthDetails, ChartNotesBox } from './birth-details';
import { chartNoteTexts, missingDataRequest } from './report-facts';
import { ReportHeader } from './report-header';
import { LifePathBlock, labelColumnWidth } from './life-path-block';
import { ReportPage } from './report-page';
import { styles } from './theme';

const whenNoRising =
  'Your Rising sign changes every two hours or so and depends on where you were born, so it needs a birth time and a birthplace we recognise. See the box below for how to send them.';

/** The page must stay one page: longer notes get a slightly smaller type, never cut text. */
function bodySizeFor(input: ReportInput): number {
  const noteCharacters = chartNoteTexts(input.chart).join(' ').length;
  const requestCharacters = missingDataRequest(input)?.length ?? 0;
  const extra = noteCharacters + requestCharacters + (input.birth.placeText?.length ?? 0);
  if (extra < 250) return 10;
  if (extra < 550) return 9.5;
  return 9;
}

const labelColumn = labelColumnWidth;

function PlacementBlock({ placement }: { placement: Placement }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 8 }} wrap={false}>
      <View style={{ width: labelColumn, paddingRight: 10 }}>
        <Text style={styles.eyebrow}>{placement.label}</Text>
        <Text style={[styles.subheading, { fontSize: 15 }]}>
          {placement.position ?? placement.missing}
        </Text>
      </View>
      <Text style={{ flex: 1 }}>{placement.text}</Text>
    </View>
  );
}

export function QuickGlimpseDocument({ input, title }: { input: ReportInput; title: string }) {
  const { chart } = input;
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <ReportPage input={input} style={{ paddingTop: 0 }} fontSize={bodySizeFor(input)}>
        <ReportHeader input={input} title={title} />
        <BirthDetails input={input} />
        <View style={styles.goldRule} />
        {bigThreePlacements(input.chart, whenNoRising).map((placement) => (
          <PlacementBlock key={placement.label} placement={placement} />
        ))}
        <View style={styles.goldRule} />
        <LifePathBlock chart={chart} />
        <ChartNotesBox input={input} />
      </ReportPage>
    </Document>
  );
}
