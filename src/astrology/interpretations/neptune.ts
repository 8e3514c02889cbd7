/**
 * Neptune by sign: about fourteen years in each sign, so a generation's dreams; each text says how
 * it shows personally. Written for this shop.
 */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const neptuneSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.neptune',
    group: 'Planets in signs',
    factor: ([sign]) => `Neptune in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Neptune in Aries belongs to a generation that dreams of brave new beginnings, shared with everyone born in those years. Personally it can make your inspiration arrive in sparks, and your ideals something you are ready to fight for.',
    Taurus:
      'With Neptune in Taurus you share a generation-wide longing for beauty and a gentler relationship with the earth. In your own life it may show as a romantic feeling for nature, music and comfort, sometimes with hazy boundaries around money.',
    Gemini:
      'Neptune in Gemini marks a generation whose imagination flows through words, stories and new media. Personally it can give your thinking a poetic, intuitive quality and a gift for telling stories that others find easy to believe.',
    Cancer:
      'Your Neptune in Cancer is shared with a whole generation that idealised home, homeland and family. For you it may bring a deep, tender longing for belonging and a sensitivity to the emotional atmosphere of the places you live.',
    Leo: 'Neptune in Leo belongs to a generation enchanted by glamour, romance and the dream of a creative life. In your own chart it can lend your self-expression a touch of magic and a wish to inspire others through what you make.',
    Virgo:
      'With Neptune in Virgo you share with your age group an ideal of service and healing, alongside doubts about whether anything is ever good enough. Personally it can draw you to caring work and to a quiet, devoted spirituality of small tasks.',
    Libra:
      'Neptune in Libra marks a generation that dreamed of peace, love and harmony between people. For you it may show as romantic idealism in relationships, a gift for seeing the best in people and a longing for a fairer, more beautiful world.',
    Scorpio:
      'Your Neptune in Scorpio is shared with a generation drawn to the mysteries of desire, death and the unconscious. Personally it brings intuitive depth and a fascination with what lies beneath, along with a need to choose your intensities wisely.',
    Sagittarius:
      'Neptune in Sagittarius belongs to a generation that looks for meaning across borders and belief systems. In your own life it can show as spiritual curiosity, a love of faraway places and a faith that keeps searching rather than settling.',
    Capricorn:
      'With Neptune in Capricorn you share a generation-wide wish to dissolve and rebuild rigid structures. Personally it can show as practical idealism: a dream of success that also serves something bigger, and some searching about what real authority means.',
    Aquarius:
      'Neptune in Aquarius marks a generation that dreams collectively, through networks, causes and shared ideals. For you it may bring an idealistic view of friendship and community, and a vision of a world that works better for everyone.',
    Pisces:
      'Your Neptune in Pisces is shared with a generation of great sensitivity, imagination and openness to the unseen. Personally it can deepen your empathy and creativity, and it asks you to protect your energy in a noisy world.',
  },
);
