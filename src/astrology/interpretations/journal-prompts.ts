/**
 * Journal prompts, tied to the week's events (decision 246): by the natal point a transit
 * touches and the kind of meeting, by the house (or, without a birth time, the sign) of a new
 * or full moon, and for eclipses, stations and quiet weeks. The journal takes them in order and
 * never repeats one, so no two weeks share a prompt set. Written for this shop.
 */
import type { ChartBody, ChartPoint } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';
import type { AspectFamily } from './aspect-phrasing';
import type { HouseNumber } from './houses';
import type { MoonPhaseName } from '../year-ahead/sky-at';

export const natalPointPrompts: Readonly<Record<ChartPoint, readonly string[]>> = {
  sun: [
    'When did you feel most like yourself this week, and what were you doing?',
    'What are you working towards right now, and does it still feel like yours?',
    'Where do you hold back from being seen, and what would happen if you stopped?',
  ],
  moon: [
    'What did you need this week that you did not ask for?',
    'Which mood kept returning, and what was it trying to tell you?',
    'Where do you feel most at home at the moment, and with whom?',
  ],
  mercury: [
    'Which conversation stayed with you after it ended, and why?',
    'What have you been meaning to say, and to whom?',
    'What decision keeps circling in your head? Write down both sides.',
  ],
  venus: [
    'What gave you real pleasure this week, however small?',
    'Which relationship feels easiest right now, and which takes the most effort?',
    'What do you value that you rarely spend time or money on?',
  ],
  mars: [
    'What made you angry or impatient, and what did that show you about what you want?',
    'Where did you push hard this week, and was it worth it?',
    'What would you start tomorrow if you were not afraid of getting it wrong?',
  ],
  jupiter: [
    'Where would you like your life to grow over the coming year?',
    'What do you believe in more strongly than you did a year ago?',
    'Where are you tempted to say yes to too much?',
  ],
  saturn: [
    'Which responsibility weighs on you most, and is it truly yours to carry?',
    'What have you built slowly that you are proud of?',
    'Which fear has quietly been making your decisions?',
  ],
  uranus: [
    'Which routine or rule would you like to break, and what stops you?',
    'What surprised you this week, and how did you respond?',
    'Where do you feel most free, and where least?',
  ],
  neptune: [
    'What are you longing for that is hard to put into words? Try anyway.',
    'Where might you be seeing someone or something as you wish it were?',
    'What inspires you at the moment: a place, a piece of music, a person?',
  ],
  pluto: [
    'What are you holding on to that may be ready to go?',
    'Where do you feel powerful, and where powerless?',
    'What truth have you been circling without saying it out loud?',
  ],
  ascendant: [
    'How do you think people saw you this week, and how did you want to be seen?',
    'What would a fresh start look like in the way you present yourself?',
    'What does your body need from you right now?',
  ],
  midheaven: [
    'What do you want to be known for, in work or beyond it?',
    'Which step this week brought you closer to the direction you want?',
    'If your career were a story, what would the next chapter be called?',
  ],
};

export const aspectFamilyPrompts: Readonly<Record<AspectFamily, readonly string[]>> = {
  conjunction: [
    'What began this week, even in a small way, that you want to keep an eye on?',
    'Which theme of your life felt suddenly louder than usual?',
  ],
  harmonious: [
    'What came easily this week, and how could you make more of it?',
    'Who or what helped you, and how might you thank them?',
  ],
  challenging: [
    'What felt like friction this week, and what is it asking you to change?',
    'Which tension would ease if you said one honest sentence?',
  ],
};

export const newMoonHousePrompts: Readonly<Record<HouseNumber, string>> = {
  1: 'What fresh start would you like to make for yourself, just for you?',
  2: 'What one change would make you feel more secure with money or belongings?',
  3: 'Which conversation or skill would you like to begin this month?',
  4: 'What would make your home feel more like yours?',
  5: 'What would you make or play at if nobody were watching?',
  6: 'Which small daily habit would you like to plant now?',
  7: 'What do you want to bring to your closest relationship this month?',
  8: 'Where would you like to trust more deeply, or be trusted?',
  9: 'What would you like to learn, or where would you like to go?',
  10: 'What step would you take in your work if you were sure it would be welcomed?',
  11: 'Which friendship or group would you like to invest in?',
  12: 'What do you need to rest from, and how will you give yourself that rest?',
};

export const fullMoonHousePrompts: Readonly<Record<HouseNumber, string>> = {
  1: 'How have you changed since the start of this year, in body or in outlook?',
  2: 'What is your money or your time really going on? Is that what you value?',
  3: 'What have you learned from the people around you lately?',
  4: 'What do you need from your family or home that you have not said?',
  5: 'What have you created or enjoyed recently that deserves celebrating?',
  6: 'Which routine is serving you, and which is wearing you down?',
  7: 'What has a partner or close friend shown you about yourself?',
  8: 'What are you ready to release: a debt, a grudge, a fear?',
  9: 'What belief of yours has been tested lately, and how did it hold up?',
  10: 'What have you achieved that you have not yet acknowledged?',
  11: 'Which friends lift you up, and which hopes still feel alive?',
  12: 'What has been working on you quietly, beneath the surface?',
};

