/**
 * The pages before the cards: how the deck was drawn from this chart, how to print and cut it,
 * how to use a card a week, then the whole year at a glance.
 */
import { Text, View } from '@react-pdf/renderer';
import type { AffirmationCard } from '../../../astrology';
import type { DocumentInput } from '../report-input';
import { ChartNotesBox } from './birth-details';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';

function howTheDeckWasDrawn(input: DocumentInput, deck: AffirmationCard[]): string {
  const missing = input.birth.time ? 'a birthplace we recognise' : 'a birth time';
  const opening =
    input.chart.ascendant !== null
      ? 'We began with the placements that say most about you: your Sun, Moon, Rising sign and chart ruler, then the planets closest to you by sign and house and the tightest aspects between them.'
      : `We began with the placements that say most about you: your Sun and Moon, then your personal planets and the tightest aspects between them. Without ${missing} we cannot place your Rising sign or houses, so your deck draws on the signs of your planets, the aspects between them, the Moon phase you were born under and the elements your chart leans to.`;
  const placements = deck.map((entry) => entry.placement);
  const repeats = new Set(placements).size < placements.length;
  const sides = repeats
    ? ' Some placements have more than one card, each about a different side of them.'
    : '';
  return `${opening}${sides} Weeks 1, 14, 27 and 40 open each season of your year with one of your four strongest placements.`;
}

function Paragraph({ heading, children }: { heading: string; children: string }) {
  return (
    <View style={{ marginBottom: 12 }} wrap={false}>
      <Text style={[styles.subheading, { marginBottom: 3 }]}>{heading}</Text>
      <Text>{children}</Text>
    </View>
  );
}

export function AffirmationGuidePage({
  input,
  deck,
}: {
  input: DocumentInput;
  deck: AffirmationCard[];
}) {
  return (
    <ReportPage input={input} fontSize={10}>
      <Text style={styles.eyebrow}>Before you begin</Text>
      <Text style={[styles.heading, { fontSize: 24, marginTop: 4 }]}>How to use your deck</Text>
      <View style={styles.goldRule} />
      <Paragraph heading="Written from your chart">
        {`Each card carries one affirmation for a placement in your birth chart, and names that placement at its foot, so you always know which part of you it speaks to. There is a card for every week of the year, and no affirmation appears twice. ${howTheDeckWasDrawn(input, deck)}`}
      </Paragraph>
      <Paragraph heading="Printing and cutting">
        Print the card pages on Letter paper at actual size (100%, not "fit to page"), on card stock
        of about 200 to 300 gsm if your printer takes it. Each card is 2.5 by 3.5 inches, the size
        of a playing card, eight to a sheet. Cut along the dashed lines; the short marks in the
        margins show where every cut starts and ends. A paper trimmer keeps the edges straight, and
        rounded corners are a nice touch if you have a corner punch.
      </Paragraph>
      <Paragraph heading="A card a week">
        Start on any Monday you like: week 1 need not be in January. Read the week's card aloud in
        the morning and keep it where you will see it, on a mirror, a desk or tucked into a phone
        case. During the week, notice where it already rings true and where it asks something of
        you. A line in a notebook each Sunday turns the deck into a record of your year.
      </Paragraph>
      <Paragraph heading="Saying it so it sticks">
        Affirmations work best said slowly, in your own voice, as plain statements rather than
        wishes. If a card feels out of reach, add "I am learning that" in front of it for the first
        few days. Keep the cards you come back to; they are the ones doing the most work.
      </Paragraph>
      <View style={{ marginTop: 6 }}>
        <ChartNotesBox input={input} />
      </View>
    </ReportPage>
  );
}

const seasons = [
  { name: 'Season one', first: 1 },
  { name: 'Season two', first: 14 },
  { name: 'Season three', first: 27 },
  { name: 'Season four', first: 40 },
];

/** All 52 weeks and their placements, a season to a quarter of the page. */
export function AffirmationYearPage({
  input,
  deck,
}: {
  input: DocumentInput;
  deck: AffirmationCard[];
}) {
  return (
    <ReportPage input={input} fontSize={8.5}>
      <Text style={styles.eyebrow}>Your deck</Text>
      <Text style={[styles.heading, { fontSize: 24, marginTop: 4 }]}>Your year at a glance</Text>
      <View style={styles.goldRule} />
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        {seasons.map((season) => (
          <View key={season.name} style={{ width: '48%', marginBottom: 16 }} wrap={false}>
            <Text style={[styles.subheading, { marginBottom: 4 }]}>
              {`${season.name}: weeks ${season.first} to ${season.first + 12}`}
            </Text>
            {deck
              .filter((entry) => entry.week >= season.first && entry.week < season.first + 13)
              .map((entry) => (
                <View
                  key={entry.week}
                  style={{
                    flexDirection: 'row',
                    paddingVertical: 2.5,
                    borderBottomWidth: 0.5,
                    borderBottomColor: colours.rule,
                  }}
                >
                  <Text style={{ width: 48, color: colours.goldDeep, fontWeight: 600 }}>
                    Week {entry.week}
                  </Text>
                  <Text style={{ flex: 1 }}>{entry.placement}</Text>
                </View>
              ))}
          </View>
        ))}
      </View>
    </ReportPage>
  );
}
