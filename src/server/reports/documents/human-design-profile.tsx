/**
 * The Human Design profile (The Intensive and up): a cover with the key facts and the honest
 * notes, the bodygraph with its design and personality columns, then every part explained.
 */
import { Document, Text, View } from '@react-pdf/renderer';
import type { HumanDesignChart } from '../../../astrology';
import type { BodygraphData } from '../../../common/charts/bodygraph-layout';
import { longDate } from '../../mail/templates/summary-facts';
import type { DocumentInput } from '../report-input';
import { ActivationColumn, BodygraphDrawing } from './bodygraph';
import {
  birthMomentNotes,
  correctionRequest,
  eitherOf,
  humanDesignFacts,
  type HumanDesignFacts,
} from './human-design-facts';
import { CentresSection, ChannelsSection } from './human-design-centres';
import {
  AtAGlance,
  AuthoritySection,
  CrossSection,
  DefinitionSection,
  ProfileSection,
  TypeSection,
} from './human-design-sections';
import { NightCover } from './night-cover';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';

interface ProfileProps {
  input: DocumentInput;
  chart: HumanDesignChart;
  data: BodygraphData;
  title: string;
}

function Cover({ input, chart, title, facts }: ProfileProps & { facts: HumanDesignFacts }) {
  return (
    <NightCover
      input={input}
      eyebrow={input.shopName}
      title={title}
      subtitle="Your bodygraph, type, strategy, authority, profile and incarnation cross"
      highlight={`${eitherOf(facts.types)}   ·   ${eitherOf(facts.profiles)}   ·   ${eitherOf(facts.authorities)} authority`}
    >
      <View style={{ marginTop: 18 }}>
        {notesOf(input, chart).map((note) => (
          <Text key={note} style={{ marginBottom: 4 }}>
            {note}
          </Text>
        ))}
        <Text style={{ color: colours.onNightMuted, marginTop: 4 }}>
          Calculated from your birth moment and your design moment, {designMoment(chart)}, when the
          Sun stood 88° of its path before its place at your birth. The lunar nodes are the true
          nodes; sites that use the mean node can differ by a gate or a line.
        </Text>
      </View>
    </NightCover>
  );
}

/** How the moment was read, what the chart cannot settle, and what to send if so. */
function notesOf(input: DocumentInput, chart: HumanDesignChart): string[] {
  const request = correctionRequest(input);
  return [
    ...birthMomentNotes(input),
    ...chart.notes.map((note) => note.message),
    ...(request ? [request] : []),
  ];
}

function designMoment(chart: HumanDesignChart): string {
  return `${longDate(chart.designUtc.slice(0, 10))}, ${chart.designUtc.slice(11, 16)} UTC`;
}

function Legend({ chart, data }: { chart: HumanDesignChart; data: BodygraphData }) {
  const cells = [...data.columns.personality, ...data.columns.design];
  const rows: [string, string][] = [
    ['Gold and white', 'defined centres are gold, open centres white'],
    ['Personality, in ink', 'the planets at your birth: the side of you that you know'],
    [
      'Design, in rust',
      `the planets at your design moment, ${designMoment(chart)}: the side that works out of sight`,
    ],
    ['Striped', 'a gate activated on both sides'],
  ];
  if (cells.some((cell) => cell.value === 'open'))
    rows.push(['open', 'the gate changes within your birth date, so it is not drawn']);
  const lineChanges = cells.find((cell) => cell.value.includes('–'));
  if (lineChanges)
    rows.push([lineChanges.value, 'the gate holds all day and the line changes with the hour']);
  if (cells.some((cell) => cell.isNearBoundary))
    rows.push(['*', 'close to a line: see the note below']);
  return (
    <View style={{ marginTop: 8 }}>
      {rows.map(([label, text]) => (
        <View key={label} style={{ flexDirection: 'row', marginBottom: 1.5, fontSize: 8.5 }}>
          <Text style={{ width: 110, fontWeight: 600 }}>{label}</Text>
          <Text style={[styles.muted, { flex: 1 }]}>{text}</Text>
        </View>
      ))}
    </View>
  );
}

function BodygraphPage({ input, chart, data }: ProfileProps) {
  const flags = chart.notes.filter((note) => note.code === 'near-boundary');
  return (
    <ReportPage input={input}>
      <Text style={styles.eyebrow}>Your bodygraph</Text>
      <Text style={[styles.heading, { marginBottom: 10 }]}>
        {input.fullName}, born {longDate(input.birth.date)}
      </Text>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ paddingTop: 40 }}>
          <ActivationColumn cells={data.columns.design} side="design" />
        </View>
        <BodygraphDrawing data={data} width={262} />
        <View style={{ paddingTop: 40 }}>
          <ActivationColumn cells={data.columns.personality} side="personality" />
        </View>
      </View>
      <Legend chart={chart} data={data} />
      {flags.length > 0 ? (
        <View style={[styles.noteBox, { marginTop: 8 }]} wrap={false}>
          <Text style={[styles.eyebrow, { marginBottom: 3 }]}>Close to a line</Text>
          {flags.map((note) => (
            <Text key={note.message} style={{ marginBottom: 2 }}>
              {note.message}
            </Text>
          ))}
        </View>
      ) : null}
    </ReportPage>
  );
}

export function HumanDesignProfileDocument({ input, chart, data, title }: ProfileProps) {
  const facts = humanDesignFacts(chart);
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <Cover input={input} chart={chart} data={data} title={title} facts={facts} />
      <BodygraphPage input={input} chart={chart} data={data} title={title} />
      <ReportPage input={input}>
        <AtAGlance facts={facts} data={data} />
        <TypeSection chart={chart} facts={facts} />
        <AuthoritySection facts={facts} />
        <ProfileSection facts={facts} />
        <DefinitionSection facts={facts} />
        <CrossSection facts={facts} />
        <ChannelsSection data={data} facts={facts} />
        <CentresSection data={data} facts={facts} />
      </ReportPage>
    </Document>
  );
}
