import { Text, View } from '@react-pdf/renderer';
import type { OrderDocumentInput } from '../report-input';
import { birthDetails, chartNoteTexts, missingDataRequest } from './report-facts';
import { colours, styles } from './theme';

/** Label/value rows: what the buyer gave and what the chart was calculated for. */
export function BirthDetails({
  input,
  onNight = false,
}: {
  input: OrderDocumentInput;
  onNight?: boolean;
}) {
  return (
    <View>
      {birthDetails(input).map((row) => (
        <View key={row.label} style={{ flexDirection: 'row', marginBottom: 2 }}>
          <Text style={{ width: 118, color: onNight ? colours.onNightMuted : colours.muted }}>
            {row.label}
          </Text>
          <Text style={{ flex: 1 }}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

/** "How we read your birth data": the chart's notes and, when needed, how to send what is missing. */
export function ChartNotesBox({ input }: { input: OrderDocumentInput }) {
  const notes = chartNoteTexts(input.chart);
  const request = missingDataRequest(input);
  if (notes.length === 0 && !request) return null;
  return (
    <View style={styles.noteBox} wrap={false}>
      <Text style={[styles.eyebrow, { marginBottom: 3 }]}>How we read your birth data</Text>
      {notes.map((note) => (
        <Text key={note} style={{ marginBottom: 2 }}>
          {note}
        </Text>
      ))}
      {request ? <Text style={{ marginTop: 2 }}>{request}</Text> : null}
    </View>
  );
}
