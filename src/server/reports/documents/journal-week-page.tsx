import { Path, Svg, Text, TextInput, View } from '@react-pdf/renderer';
import type { DocumentInput } from '../report-input';
import type { JournalWeek } from './journal-weeks';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';

/** Ruled lines this far apart across the text width; enough to fill any page, clipped to the space left. */
const lineSpacing = 22;
const ruledLineCount = 32;
/**
 * Letter width less the page's side margins, and the column the weekday takes: "Wednesday 29
 * September" at 10 pt is 117 pt, and the event starts a clear 11 pt after it.
 */
const textWidth = 504;
const dayColumnWidth = 128;

/**
 * The writing space (decision 247): ruled lines that print, under one multiline text field a
 * PDF reader can type into. The lines sit out of the flow, so the space takes exactly what the
 * page has left after the week's reading and prompts.
 */
export function WritingSpace({ fieldName }: { fieldName: string }) {
  const width = textWidth;
  const height = ruledLineCount * lineSpacing;
  // One path for all the lines: a page of separate lines was most of the journal's layout time.
  const rules = Array.from(
    { length: ruledLineCount },
    (_, index) => `M0 ${(index + 1) * lineSpacing} H${width}`,
  ).join(' ');
  return (
    <View
      style={{ flexGrow: 1, flexBasis: 0, marginTop: 10, overflow: 'hidden', position: 'relative' }}
    >
      <Svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ position: 'absolute', top: 0, left: 0 }}
      >
        <Path d={rules} stroke={colours.rule} strokeWidth={0.6} />
      </Svg>
      <TextInput
        name={fieldName}
        multiline
        style={{ position: 'absolute', top: 0, left: 0, right: 0, bottom: 0 }}
      />
    </View>
  );
}

/** One week: its dates, its events and what they touch, a reading, prompts, then room to write. */
export function JournalWeekPage({ input, week }: { input: DocumentInput; week: JournalWeek }) {
  return (
    <ReportPage input={input} fill isOnePage>
      <Text style={styles.eyebrow}>
        {week.isQuiet ? 'A quieter week' : 'This week in your chart'}
      </Text>
      <Text style={[styles.heading, { marginTop: 2 }]}>
        Week {week.number} · {week.dates}
      </Text>
      <View style={{ marginBottom: 6 }}>
        {week.events.map((event) => (
          <View
            key={`${event.day}-${event.title}`}
            style={{ flexDirection: 'row', marginBottom: 3 }}
            wrap={false}
          >
            <Text style={{ width: dayColumnWidth, color: colours.muted }}>{event.day}</Text>
            <View style={{ width: textWidth - dayColumnWidth }}>
              <Text style={{ fontWeight: 600 }}>{event.title}</Text>
              {event.touches ? <Text style={styles.muted}>Touches {event.touches}</Text> : null}
              {event.uncertainty ? (
                <Text style={[styles.muted, { fontSize: 8 }]}>{event.uncertainty}</Text>
              ) : null}
            </View>
          </View>
        ))}
      </View>
      <View style={styles.goldRule} />
      {week.reading.map((paragraph) => (
        <Text key={paragraph} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
      <View style={[styles.noteBox, { marginTop: 4 }]}>
        <Text style={[styles.eyebrow, { marginBottom: 3 }]}>To write about</Text>
        {week.prompts.map((prompt, index) => (
          <Text key={prompt} style={{ marginBottom: 2 }}>
            {index + 1}. {prompt}
          </Text>
        ))}
      </View>
      <WritingSpace fieldName={`week-${String(week.number).padStart(2, '0')}`} />
    </ReportPage>
  );
}
