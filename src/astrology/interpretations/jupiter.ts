/** Jupiter by sign: where someone grows, trusts life and is generous. Written for this shop. */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const jupiterSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.jupiter',
    group: 'Planets in signs',
    factor: ([sign]) => `Jupiter in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Jupiter in Aries grows through courage. Opportunities tend to arrive when you act first and ask later, and your enthusiasm for new beginnings can open doors for you and for the people beside you. The lesson is to let confidence mature into leadership, so that your boldness builds something that outlasts a good start.',
    Taurus:
      'With Jupiter in Taurus abundance comes through patience. You have a feel for quality, comfort and lasting value, and what you plant tends to grow if you give it time. Generosity with food, beauty and practical help is your natural way of spreading good fortune. Watch only for the habit of assuming that more is always better.',
    Gemini:
      'Your Jupiter in Gemini grows through learning and connection. Books, courses, conversations and short journeys tend to bring you luck, and you may make a living from words, ideas or contacts. Your open mind is a gift; the growth comes from choosing one subject to study in depth instead of sampling everything on the menu.',
    Cancer:
      'Jupiter in Cancer expands through care. Family, home and the people you nurture are where your luck tends to live, and your kindness creates a sense of belonging that others remember for years. You may keep a generous table and an open door. Let that same protection cover your own needs, and it keeps flowing.',
    Leo: 'With Jupiter in Leo your faith in life shows up as warmth and play. Creative projects, children, performance and heartfelt leadership are where things tend to open up for you, and you love a reason to celebrate. Your growth lies in letting confidence be natural rather than grand, so that others feel bigger beside you, not smaller.',
    Virgo:
      'Your Jupiter in Virgo grows through useful work done well. Improvement, health, craft and service are where your opportunities tend to appear, and small, careful steps add up to something substantial. You can always see how much better things could be. The lesson is to trust that progress counts even while the details are still imperfect.',
    Libra:
      'Jupiter in Libra grows through other people. Partnerships, collaborations and a sense of fair play tend to bring your best chances, and an introduction or an agreement may change your life more than any solo effort. Your generosity is sociable and graceful. Growth comes when your fairness includes fairness to yourself.',
    Scorpio:
      'With Jupiter in Scorpio your growth happens in depth. Shared resources, research, psychology and hard-won trust are where your opportunities tend to lie, and you have a gift for finding value that others have missed. Even a crisis can become a turning point. Your luck grows when you loosen your grip just enough to let something transform.',
    Sagittarius:
      'Your Jupiter in Sagittarius is at home: optimistic, adventurous and hungry for meaning. Travel, study, teaching and publishing tend to reward you, and your belief that life is going somewhere good is contagious. Your generosity is big-hearted and spontaneous. The one lesson is to make your follow-through as large as your vision, one practical step at a time.',
    Capricorn:
      'Jupiter in Capricorn grows slowly and solidly. Your opportunities come through responsibility, structure and an earned reputation, and success tends to arrive later but last longer. You believe in effort more than in luck. Growth comes when you let yourself enjoy what you have built, and when your ambition makes room for a little faith as well as a plan.',
    Aquarius:
      'With Jupiter in Aquarius your luck flows through networks and ideals. Friends, communities, technology and new ways of doing things tend to open doors, and you are generous with your ideas for a better world. You are broad-minded by instinct. The growth lies in turning your vision into help for particular people, not only for humanity in general.',
    Pisces:
      "Your Jupiter in Pisces grows through compassion and imagination. Spiritual practice, art, healing and quiet acts of kindness tend to bring you meaning and, often, unexpected help. You trust life's currents. Your lesson is to give your generosity some shape and some limits, so that your faith carries you forward rather than off course.",
  },
);
