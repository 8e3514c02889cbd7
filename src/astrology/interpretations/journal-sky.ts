/**
 * The parts of a journal week's reading that belong to the sky as a whole (decision 245): a
 * planet standing still to turn, a planet changing sign, and, for a week with no major event,
 * the Moon's phase and the Sun's place in this chart. Written for this shop.
 */
import type { ChartBody } from '../chart/chart-types';
import type { MoonPhaseName } from '../year-ahead/sky-at';
import type { HouseNumber } from './houses';

type StationBody = Exclude<ChartBody, 'sun' | 'moon'>;

/** What a planet's station asks of you, by the way it turns. */
export const stationSentences: Readonly<
  Record<StationBody, { retrograde: string; direct: string }>
> = {
  mercury: {
    retrograde:
      'Mercury stands still and turns retrograde: for about three weeks, check the details twice, back up what matters and expect old conversations to come round again.',
    direct:
      'Mercury stations direct. Plans that stalled can move again, though it takes a few days for messages and decisions to pick up speed.',
  },
  venus: {
    retrograde:
      'Venus turns retrograde, a six-week review of love, money and taste. Old affections and old spending habits are worth a second look before anything new.',
    direct:
      'Venus turns direct, and what you have learned about your heart and your values these past weeks can now be lived rather than just thought about.',
  },
  mars: {
    retrograde:
      'Mars turns retrograde for around ten weeks. Energy goes inward: finish, repair and rethink rather than launching new fights or projects.',
    direct:
      'Mars turns direct. The brakes come off slowly, and effort that felt stuck begins to move forward again.',
  },
  jupiter: {
    retrograde:
      'Jupiter turns retrograde for four months, a time to let growth settle and to check that your plans still match what you believe.',
    direct:
      'Jupiter turns direct, and plans that were ripening quietly can be pushed outward again.',
  },
  saturn: {
    retrograde:
      'Saturn turns retrograde for four and a half months: a chance to review commitments and repair foundations before building higher.',
    direct:
      'Saturn turns direct. Responsibilities you have been weighing ask for a decision and steady follow-through.',
  },
  uranus: {
    retrograde:
      'Uranus turns retrograde, and the changes of recent months are digested from the inside before the next jolt.',
    direct: 'Uranus turns direct, and the urge to break a pattern gathers pace again.',
  },
  neptune: {
    retrograde:
      'Neptune turns retrograde: illusions thin out over the coming months, and it becomes easier to see what is real.',
    direct:
      'Neptune turns direct, and imagination and longing flow outward again after months of quiet.',
  },
  pluto: {
    retrograde:
      'Pluto turns retrograde, a slow season for looking at what you hold on to and what holds on to you.',
    direct:
      'Pluto turns direct, and changes that have been working deep below the surface begin to show.',
  },
};

/** A planet changing sign, as a second sentence after "Venus enters Libra." */
export const ingressSentences: readonly ((parts: { body: string; theme: string }) => string)[] = [
  ({ body, theme }) => `For as long as ${body} stays there, the mood leans towards ${theme}.`,
  ({ body, theme }) => `While ${body} moves through it, the weeks lean towards ${theme}.`,
];

/** The Moon's phase as the week begins, for a week without a major event. */
export const moonPhaseSentences: Readonly<Record<MoonPhaseName, string>> = {
  new: 'The week opens at the dark of the Moon, a good moment to rest and to choose what comes next.',
  'waxing crescent':
    'The week opens under a young crescent Moon: early days for whatever you started at the New Moon, and a time to keep it going.',
  'first quarter':
    'The Moon is at first quarter as the week begins, the point where early plans meet their first real test.',
  'waxing gibbous':
    'A waxing gibbous Moon opens the week: things are nearly ripe, so refine rather than start over.',
  full: 'The week opens under a full Moon, when what has been growing comes into plain sight.',
  'waning gibbous':
    'The Moon is waning as the week begins, a good time to share what you have learned and to give thanks.',
  'last quarter':
    'The Moon is at last quarter as the week begins: clear out, tidy up and let go of what you no longer need.',
  'waning crescent':
    'A thin waning Moon opens the week, the quietest part of the month, made for rest and reflection.',
};

/** The Sun's house this week, for a week without a major event: where your attention gathers. */
export const sunHouseSentences: Readonly<Record<HouseNumber, string>> = {
  1: 'The Sun is crossing your 1st house, so you are more visible than usual: take care of your body and start what is yours to start.',
  2: 'With the Sun in your 2nd house, money and what you value are in focus; small practical steps pay off.',
  3: 'The Sun moves through your 3rd house, bringing busy days of messages, short trips and talk.',
  4: 'The Sun is in your 4th house, drawing you home: family, rest and your private life ask for time.',
  5: 'The Sun crosses your 5th house, the season for play, romance and making things for the joy of it.',
  6: 'With the Sun in your 6th house, routines and health deserve attention; tidy one habit.',
  7: 'The Sun is in your 7th house, so other people take centre stage and partnerships ask for care.',
  8: 'The Sun moves through your 8th house, turning you towards shared money, trust and deeper feelings.',
  9: 'With the Sun in your 9th house, you are drawn to learn, travel or rethink what you believe.',
  10: 'The Sun crosses your 10th house, lighting up your work and the way the world sees you.',
  11: 'The Sun is in your 11th house, a season for friends, groups and plans for the future.',
  12: 'With the Sun in your 12th house, this is a month for rest, reflection and finishing things before the next start.',
};
