/**
 * The explained parts of the Human Design profile: the chart at a glance, then type and
 * strategy, inner authority, profile, definition and incarnation cross, each in the shop's
 * words (src/astrology/interpretations/human-design.ts).
 */
import { Text, View } from '@react-pdf/renderer';
import {
  humanDesignAuthorityMeaning,
  humanDesignDefinitionMeaning,
  humanDesignProfileMeaning,
  humanDesignTypeMeaning,
  incarnationCrossAngleMeaning,
  incarnationCrossIntroduction,
  strategyOfType,
  type HumanDesignChart,
} from '../../../astrology';
import type { BodygraphData } from '../../../common/charts/bodygraph-layout';
import { Labelled, Paragraph, Section } from './human-design-blocks';
import { dependsOnTime, eitherOf, type HumanDesignFacts } from './human-design-facts';
import { colours, styles } from './theme';

export function AtAGlance({ facts, data }: { facts: HumanDesignFacts; data: BodygraphData }) {
  const types = facts.types.map(humanDesignTypeMeaning);
  const rows: [string, string][] = [
    ['Type', eitherOf(facts.types)],
    ['Strategy', eitherOf([...new Set(facts.types.map((type) => strategyOfType[type]))])],
    ['Signature', eitherOf(types.map((type) => type.signature.split(':')[0] ?? ''))],
    ['Not-self theme', eitherOf(types.map((type) => type.notSelf.split(':')[0] ?? ''))],
    ['Inner authority', eitherOf(facts.authorities)],
    [
      'Profile',
      eitherOf(facts.profiles.map((profile) => humanDesignProfileMeaning(profile).title)),
    ],
    ['Definition', eitherOf(facts.definitions)],
    ['Incarnation cross', eitherOf(facts.crosses.map((cross) => `${cross.name} (${cross.gates})`))],
    ['Defined centres', data.definedCentres.join(', ') || 'none'],
    ['Defined channels', data.definedChannels.join(', ') || 'none'],
  ];
  return (
    <View style={{ marginBottom: 16 }} wrap={false}>
      <Text style={styles.eyebrow}>At a glance</Text>
      {rows.map(([label, value]) => (
        <View
          key={label}
          style={{
            flexDirection: 'row',
            borderBottomWidth: 0.5,
            borderBottomColor: colours.rule,
            paddingVertical: 3,
          }}
        >
          <Text style={{ width: 120, color: colours.muted }}>{label}</Text>
          <Text style={{ flex: 1, fontWeight: 600 }}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

export function TypeSection({
  chart,
  facts,
}: {
  chart: HumanDesignChart;
  facts: HumanDesignFacts;
}) {
  return (
    <Section
      eyebrow="Type and strategy"
      heading={facts.types.length === 1 ? `You are a ${chart.type}` : 'Your type'}
      caveat={dependsOnTime('type', facts.types)}
    >
      {facts.types.map((type) => {
        const meaning = humanDesignTypeMeaning(type);
        return (
          <View key={type}>
            {facts.types.length > 1 ? <Text style={styles.subheading}>{type}</Text> : null}
            <Paragraph>{meaning.overview}</Paragraph>
            <Labelled label={`Strategy: ${strategyOfType[type]}`}>{meaning.strategy}</Labelled>
            <Labelled label="Signature">{meaning.signature}</Labelled>
            <Labelled label="Not-self theme">{meaning.notSelf}</Labelled>
          </View>
        );
      })}
    </Section>
  );
}

export function AuthoritySection({ facts }: { facts: HumanDesignFacts }) {
  const [only] = facts.authorities;
  return (
    <Section
      eyebrow="Inner authority"
      heading={
        facts.authorities.length === 1 && only
          ? humanDesignAuthorityMeaning(only).title
          : 'How you decide'
      }
      caveat={dependsOnTime('inner authority', facts.authorities)}
    >
      <Paragraph>
        Your strategy says how to meet life; your inner authority says how to make a decision once
        something is in front of you. It is a place in the body, not the mind: the mind is for
        thinking and for others, and the authority is what you can trust for yourself.
      </Paragraph>
      {facts.authorities.map((authority) => {
        const meaning = humanDesignAuthorityMeaning(authority);
        return facts.authorities.length > 1 ? (
          <Labelled key={authority} label={meaning.title}>
            {meaning.text}
          </Labelled>
        ) : (
          <Paragraph key={authority}>{meaning.text}</Paragraph>
        );
      })}
    </Section>
  );
}

export function ProfileSection({ facts }: { facts: HumanDesignFacts }) {
  const [only] = facts.profiles;
  return (
    <Section
      eyebrow="Profile"
      heading={
        facts.profiles.length === 1 && only
          ? `Profile ${humanDesignProfileMeaning(only).title}`
          : 'Your profile'
      }
      caveat={dependsOnTime('profile', facts.profiles)}
    >
      <Paragraph>
        Your profile is the costume your purpose wears: two of the six lines of the hexagram, read
        from the line of your personality Sun and the line of your design Sun.
      </Paragraph>
      {facts.profiles.map((profile) => {
        const meaning = humanDesignProfileMeaning(profile);
        return (
          <View key={profile}>
            {facts.profiles.length > 1 ? (
              <Text style={styles.subheading}>{meaning.title}</Text>
            ) : null}
            <Paragraph>{meaning.theme}</Paragraph>
            <Paragraph>
              {meaning.lines[0]} {meaning.lines[1]}
            </Paragraph>
          </View>
        );
      })}
    </Section>
  );
}

export function DefinitionSection({ facts }: { facts: HumanDesignFacts }) {
  const [only] = facts.definitions;
  return (
    <Section
      eyebrow="Definition"
      heading={
        facts.definitions.length === 1 && only
          ? only === 'None'
            ? 'No definition'
            : `${only} definition`
          : 'Your definition'
      }
      caveat={dependsOnTime('definition', facts.definitions)}
    >
      {facts.definitions.map((definition) =>
        facts.definitions.length > 1 ? (
          <Labelled key={definition} label={definition === 'None' ? 'No definition' : definition}>
            {humanDesignDefinitionMeaning(definition)}
          </Labelled>
        ) : (
          <Paragraph key={definition}>{humanDesignDefinitionMeaning(definition)}</Paragraph>
        ),
      )}
    </Section>
  );
}

export function CrossSection({ facts }: { facts: HumanDesignFacts }) {
  const [only] = facts.crosses;
  return (
    <Section
      eyebrow="Incarnation cross"
      heading={facts.crosses.length === 1 && only ? only.name : 'Your incarnation cross'}
      caveat={dependsOnTime(
        'incarnation cross',
        facts.crosses.map((cross) => cross.name),
      )}
    >
      <Paragraph>{incarnationCrossIntroduction()}</Paragraph>
      {facts.crosses.map((cross) => {
        const [personality = '', design = ''] = cross.gates.split(' | ');
        const [sun, earth] = personality.split('/');
        const [designSun, designEarth] = design.split('/');
        return (
          <Paragraph key={cross.name}>
            <Text style={{ fontWeight: 600 }}>
              {cross.name} ({cross.gates}).{' '}
            </Text>
            Its gates are {sun} (personality Sun), {earth} (personality Earth), {designSun} (design
            Sun) and {designEarth} (design Earth). {incarnationCrossAngleMeaning(cross.angle)}
          </Paragraph>
        );
      })}
    </Section>
  );
}
