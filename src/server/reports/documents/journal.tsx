/**
 * The personal journal of The Guided Journey (docs/product.md §1, issue 23): a cover, how to use it, one
 * page for each of 52 weeks with room to write, and a closing page with the year's turning points.
 */
import { Document, Text, View } from '@react-pdf/renderer';
import { longDate } from '../../mail/templates/summary-facts';
import type { DocumentInput } from '../report-input';
import { ChartNotesBox } from './birth-details';
import { JournalWeekPage, WritingSpace } from './journal-week-page';
import type { Journal } from './journal-weeks';
import { NightCover } from './night-cover';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';

function JournalCover({
  input,
  journal,
  title,
  productName,
}: {
  input: DocumentInput;
  journal: Journal;
  title: string;
  productName: string;
}) {
  const [first, last] = [journal.weeks[0], journal.weeks.at(-1)];
  if (!first || !last) throw new Error('A journal has at least one week.');
  return (
    <NightCover
      input={input}
      eyebrow={`${input.shopName} · ${productName}`}
      title={title}
      subtitle="A year of weekly reflection, timed to the real sky and to your birth chart"
      highlight={`${journal.weeks.length} weeks · ${longDate(first.from)} to ${longDate(last.until)}`}
    >
      <View style={{ marginTop: 20, color: colours.ink }}>
        <ChartNotesBox input={input} />
      </View>
      {journal.notes.map((note) => (
        <Text key={note} style={{ marginTop: 8, color: colours.onNightMuted, fontSize: 8.5 }}>
          {note}
        </Text>
      ))}
    </NightCover>
  );
}

/** Room for "26 September 2027" at 10 pt and a clear gap before the event. */
const highlightDateWidth = 104;

/** The year's heaviest events with their weeks: on the how-to page and again at the close. */
function HighlightList({ journal }: { journal: Journal }) {
  return (
    <View>
      {journal.highlights.map((event) => (
        <View
          key={`${event.day}-${event.title}`}
          style={{ flexDirection: 'row', marginBottom: 3 }}
          wrap={false}
        >
          {/* The week above its date: on one line the longest dates ran into the event. */}
          <View style={{ width: highlightDateWidth, paddingRight: 12 }}>
            <Text style={{ color: colours.muted, fontWeight: 600 }}>Week {event.week}</Text>
            <Text style={{ color: colours.muted }}>{event.day}</Text>
          </View>
          <View style={{ flex: 1 }}>
            <Text style={{ fontWeight: 600 }}>{event.title}</Text>
            {event.touches ? <Text style={styles.muted}>Touches {event.touches}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  );
}

function HowToUse({ input, journal }: { input: DocumentInput; journal: Journal }) {
  const hasHouses = input.chart.houses !== null;
  return (
    <ReportPage input={input} fontSize={10}>
      <Text style={styles.eyebrow}>Before you begin</Text>
      <Text style={styles.heading}>How to use your journal</Text>
      <Text style={styles.paragraph}>
        Each page is one week, Monday to Sunday, starting with the week you ordered. At the top are
        that week&apos;s most significant events for your chart: planets meeting the points of your
        birth chart, new and full moons{hasHouses ? ' and the houses they fall in' : ''}, eclipses,
        and planets standing still to change direction. Below them is a short reading and two or
        three questions to write about.
      </Text>
      <Text style={styles.paragraph}>
        Read the page on Monday, keep the questions in mind through the week, and write when you
        have ten quiet minutes. There are no right answers. Over a year the pages become a record of
        how the sky&apos;s rhythm showed up in your own days.
      </Text>
      <Text style={styles.paragraph}>
        You can print the journal and write on the ruled lines, or type straight into the writing
        space of each week in a PDF reader such as Adobe Acrobat Reader, Preview on a Mac or your
        browser. Save the file after typing so your words stay with it.
      </Text>
      <Text style={styles.paragraph}>
        Dates are given in Universal Time (UTC). Where you live, an event near midnight may fall on
        the day before or after. Weeks marked &quot;A quieter week&quot; have no major event for
        your chart; their reading follows the Moon&apos;s phase and the Sun&apos;s place instead.
      </Text>
      <Text style={[styles.subheading, { marginTop: 10, marginBottom: 4 }]}>
        The weeks to watch
      </Text>
      <Text style={styles.paragraph}>
        Of everything the sky does this year, these events weigh most for your chart. Their weeks
        are good ones to give a little more time.
      </Text>
      <HighlightList journal={journal} />
      {journal.notes.length > 0 ? (
        <View style={[styles.noteBox, { marginTop: 10 }]} wrap={false}>
          <Text style={[styles.eyebrow, { marginBottom: 3 }]}>Without a birth time</Text>
          {journal.notes.map((note) => (
            <Text key={note}>{note}</Text>
          ))}
        </View>
      ) : null}
    </ReportPage>
  );
}

function Closing({ input, journal }: { input: DocumentInput; journal: Journal }) {
  return (
    <ReportPage input={input} fill>
      <Text style={styles.eyebrow}>At the end of the year</Text>
      <Text style={styles.heading}>Looking back</Text>
      <Text style={styles.paragraph}>
        These were the year&apos;s weightiest moments for your chart. Turn back to their weeks and
        read what you wrote then: what changed, what stayed, and what surprised you?
      </Text>
      <HighlightList journal={journal} />
      <View style={[styles.noteBox, { marginTop: 8 }]} wrap={false}>
        <Text>
          Questions about your journal? Write to {input.supportEmail} and quote order{' '}
          {input.orderReference}. More readings: {input.publicUrl}
        </Text>
      </View>
      <WritingSpace fieldName="year-in-review" />
    </ReportPage>
  );
}

export function JournalDocument({
  input,
  journal,
  title,
  productName,
}: {
  input: DocumentInput;
  journal: Journal;
  title: string;
  productName: string;
}) {
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <JournalCover input={input} journal={journal} title={title} productName={productName} />
      <HowToUse input={input} journal={journal} />
      {journal.weeks.map((week) => (
        <JournalWeekPage key={week.number} input={input} week={week} />
      ))}
      <Closing input={input} journal={journal} />
    </Document>
  );
}
