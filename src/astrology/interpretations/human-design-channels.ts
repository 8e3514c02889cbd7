/**
 * The 36 channels of the bodygraph: the name the published charts give each, and what it adds
 * to a life when both its gates are activated, in the shop's own words. Keyed as the engine
 * writes a channel, lower gate first ("4-63").
 */
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';
export interface ChannelMeaning {
  name: string;
  text: string;
}

const channelMeanings: Readonly<Record<string, ChannelMeaning>> = libraryTable(
  {
    id: 'hd-channel',
    group: 'Human Design',
    factor: ([channel]) => `Channel ${channel}`,
    usedIn: libraryDocuments.humanDesign,
  },
  {
    '1-8': {
      name: 'Inspiration',
      text: 'You are a creative role model: your own way of doing things, shown openly, encourages others to find theirs.',
    },
    '2-14': {
      name: 'the Beat',
      text: 'You hold the keys to direction and resources: your energy finds its best use when it follows a path that feels truly yours.',
    },
    '3-60': {
      name: 'Mutation',
      text: 'Change comes through you in pulses: long quiet stretches, then sudden leaps that bring something new into the world.',
    },
    '4-63': {
      name: 'Logic',
      text: 'Your mind doubts, tests and looks for the pattern; you find answers that can be checked, and they are worth sharing.',
    },
    '5-15': {
      name: 'Rhythm',
      text: 'You live by your own rhythms and help others find theirs; daily habits that suit you are a source of strength.',
    },
    '6-59': {
      name: 'Intimacy',
      text: 'You break down barriers between people and create closeness, at work as in love, once the feeling is clear.',
    },
    '7-31': {
      name: 'the Alpha',
      text: 'You lead by direction, not by force: when the group asks, your sense of where to go carries weight.',
    },
    '9-52': {
      name: 'Concentration',
      text: 'You can stay with one thing and go into detail; stillness is where your focus gathers.',
    },
    '10-20': {
      name: 'Awakening',
      text: 'You are true to yourself in the moment, and saying so out loud reminds others to be themselves.',
    },
    '10-34': {
      name: 'Exploration',
      text: 'You follow your own convictions with real power, and you are at your best when nobody tells you how to live.',
    },
    '10-57': {
      name: 'Perfected Form',
      text: 'Your intuition looks after your survival and wellbeing; trust it and you move through life with a natural grace.',
    },
    '11-56': {
      name: 'Curiosity',
      text: 'You gather ideas and experiences and turn them into stories that stimulate and teach others.',
    },
    '12-22': {
      name: 'Openness',
      text: 'You speak with feeling and grace; when the mood is right, your words can move people deeply.',
    },
    '13-33': {
      name: 'the Prodigal',
      text: 'You listen, remember and, in time, tell what you have lived: a witness who turns experience into wisdom.',
    },
    '16-48': {
      name: 'the Wavelength',
      text: 'Depth meets practice: with repetition you turn a talent into real mastery, and enthusiasm keeps it alive.',
    },
    '17-62': {
      name: 'Acceptance',
      text: 'You organise facts into opinions and explain the details; share your view when it is asked for and it is well received.',
    },
    '18-58': {
      name: 'Judgment',
      text: 'You see what could be better and feel driven to improve it; aim that gift at the right things and it is a joy.',
    },
    '19-49': {
      name: 'Synthesis',
      text: 'You are sensitive to what people need and to the principles that hold a group together, and you can bring both into balance.',
    },
    '20-34': {
      name: 'Charisma',
      text: 'You are busy, capable and quick; your energy turns into action in the moment when it responds to the right thing.',
    },
    '20-57': {
      name: 'the Brainwave',
      text: 'Your intuition speaks in the present tense; you sense and say what is needed now, often before others see it.',
    },
    '21-45': {
      name: 'Money',
      text: 'You want to manage your own resources and often those of others; independence in work and in money matters to you.',
    },
    '23-43': {
      name: 'Structuring',
      text: 'You have sudden insights that can change how people think; explain them simply, and when you are asked, and they land.',
    },
    '24-61': {
      name: 'Awareness',
      text: 'Your mind turns over the great questions and can arrive at real, inner knowing; give it time and quiet.',
    },
    '25-51': {
      name: 'Initiation',
      text: 'You meet life with courage and a spirit of adventure, and shocks tend to wake you up rather than break you.',
    },
    '26-44': {
      name: 'Surrender',
      text: 'You remember what worked before and know how to present it; you can sell, persuade and pass on what matters.',
    },
    '27-50': {
      name: 'Preservation',
      text: 'You care for others and for the values that keep a family or community healthy; guard your own limits as well.',
    },
    '28-38': {
      name: 'Struggle',
      text: 'You will fight for what gives life meaning; choose struggles that are truly worth it and you are remarkably stubborn in a good way.',
    },
    '29-46': {
      name: 'Discovery',
      text: 'When you commit fully to something you responded to, you see it through and discover what it had to teach.',
    },
    '30-41': {
      name: 'Recognition',
      text: 'You are fuelled by desire and imagination, a hunger for new experiences; let the feeling settle before you leap.',
    },
    '32-54': {
      name: 'Transformation',
      text: 'You are ambitious and instinctive about what will last; you rise by being recognised for what you can do.',
    },
    '34-57': {
      name: 'Power',
      text: 'Your instinct and your energy work as one: in the moment, you simply know what to do and have the strength to do it.',
    },
    '35-36': {
      name: 'Transitoriness',
      text: 'You are hungry for experience and learn through feeling life fully; what you live through becomes wisdom to share.',
    },
    '37-40': {
      name: 'Community',
      text: 'You bind people with fair bargains and loyalty: you give support and expect it back, and a good deal is a warm one.',
    },
    '39-55': {
      name: 'Emoting',
      text: 'Your moods are deep and creative; solitude and music or art are where you meet your feelings, not anyone else’s demands.',
    },
    '42-53': {
      name: 'Maturation',
      text: 'You move through cycles: starting, growing and finishing. Begin only what you have responded to, and you will see it through.',
    },
    '47-64': {
      name: 'Abstraction',
      text: 'Your mind sorts images and memories until they make sense; meaning comes later, often all at once.',
    },
  },
);

export function humanDesignChannelMeaning(channel: string): ChannelMeaning {
  const meaning = channelMeanings[channel];
  if (!meaning) throw new RangeError(`${channel} is not a channel.`);
  return meaning;
}
