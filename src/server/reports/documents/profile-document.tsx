/**
 * The dynamic profile of The Compass Package (issue 23, decision 242): a cover, the chart's
 * shape drawn, then one portrait that reads the shape, Human Design and the numbers together.
 */
import { Document, Text, View } from '@react-pdf/renderer';
import type {
  ChartShape,
  CoreNumbers,
  HumanDesignChart,
  PortraitSection,
} from '../../../astrology';
import type { DocumentInput } from '../report-input';
import { NightCover } from './night-cover';
import { ProfileNotes, ProfileShapePage } from './profile-shape-page';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';

export interface ProfileContent {
  shape: ChartShape;
  humanDesign: HumanDesignChart;
  numbers: CoreNumbers;
  sections: PortraitSection[];
  /** "Air · Fixed · Bucket · Projector · Life Path 2". */
  keyFacts: string;
}

const synthesisStyle = {
  borderTopWidth: 1,
  borderBottomWidth: 1,
  borderColor: colours.goldDeep,
  paddingVertical: 10,
};

function FactRow({ facts }: { facts: [string, string][] }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 8 }} wrap={false}>
      {facts.map(([label, value]) => (
        <View
          key={label}
          style={{
            flex: 1,
            borderTopWidth: 1,
            borderTopColor: colours.goldDeep,
            paddingTop: 3,
            marginRight: 8,
          }}
        >
          <Text style={styles.eyebrow}>{label}</Text>
          <Text style={{ fontWeight: 600 }}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

/** "BARACK 9 + HUSSEIN 5 + OBAMA 5 = 19, reduced to 1". */
function nameWorking(names: string[], byName: number[], total: number): string {
  const sum = byName.reduce((running, value) => running + value, 0);
  const parts = names.map((name, index) => `${name} ${byName[index] ?? 0}`).join(' + ');
  return sum === total ? `${parts} = ${total}` : `${parts} = ${sum}, reduced to ${total}`;
}

function NumbersTable({ numbers }: { numbers: CoreNumbers }) {
  const { lifePath, birthday, expression, soulUrge, personality, names = [] } = numbers;
  const { month, day, year, sum } = lifePath.reduced;
  const rows: [string, number, string][] = [
    [
      'Life path',
      lifePath.number,
      `month ${month} + day ${day} + year ${year} = ${sum}${sum === lifePath.number ? '' : `, reduced to ${lifePath.number}`}`,
    ],
  ];
  if (expression && soulUrge && personality)
    rows.push(
      [
        'Expression',
        expression.number,
        `every letter: ${nameWorking(names, expression.byName, expression.number)}`,
      ],
      [
        'Soul urge',
        soulUrge.number,
        `vowels: ${nameWorking(names, soulUrge.byName, soulUrge.number)}`,
      ],
      [
        'Personality',
        personality.number,
        `consonants: ${nameWorking(names, personality.byName, personality.number)}`,
      ],
    );
  rows.push([
    'Birthday',
    birthday.reduced,
    birthday.reduced === birthday.number
      ? `day ${birthday.number}`
      : `day ${birthday.number}, reduced to ${birthday.reduced}`,
  ]);
  return (
    <View style={{ marginBottom: 8 }} wrap={false}>
      {rows.map(([label, value, working]) => (
        <View
          key={label}
          style={{
            flexDirection: 'row',
            borderBottomWidth: 0.5,
            borderBottomColor: colours.rule,
            paddingVertical: 2,
          }}
        >
          <Text style={{ width: 80, fontWeight: 600 }}>{label}</Text>
          <Text style={{ width: 28, fontWeight: 700, color: colours.goldDeep }}>{value}</Text>
          <Text style={[styles.muted, { flex: 1, fontSize: 8 }]}>{working}</Text>
        </View>
      ))}
      <Text style={[styles.muted, { fontSize: 7.5, marginTop: 3 }]}>
        Pythagorean letter values (A, J, S = 1 to I, R = 9); each name is reduced on its own and the
        master numbers 11, 22 and 33 are kept.
      </Text>
    </View>
  );
}

function SectionFacts({ section, content }: { section: PortraitSection; content: ProfileContent }) {
  if (section.key === 'design') {
    const { type, strategy, authority, profile } = content.humanDesign;
    return (
      <FactRow
        facts={[
          ['Type', type],
          ['Strategy', strategy],
          ['Authority', authority],
          ['Profile', profile],
        ]}
      />
    );
  }
  if (section.key === 'numbers') return <NumbersTable numbers={content.numbers} />;
  return null;
}

const designResults = ['type', 'strategy', 'authority', 'profile'] as const;

/**
 * What a birth time would change in the Human Design results this profile prints. The full
 * activation-by-activation notes belong to the Human Design document, not to this portrait.
 */
function designTimeNote(humanDesign: HumanDesignChart): string {
  if (!humanDesign.birthDay) {
    const nearLines = humanDesign.nearBoundaries.length;
    return nearLines === 0
      ? 'No Human Design activation sits within 3 arcminutes of a line boundary, so a birth time a little off would not change what is printed here.'
      : `${nearLines} Human Design activation${nearLines === 1 ? ' sits' : 's sit'} within 3 arcminutes of a line boundary: a birth time slightly off could carry ${nearLines === 1 ? 'it' : 'them'} into the next line, and the type, strategy and authority would change only if that changed a channel.`;
  }
  const varying = designResults.filter((field) =>
    humanDesign.birthDay?.varying.some((entry) => entry.field === field),
  );
  const steady = designResults.filter((field) => !varying.includes(field));
  const steadyText =
    steady.length > 0
      ? `your ${steady.join(', ')} stay the same all day`
      : 'none of these stay the same all day';
  const varyingText =
    varying.length > 0
      ? `; your ${varying.join(', ')} change with the hour, so they are read for noon`
      : '';
  return `Without a birth time, your Human Design was drawn for every hour of your birth date: ${steadyText}${varyingText}.`;
}

/** How each part was computed, and the Human Design notes an unknown or borderline time brings. */
function Method({ content }: { content: ProfileContent }) {
  return (
    <View style={[styles.noteBox, { marginTop: 6 }]} wrap={false}>
      <Text style={[styles.eyebrow, { marginBottom: 3 }]}>How this profile was made</Text>
      <Text style={{ marginBottom: 2 }}>
        The chart is tropical, with Placidus houses when the birth time and town are known. The
        pattern is read from the ten planets with Marc Edmund Jones's seven shapes: bundle within
        120°, bowl within 180°, bucket with a lone handle, locomotive within 240°, seesaw across two
        empty arcs, splash over eight or more signs, splay otherwise.
      </Text>
      <Text style={{ marginBottom: 2 }}>
        Human Design uses the birth moment and the moment the Sun stood 88° earlier, with the true
        lunar node. The numbers use the full name as given on the order and the Pythagorean letter
        values; Y counts as a vowel unless a vowel stands next to it.
      </Text>
      <Text>{designTimeNote(content.humanDesign)}</Text>
    </View>
  );
}

function Section({ section, content }: { section: PortraitSection; content: ProfileContent }) {
  const isSynthesis = section.key === 'synthesis';
  return (
    <View style={[{ marginBottom: 12 }, isSynthesis ? synthesisStyle : {}]}>
      <View wrap={false}>
        <Text style={styles.eyebrow}>{section.eyebrow}</Text>
        <Text style={styles.heading}>{section.heading}</Text>
        <SectionFacts section={section} content={content} />
        <Text style={[styles.paragraph, isSynthesis ? { fontSize: 11 } : {}]}>
          {section.paragraphs[0]}
        </Text>
      </View>
      {section.paragraphs.slice(1).map((paragraph) => (
        <Text key={paragraph} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
    </View>
  );
}

export function ProfileDocument({
  input,
  content,
  title,
}: {
  input: DocumentInput;
  content: ProfileContent;
  title: string;
}) {
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <NightCover
        input={input}
        eyebrow={input.shopName}
        title={title}
        subtitle="How you work, love and recharge: your chart, your design and your numbers in one portrait"
        highlight={content.keyFacts}
      >
        <Text style={{ marginTop: 18, color: colours.onNightMuted }}>
          Page 2 draws the shape of your chart; the pages after it read that shape together with
          your Human Design and your numbers. Each finding is computed from the birth data above,
          and where a missing birth time leaves something open, the text says so.
        </Text>
      </NightCover>
      <ReportPage input={input}>
        <ProfileShapePage input={input} shape={content.shape} />
      </ReportPage>
      <ReportPage input={input} fontSize={10}>
        <ProfileNotes input={input} shape={content.shape} />
        {content.sections.map((section) => (
          <Section key={section.key} section={section} content={content} />
        ))}
        <Method content={content} />
      </ReportPage>
    </Document>
  );
}
