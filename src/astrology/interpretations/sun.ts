/** The Sun sign: the core of who someone is becoming. Written for this shop. */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const sunSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.sun',
    group: 'Planets in signs',
    factor: ([sign]) => `Sun in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'With the Sun in Aries you were made for first steps. You feel most alive at the starting line, when a plan is still a spark and nobody has told you it cannot be done. Your courage is real, and so is your impatience: you learn by doing, sometimes by bumping into things. People trust you because you say what you mean. Your growth lies in staying with a project after the thrill fades, and in noticing that the quieter people around you are often cheering for you.',
    Taurus:
      "With the Sun in Taurus you build slowly and you build to last. You trust what you can touch, taste and count, and you have a gift for making any room, garden or bank balance feel calmer. Loyalty comes naturally; so does a healthy stubbornness that keeps you from being rushed into other people's deadlines. Pleasure is not a luxury for you but a way of staying well. Your growth lies in letting change in gently, one small experiment at a time.",
    Gemini:
      'With the Sun in Gemini your mind is your playground. You collect stories, skills and people, and you connect them in ways nobody else would think of. Conversation wakes you up; routine can put you to sleep. You may start three books at once and finish the one that surprises you. Others love your lightness and your quick humour. Your growth lies in choosing a few threads to follow all the way, so that your curiosity turns into real mastery.',
    Cancer:
      'With the Sun in Cancer you lead with care. You remember birthdays, notice when someone goes quiet, and can turn a borrowed flat into a home within a week. Your feelings run deep and your memory is long, which makes you a wonderful keeper of family history and a tender friend. A protective shell helps you in a rough world. Your growth lies in giving yourself the same patient looking-after you give everyone else, and in asking for it out loud.',
    Leo: 'With the Sun in Leo you carry warmth into every room. You are generous with praise, with time and with your own bright presence, and you shine most when you are creating something that carries your name. Recognition matters to you, and there is no shame in that: you give it as freely as you hope to receive it. Your big heart makes you a natural encourager. Your growth lies in trusting that you are loved even on the days when nobody is clapping.',
    Virgo:
      'With the Sun in Virgo you see what could be better, and you quietly make it so. You are the person who fixes the spreadsheet, finds the missing comma and remembers the allergy at dinner. Being useful feels like love to you, and your attention to detail is a real gift. Your standards are high, especially for yourself. Your growth lies in letting good be good enough now and then, and in trusting that you are valued for who you are, not only for what you do.',
    Libra:
      "With the Sun in Libra you are a natural bridge between people. You sense the mood of a room, find the words that soften a quarrel and notice beauty that others walk past. Fairness matters deeply to you, and you weigh every side before you choose. Partnerships of all kinds bring out your best. Your growth lies in knowing your own preference as clearly as you know everyone else's, and in saying it kindly but plainly, even when it disturbs the peace.",
    Scorpio:
      'With the Sun in Scorpio you live life in depth. Small talk bores you; truth, loyalty and transformation fascinate you. You notice what others hide, including from themselves, and you can hold a secret like a vault. When you commit, you commit completely, and you have a rare power to rebuild after loss. Your growth lies in letting trust grow step by step instead of testing it, and in remembering that softness is also a kind of strength.',
    Sagittarius:
      'With the Sun in Sagittarius you are a seeker with a suitcase, real or imagined, always half packed. Big ideas, far horizons and honest laughter keep you going, and your optimism lifts the people around you. You need room to roam and to believe in something larger than the daily list. Your frankness is refreshing, though occasionally too quick. Your growth lies in turning your wide vision into steady practice, so the journey leaves something behind you can share.',
    Capricorn:
      'With the Sun in Capricorn you are the one who climbs. You take responsibility early, think in years rather than weeks and earn respect through results. There is a dry, surprising humour under your composure that close friends treasure. You are often more sensitive than you look, and you carry more than you mention. Your growth lies in resting before you are exhausted, and in letting success be measured by how your life feels as well as by what it achieves.',
    Aquarius:
      'With the Sun in Aquarius you are a friend to the future. You see how things could work differently and you are happy to be the first to try. Independence matters to you, yet you care passionately about people in general and about your circle of chosen kin. Your originality can make you feel like an outsider; it is also your gift. Your growth lies in letting individuals come close, not only causes, and in sharing your feelings as openly as your ideas.',
    Pisces:
      "With the Sun in Pisces you move through the world with open pores. You feel music, moods and other people's pain as if they were your own, and your imagination has no edges. Compassion is your native language, and creative or healing work often calls you. Boundaries do not come easily, so the world can overwhelm you. Your growth lies in protecting your sensitivity with simple routines and time alone, so your gift for empathy stays a gift rather than a weight.",
  },
);
