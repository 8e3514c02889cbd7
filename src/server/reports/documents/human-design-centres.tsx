/**
 * The bodygraph read part by part: the defined channels, each named and explained, then the
 * nine centres, defined or open, with the gates activated on each.
 */
import { Text, View } from '@react-pdf/renderer';
import {
  centres,
  humanDesignCentreMeaning,
  humanDesignChannelMeaning,
  type Centre,
} from '../../../astrology';
import { gatePlaces, type BodygraphData } from '../../../common/charts/bodygraph-layout';
import { BlockHeading, Paragraph, Section } from './human-design-blocks';
import { eitherOf, type HumanDesignFacts } from './human-design-facts';
import { styles } from './theme';

const centreName = (centre: Centre) => (centre === 'G' ? 'G centre' : centre);

/** "joins the Ajna and the Head". */
function joins(channel: string): string {
  const [first, second] = channel.split('-').map((gate) => gatePlaces[Number(gate)]?.centre);
  const named = [first, second].map((centre) =>
    centre === 'G' ? 'the G centre' : `the ${centre ?? ''}`,
  );
  return `joins ${named.join(' and ')}`;
}

function ChannelBlock({ channel, partOfDay }: { channel: string; partOfDay: boolean }) {
  const meaning = humanDesignChannelMeaning(channel);
  return (
    <View style={{ marginBottom: 6 }} wrap={false}>
      <BlockHeading
        title={`${channel} · the Channel of ${meaning.name}`}
        detail={partOfDay ? `${joins(channel)}, for part of your birth date` : joins(channel)}
      />
      <Text>{meaning.text}</Text>
    </View>
  );
}

export function ChannelsSection({ data, facts }: { data: BodygraphData; facts: HumanDesignFacts }) {
  const count = data.definedChannels.length;
  return (
    <Section
      eyebrow="Channels"
      heading={
        count === 0
          ? 'No defined channels'
          : `Your ${count === 1 ? 'channel' : `${count} channels`}`
      }
    >
      <Paragraph>
        A channel is defined when both of its gates are activated, by the personality, the design or
        one each. It joins two centres with a steady current: a gift you can always rely on, which
        shapes how the centres it joins work for you.
        {count === 0 && facts.channelsDefinedPartOfDay.length === 0
          ? ' None of your channels is complete, so every centre is open and your life takes its colour from the people and places around you.'
          : ''}
      </Paragraph>
      {data.definedChannels.map((channel) => (
        <ChannelBlock key={channel} channel={channel} partOfDay={false} />
      ))}
      {facts.channelsDefinedPartOfDay.length > 0 ? (
        <Text style={[styles.noteBox, { marginBottom: 6 }]}>
          Depending on the hour you were born, your chart may also define{' '}
          {eitherOf(facts.channelsDefinedPartOfDay)}. They are not drawn as defined on your
          bodygraph; here is what each would add.
        </Text>
      ) : null}
      {facts.channelsDefinedPartOfDay.map((channel) => (
        <ChannelBlock key={channel} channel={channel} partOfDay />
      ))}
    </Section>
  );
}

export function CentresSection({ data, facts }: { data: BodygraphData; facts: HumanDesignFacts }) {
  return (
    <Section eyebrow="The nine centres" heading="Defined and open">
      <Paragraph>
        A centre is defined (gold on your bodygraph) when a whole channel connects it to another:
        that is the part of you that works the same way all the time. An open centre (white) is
        where you take in and amplify the people around you; it is where you learn most about
        others, and where the pressure to be someone you are not tends to come from.
      </Paragraph>
      {centres.map((centre) => {
        const meaning = humanDesignCentreMeaning(centre);
        const isDefined = data.definedCentres.includes(centre);
        const dependsOnHour = facts.centresDefinedPartOfDay.includes(centre);
        const state = dependsOnHour
          ? 'defined or open, by birth time'
          : isDefined
            ? 'defined'
            : 'open';
        const gates = data.gates
          .filter(({ gate }) => gatePlaces[gate]?.centre === centre)
          .map(({ gate }) => gate);
        const gatesText =
          gates.length === 0
            ? 'no activated gates'
            : `gate${gates.length === 1 ? '' : 's'} ${gates.join(', ')}`;
        return (
          <View key={centre} style={{ marginBottom: 6 }} wrap={false}>
            <BlockHeading
              title={`${centreName(centre)} ${state}`}
              detail={gatesText}
              keywords={meaning.theme}
            />
            {dependsOnHour ? (
              <Text>
                Defined: {meaning.defined} Open: {meaning.open}
              </Text>
            ) : (
              <Text>{isDefined ? meaning.defined : meaning.open}</Text>
            )}
          </View>
        );
      })}
    </Section>
  );
}