/** Without a birth time, a lunation's prompt takes the theme of its sign. */
export const lunationSignPrompts: Readonly<Record<ZodiacSign, string>> = {
  Aries: 'Where do you want to act first and ask permission later?',
  Taurus: 'What is worth keeping, slowly and steadily, and what is not?',
  Gemini: 'Which question has your curiosity at the moment?',
  Cancer: 'Who looks after you, and whom do you look after?',
  Leo: 'When did you last let yourself be truly seen, and how did it feel?',
  Virgo: 'What small improvement would make your days run better?',
  Libra: 'Where does a relationship feel out of balance, and what would even it out?',
  Scorpio: 'What are you ready to look at honestly, even if it is uncomfortable?',
  Sagittarius: 'What adventure, large or small, is calling you?',
  Capricorn: 'What are you building, and what will it need from you this year?',
  Aquarius: 'Where do you want more independence, and who shares your ideas?',
  Pisces: 'What can you forgive or let go of this month?',
};

export const eclipsePrompts: Readonly<Record<'sun' | 'moon', readonly string[]>> = {
  sun: [
    'What unexpected opening has appeared, and are you willing to step through it?',
    'What new chapter do you sense beginning, even if you cannot see it clearly yet?',
  ],
  moon: [
    'What is ending or changing, and what do you feel about it?',
    'What are you finally ready to stop carrying?',
  ],
};

export const stationPrompts: Readonly<Record<'retrograde' | 'direct', readonly string[]>> = {
  retrograde: [
    'What from the past is asking for a second look?',
    'Which unfinished task or conversation would you like to return to?',
    'What would you do differently if you could go back a few months?',
  ],
  direct: [
    'What has been on hold that you can now move forward?',
    'What did the recent slower weeks teach you?',
    'Which decision are you now ready to make?',
  ],
};

export const moonPhasePrompts: Readonly<Record<MoonPhaseName, readonly string[]>> = {
  new: [
    'What intention would you like to set for the month ahead?',
    'If this month had a single word as its theme, what would it be?',
    'What are you ready to begin, however small?',
  ],
  'waxing crescent': [
    'What have you started recently that needs a little more courage?',
    'What small step would keep a new plan alive this week?',
    'Who could you tell about something you have just begun?',
  ],
  'first quarter': [
    'What obstacle has come up, and what is one way round it?',
    'Which decision have you been putting off, and what would settle it?',
    'Where do you need to push a little harder, and where to ease off?',
  ],
  'waxing gibbous': [
    'What needs a final adjustment before it is ready?',
    'What are you polishing that might already be good enough?',
    'What would help you finish something this week?',
  ],
  full: [
    'What has become clear to you lately?',
    'What are you proud of from the past month?',
    'Which feeling has been loudest this week, and what is it about?',
  ],
  'waning gibbous': [
    'What have you learned this month that you would like to pass on?',
    'Whom would you like to thank, and for what?',
    'What advice would you give yourself from a month ago?',
  ],
  'last quarter': [
    'What can you clear out or finish this week?',
    'Which habit or commitment has stopped serving you?',
    'What would you like to forgive, in yourself or someone else?',
  ],
  'waning crescent': [
    'How will you rest this week, and what will you let go of?',
    'What has tired you lately, and what restores you?',
    'What would you like to leave behind before the next New Moon?',
  ],
};

/**
 * Prompts composed around one event, for when the written ones above are spent: a short topic
 * for each natal point, a word for what each planet brings, and stems by kind of meeting.
 */
export const natalPointTopics: Readonly<Record<ChartPoint, string>> = {
  sun: 'your sense of purpose',
  moon: 'your emotional life',
  mercury: 'the way you think and talk',
  venus: 'your relationships and pleasures',
  mars: 'your drive and ambitions',
  jupiter: 'your hopes and beliefs',
  saturn: 'your duties and long-term plans',
  uranus: 'your need for freedom',
  neptune: 'your dreams and ideals',
  pluto: 'what you hold on to',
  ascendant: 'the way you present yourself',
  midheaven: 'your work and direction',
};

export const transitingBodyPromptWords: Readonly<Record<Exclude<ChartBody, 'moon'>, string>> = {
  sun: 'attention',
  mercury: 'news',
  venus: 'affection',
  mars: 'impatience',
  jupiter: 'growth',
  saturn: 'pressure to commit',
  uranus: 'surprise',
  neptune: 'longing',
  pluto: 'intensity',
};

export const aspectFamilyPromptStems: Readonly<
  Record<AspectFamily, readonly ((topic: string) => string)[]>
> = {
  conjunction: [
    (topic) => `What feels new or suddenly important in ${topic}?`,
    (topic) => `What is beginning in ${topic}, and what would you like it to become?`,
  ],
  harmonious: [
    (topic) => `What came easily in ${topic} this week, and how could you build on it?`,
    (topic) => `Who or what has been on your side lately in ${topic}?`,
  ],
  challenging: [
    (topic) => `Where did ${topic} feel tested this week, and what did the test show you?`,
    (topic) => `What would take a little pressure off ${topic}?`,
  ],
};

export const transitingBodyPromptStem = (word: string, topic: string) =>
  `How has ${word} shown up in ${topic} this week?`;

/** What a planet's station turns your attention to, for its composed prompt. */
export const stationDomains: Readonly<Record<Exclude<ChartBody, 'sun' | 'moon'>, string>> = {
  mercury: 'your plans and conversations',
  venus: 'love and money',
  mars: 'your projects and quarrels',
  jupiter: 'your hopes of growing',
  saturn: 'your commitments',
  uranus: 'the changes you want',
  neptune: 'your dreams',
  pluto: 'your deepest attachments',
};
