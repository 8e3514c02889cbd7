/**
 * Uranus by sign: about seven years in each sign, so shared by a generation; each text says how
 * it shows personally. Written for this shop.
 */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const uranusSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.uranus',
    group: 'Planets in signs',
    factor: ([sign]) => `Uranus in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Uranus in Aries belongs to a generation that breaks new ground, and you share it with everyone born in those few years. Personally it gives you an independent streak and a readiness to start over whenever something no longer fits.',
    Taurus:
      'With Uranus in Taurus you share with your age group an urge to rethink money, land and what people value. In your own life it can bring sudden changes in income or taste, and a knack for finding practical new ways to feel secure.',
    Gemini:
      'Uranus in Gemini marks a generation that changed how people talk and share information. For you it shows as a quick, inventive mind, impatience with old ways of learning and a talent for spreading new ideas.',
    Cancer:
      'Your Uranus in Cancer is shared with everyone born in those years, a generation that reshaped ideas of home and family. Personally it may bring an unusual family story or a need to define belonging on your own terms.',
    Leo: 'Uranus in Leo belongs to a generation that made self-expression a right rather than a privilege. In your own chart it gives your creativity an original, rebellious edge and a wish to love and play in your own way.',
    Virgo:
      'With Uranus in Virgo you share with your generation an urge to change work, health and technology from the inside. Personally it can show as fresh ideas about daily routines and a gift for improving systems nobody else thought to question.',
    Libra:
      'Uranus in Libra marks a generation that rewrote the rules of partnership. For you it can mean a need for freedom within relationships and an eye for arrangements that are fairer than the traditional ones.',
    Scorpio:
      'Your Uranus in Scorpio is shared with everyone born in those years, a generation that brought taboos into the open. Personally it gives you an unflinching curiosity about hidden things and a capacity for sudden, deep renewal.',
    Sagittarius:
      'Uranus in Sagittarius belongs to a generation that opened up travel, belief and global connection. In your own life it shows as a freethinking streak, a love of unusual journeys and a resistance to dogma of any kind.',
    Capricorn:
      'With Uranus in Capricorn you share with your age group a drive to reform old institutions and structures. Personally it can make you an innovator inside systems, someone who changes the rules by learning them thoroughly first.',
    Aquarius:
      'Uranus in Aquarius marks a generation at home with networks, technology and collective change. For you it brings a strongly independent mind, unusual and loyal friendships, and an instinct for what the future will need before others see it.',
    Pisces:
      'Your Uranus in Pisces is shared with everyone born in those years, a generation that blurred borders in art, spirituality and imagination. Personally it gives your intuition sudden flashes of insight and an unconventional kind of compassion.',
  },
);
