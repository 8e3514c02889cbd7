/** Venus by sign: what someone loves, values and finds beautiful. Written for this shop. */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const venusSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.venus',
    group: 'Planets in signs',
    factor: ([sign]) => `Venus in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Venus in Aries loves boldly and often at first sight. You are drawn to people with spark and courage, and you would rather make the first move than wait to be chosen. Affection, for you, is active: a surprise plan, a spontaneous trip, a quick defence of someone you care about. Interest can fade when there is no chase. Love deepens for you when you let excitement ripen into loyalty instead of looking for the next spark.',
    Taurus:
      'With Venus in Taurus you love with all five senses. A good meal, soft light, a hand on your back and a partner who keeps promises mean more to you than grand speeches. You are loyal, patient and wonderfully affectionate once you feel safe. Possessions and comfort carry real emotional weight. Your relationships flourish when steadiness flows both ways, and when you let a little change refresh what you have built together.',
    Gemini:
      'Your Venus in Gemini falls for a mind first. Wit, banter and a good late-night conversation charm you more than roses, and you need a partner who is also a friend. You enjoy variety in what you read, where you go and who you meet. Your heart can move fast and change its mind. Love grows for you when curiosity is fed inside the relationship, with new places, shared jokes and things still left to learn about each other.',
    Cancer:
      'Venus in Cancer loves by taking care. You show affection through home cooking, remembered details and the quiet certainty that you will be there. Family, in whatever shape you choose it, sits close to your heart. You may protect yourself from hurt by waiting to see whether it is safe to open up. Relationships thrive when your tenderness is returned, and when you feel free to ask for the comfort you give so well.',
    Leo: 'With Venus in Leo you love generously and a little theatrically, in the best way. You enjoy romance with flair: gifts chosen with care, dressing up, the big gesture at the right moment. Loyalty and pride matter to you, and you want to be proud of the people you love. Feeling taken for granted stings. Your heart opens widest when admiration flows in both directions, and when you let yourself be adored on an ordinary Tuesday.',
    Virgo:
      "Your Venus in Virgo says 'I love you' by fixing the dripping tap. You notice what the people you care about need and quietly provide it, often before they ask. You are discerning in love and happier to build trust gradually than to be swept off your feet. You may judge yourself more harshly than you would ever judge a partner. Let care flow back to you, and remember that imperfect moments are often the most intimate ones.",
    Libra:
      'Venus in Libra is at ease in partnership. You bring grace, courtesy and a fine sense of fairness to love, and you notice beauty in faces, rooms and gestures. You are happiest in relationships that feel equal and considered. Keeping the peace can sometimes mean swallowing your own wishes. Love grows stronger for you when you say what you want clearly, trusting that a harmony made of two honest voices lasts longer than a polite silence.',
    Scorpio:
      'With Venus in Scorpio you love completely or not at all. Surface flirtation leaves you cold; you want emotional truth, deep loyalty and a bond that can survive hard conversations. You are magnetic, and people sense more beneath your calm than you show. Trust is everything to you, and broken trust is not easily mended. Your relationships transform you, and they heal best when intensity is balanced with gentleness and room to breathe.',
    Sagittarius:
      'Your Venus in Sagittarius loves freedom and shared adventure. You are drawn to people who make you laugh, teach you something or come from far away, and a relationship feels right when it widens your world. Honesty matters more to you than romance by the book. Feeling hemmed in makes you restless. Love lasts for you when it has room to roam and a horizon you are both walking toward, side by side.',
    Capricorn:
      'Venus in Capricorn loves seriously and for the long run. You show devotion through reliability, effort and plans for a shared future, and you may take your time before you commit. You respect people who have ambitions of their own. Your warmth can hide behind composure until trust is earned. Relationships bloom when you let play and tenderness sit beside responsibility, and when you allow yourself to be looked after too.',
    Aquarius:
      'With Venus in Aquarius you need to be a friend as well as a lover. You value independence, honesty and a partner who accepts your quirks, and you are drawn to people who are a little unusual themselves. Affection may flow through shared ideas and causes more than through sentiment. Too much closeness too soon can make you step back. Love flourishes when freedom and loyalty turn out to be the same promise.',
    Pisces:
      'Your Venus in Pisces loves without edges. You are romantic, forgiving and able to see the best in someone long before they see it themselves. Music, art and small acts of kindness move you deeply. You may give too much or idealise a partner, then feel lost when everyday reality arrives. Love serves you best when your compassion includes yourself, and when your dreams are shared with someone who keeps one foot on the ground.',
  },
);
