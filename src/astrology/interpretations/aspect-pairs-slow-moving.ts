/**
 * Aspects that involve Jupiter, Saturn, Uranus, Neptune or Pluto: the pair's theme plus one note
 * that holds for every aspect between them. Written for this shop.
 */
import type { AspectPairKey } from './aspect-pair-key';
import { libraryTable } from './library';
import { libraryDocuments, pairName, withField } from './library-factors';

export interface SlowMovingPairTexts {
  theme: string;
  note: string;
  /** Shared by everyone born over many years: the note says so, and no personal advice follows. */
  isGenerational?: true;
}

export const slowMovingPairTexts: Readonly<Partial<Record<AspectPairKey, SlowMovingPairTexts>>> =
  libraryTable(
    {
      id: 'aspect-pair',
      group: 'Aspects',
      factor: ([pair, field]) => withField(pairName(pair!), field === 'note' ? undefined : field),
      usedIn: libraryDocuments.chartReports,
    },
    {
      'sun-jupiter': {
        theme: 'your sense of self and your capacity for growth',
        note: 'This contact speaks of how big you let yourself be, and how far you trust life to meet you halfway.',
      },
      'sun-saturn': {
        theme: 'your wish to shine and your sense of duty',
        note: 'Confidence is earned here rather than given, and the years tend to turn early self-doubt into quiet authority.',
      },
      'sun-uranus': {
        theme: 'your identity and your need for freedom',
        note: 'A life that simply follows the expected script is unlikely to suit you, and moments of sudden change often show you who you are.',
      },
      'sun-neptune': {
        theme: 'your sense of self and your dreams',
        note: 'Your identity has soft edges, open to inspiration, art and compassion, and sometimes unsure where you end and others begin.',
      },
      'sun-pluto': {
        theme: 'your identity and your deepest power',
        note: 'Life may ask you to rebuild yourself more than once, and each time you come back with a clearer sense of your own strength.',
      },
      'moon-jupiter': {
        theme: 'your emotional needs and your generosity',
        note: 'Your heart tends to be big and hopeful, and the question it keeps asking is how much comfort, food or kindness is truly enough.',
      },
      'moon-saturn': {
        theme: 'your need for comfort and your sense of responsibility',
        note: 'You may have learned early to look after yourself, and part of the journey is letting other people look after you too.',
      },
      'moon-uranus': {
        theme: 'your need for security and your need for independence',
        note: 'Your moods can change quickly, and you need a little emotional breathing space to feel close to anyone.',
      },
      'moon-neptune': {
        theme: 'your feelings and your imagination',
        note: 'You soak up the feelings around you like a sponge, which makes you deeply compassionate and in need of quiet time to wring yourself out.',
      },
      'moon-pluto': {
        theme: 'your emotions and your capacity for transformation',
        note: 'Your feelings run deep and strong, and emotional honesty, even when it is uncomfortable, keeps them from turning into control or secrecy.',
      },
      'mercury-jupiter': {
        theme: 'your everyday thinking and your big-picture vision',
        note: 'Your mind likes to think big, and you have a gift for making large ideas understandable, provided the details get their share of attention.',
      },
      'mercury-saturn': {
        theme: 'your thinking and your sense of caution',
        note: 'You think carefully and speak with weight, and giving your learning time turns a serious mind into real expertise.',
      },
      'mercury-uranus': {
        theme: 'your mind and your flashes of originality',
        note: 'Ideas tend to arrive all at once, and you are quick to see what others have missed, even before you can explain how.',
      },
      'mercury-neptune': {
        theme: 'logic and intuition',
        note: 'Your thinking is poetic and intuitive, good for stories, music and empathy, and it benefits from a second check on facts and promises.',
      },
      'mercury-pluto': {
        theme: 'your words and your depth of perception',
        note: 'You look for the hidden truth in every conversation, and your words, used well, can go straight to the heart of a matter.',
      },
      'venus-jupiter': {
        theme: 'love and abundance',
        note: 'Your affection is generous and your taste runs to the lavish, and happiness often grows from sharing pleasure rather than collecting it.',
      },
      'venus-saturn': {
        theme: 'affection and commitment',
        note: 'You take love seriously and build it slowly, and the bonds you keep often grow warmer with age.',
      },
      'venus-uranus': {
        theme: 'closeness and freedom',
        note: 'You are drawn to the unusual in people and in beauty, and relationships thrive when they leave room for both of you to surprise each other.',
      },
      'venus-neptune': {
        theme: 'love and longing',
        note: 'You can love with great tenderness and imagination, and it helps to check now and then that the person in front of you matches the dream.',
      },
      'venus-pluto': {
        theme: 'desire and transformation',
        note: 'Attraction is rarely casual for you: relationships reach deep and change you, and trust is what makes that intensity safe.',
      },
      'mars-jupiter': {
        theme: 'your drive and your optimism',
        note: 'You have energy for big ventures and an appetite for adventure, and pacing yourself turns enthusiasm into real achievement.',
      },
      'mars-saturn': {
        theme: 'your urge to act and your urge to be careful',
        note: 'Your effort is built for the long haul, and knowing when to push and when to wait is one of your central skills.',
      },
      'mars-uranus': {
        theme: 'your energy and your hunger for change',
        note: 'You tend to act in bursts, often suddenly and against expectations, and a little planning keeps boldness from tipping into recklessness.',
      },
      'mars-neptune': {
        theme: 'your will and your ideals',
        note: 'Your energy rises when a cause or a vision inspires you and fades when the purpose is unclear, so meaning is your fuel.',
      },
      'mars-pluto': {
        theme: 'your drive and your deepest resolve',
        note: 'Once you commit to something you can be formidable, and choosing your battles carefully keeps that force working for you.',
      },
      'jupiter-saturn': {
        theme: 'growth and limits',
        note: 'Jupiter widens and Saturn tests, so much of your life asks how far to stretch and what will hold.',
      },
      'jupiter-uranus': {
        theme: 'opportunity and surprise',
        note: 'Sudden openings, lucky breaks and a restless hunger for something new play a notable part in how you grow.',
      },
      'jupiter-neptune': {
        theme: 'faith and imagination',
        note: 'You are an idealist at heart, drawn to faith, art or compassion, and grounding your hopes in practice keeps them from drifting away.',
      },
      'jupiter-pluto': {
        theme: 'expansion and power',
        note: 'Your ambitions tend to be large and your wish to make an impact strong, which works best when your success also lifts others.',
      },
      'jupiter-ascendant': {
        theme: 'your optimism and your first impression',
        note: 'People often experience you as warm, open and encouraging, and you tend to meet new situations expecting the best.',
      },
      'jupiter-midheaven': {
        theme: 'your sense of possibility and your career',
        note: 'Your working life benefits from generosity, vision and a willingness to aim high, and teaching or guiding others may be part of your path.',
      },
      'saturn-uranus': {
        theme: 'tradition and change',
        note: 'You share this contact with many people born within a year or two of you, and personally it asks you to keep what works while changing what does not.',
      },
      'saturn-neptune': {
        theme: 'realism and dreams',
        note: 'Many people born around your time share this contact; in your own life it asks you to give your dreams a practical shape, and your practical life a touch of faith.',
      },
      'saturn-pluto': {
        theme: 'endurance and deep change',
        note: 'Shared by people born within a year or so of you, it lends you great staying power and an ability to bear pressure and rebuild from the ground up.',
      },
      'saturn-ascendant': {
        theme: 'your sense of responsibility and the way you meet the world',
        note: 'You may come across as more serious or reserved than you feel, and your presence gains authority as the years pass.',
      },
      'saturn-midheaven': {
        theme: 'discipline and your public path',
        note: 'Your career tends to be built one deliberate step at a time, and the recognition you earn lasts because it was never simply handed to you.',
      },
      'uranus-neptune': {
        theme: 'the urge to innovate and the longing to transcend',
        note: 'This is a generational contact, shared with everyone born in the same span of years, and it shows personally as a feel for new ideals and new forms of art or spirit.',
        isGenerational: true,
      },
      'uranus-pluto': {
        theme: 'revolution and renewal',
        note: 'Everyone born within several years of you shares this, and in your own life it shows as a readiness for radical change once change is overdue.',
        isGenerational: true,
      },
      'uranus-ascendant': {
        theme: 'your originality and your first impression',
        note: 'People tend to spot your unconventional streak quickly, and you to meet new situations as someone who does not quite follow the usual rules.',
      },
      'uranus-midheaven': {
        theme: 'your independence and your career',
        note: 'Your path in the world is unlikely to be conventional, and sudden changes of direction often prove to be the making of you.',
      },
      'neptune-pluto': {
        theme: 'the dreams and the deep currents of your era',
        note: 'This is one of the slowest contacts there is, shared by whole generations, and personally it shows as a sense that your life belongs to a larger tide of change.',
        isGenerational: true,
      },
      'neptune-ascendant': {
        theme: 'your sensitivity and the way you come across',
        note: 'Others may see in you what they hope to see, and a clear sense of your own edges helps your gentleness stay a strength.',
      },
      'neptune-midheaven': {
        theme: 'your ideals and your calling',
        note: 'Your career may lean toward art, healing or service, and your public image can be hard to pin down until you name what inspires you.',
      },
      'pluto-ascendant': {
        theme: 'what runs deep in you and how you come across',
        note: 'You tend to have a strong, private presence, and people feel your depth even when you say very little.',
      },
      'pluto-midheaven': {
        theme: 'power and vocation',
        note: 'Your career may bring real influence and more than one complete reinvention, and using power openly and fairly is part of your calling.',
      },
    },
  );
