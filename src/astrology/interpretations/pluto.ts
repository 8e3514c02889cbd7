/**
 * Pluto by sign: twelve to thirty years in each sign, so a generation's deep concerns; each text
 * says how it shows personally. Written for this shop.
 */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const plutoSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.pluto',
    group: 'Planets in signs',
    factor: ([sign]) => `Pluto in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Pluto in Aries belongs to a generation whose transformation comes through courage and new beginnings. Personally it can give you an intense will and a need to discover who you are by acting, not by being told.',
    Taurus:
      'With Pluto in Taurus you share a generation-wide reckoning with resources, land and value. In your own life it may show as a powerful attachment to security, and a strength that comes from rebuilding what truly sustains you.',
    Gemini:
      'Pluto in Gemini marks a generation for whom information itself is power. For you it can bring an intense, probing mind and words that carry unusual force, for better or worse, so it pays to choose them with care.',
    Cancer:
      'Your Pluto in Cancer is shared with a generation shaped by upheavals of home, homeland and family. Personally it can bring fierce emotional loyalty, strong protective instincts and a lifelong process of making peace with your roots.',
    Leo: 'Pluto in Leo belongs to a generation that transformed ideas of self-expression and personal power. In your own chart it can bring a strong creative will and a need to be the author of your own life.',
    Virgo:
      'With Pluto in Virgo you share with your age group a drive to transform work, health and everyday habits. Personally it can show as a deep urge to improve, repair and purify, and a talent for practical reform.',
    Libra:
      'Pluto in Libra marks a generation that transformed relationships, marriage and ideas of justice. For you it may mean that partnerships are where your deepest changes happen, and that fairness is never a small matter.',
    Scorpio:
      'Your Pluto in Scorpio is shared with a generation unafraid of taboo, crisis and renewal. Personally it gives you emotional stamina, a nose for hidden truths and a capacity to come back stronger after loss.',
    Sagittarius:
      'Pluto in Sagittarius belongs to a generation that transformed belief, travel and global knowledge. In your own life it can show as a passionate search for truth and a readiness to let old certainties go when they no longer ring true.',
    Capricorn:
      'With Pluto in Capricorn you share with your age group a reckoning with institutions, authority and the systems people depend on. Personally it can bring strong ambition and a lifelong question about how power can be used well.',
    Aquarius:
      'Pluto in Aquarius marks a generation whose transformation comes through technology, community and collective power. For you it may show as a strong drive to reinvent the groups you belong to and to change the world alongside others who share your aims.',
    Pisces:
      'Your Pluto in Pisces is shared with a generation reshaped by dissolving boundaries, compassion and the unseen. Personally it can bring intense empathy and a deep transformation through art, faith or service, often felt long before it can be explained.',
  },
);
