import { Text, View } from '@react-pdf/renderer';
import { describePosition, houseMeaning, type NatalChart } from '../../../astrology';
import type { ReportInput } from '../report-input';
import { LifePathBlock } from './life-path-block';
import { missingDataRequest } from './report-facts';
import { colours, styles } from './theme';

function HousesOverview({ chart }: { chart: NatalChart }) {
  if (!chart.houses) return null;
  return (
    <View style={{ marginBottom: 10 }} wrap={false}>
      <Text style={styles.eyebrow}>Your houses</Text>
      <Text style={[styles.heading, { fontSize: 16 }]}>Where each area of life begins</Text>
      {chart.houses.cusps.map((cusp, index) => {
        const meaning = houseMeaning(index + 1);
        return (
          <View
            key={index}
            style={{
              flexDirection: 'row',
              borderBottomWidth: 0.5,
              borderBottomColor: colours.rule,
              paddingVertical: 1.5,
              fontSize: 8.5,
            }}
          >
            {/* Each column keeps a gap: "Eighth house: ..." ran into "25°54' Virgo". */}
            <Text style={{ width: 225, paddingRight: 8, fontWeight: 600 }}>{meaning.title}</Text>
            <Text style={{ width: 92, paddingRight: 8 }}>{describePosition(cusp)}</Text>
            <Text style={[styles.muted, { flex: 1 }]}>{meaning.keywords}</Text>
          </View>
        );
      })}
      {chart.houses.fallbackReason ? (
        <Text style={[styles.muted, { fontSize: 8, marginTop: 3 }]}>
          {chart.houses.fallbackReason}
        </Text>
      ) : (
        <Text style={[styles.muted, { fontSize: 8, marginTop: 3 }]}>Placidus houses.</Text>
      )}
    </View>
  );
}

/** The close: houses at a glance, the life path number, and what to do next. */
export function ClosingSection({ input }: { input: ReportInput }) {
  const { chart } = input;
  const request = missingDataRequest(input);
  return (
    <View style={{ marginTop: 12 }}>
      <HousesOverview chart={chart} />
      <LifePathBlock chart={chart} />
      <View style={styles.noteBox} wrap={false}>
        <Text style={[styles.eyebrow, { marginBottom: 3 }]}>What next</Text>
        <Text style={{ marginBottom: 3 }}>
          Read one section a week and notice where it shows up in your days; the chart is a map for
          reflection, not a verdict.
        </Text>
        {request ? <Text style={{ fontWeight: 600, marginBottom: 3 }}>{request}</Text> : null}
        <Text>
          Questions about your report? Write to {input.supportEmail} and quote order{' '}
          {input.orderReference}. More readings: {input.publicUrl}
        </Text>
      </View>
    </View>
  );
}
