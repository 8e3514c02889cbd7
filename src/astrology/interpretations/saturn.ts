/** Saturn by sign: where someone meets limits and builds lasting strength. Written for this shop. */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const saturnSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.saturn',
    group: 'Planets in signs',
    factor: ([sign]) => `Saturn in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Saturn in Aries asks you to learn patience with your own impulses. You may have had to prove your independence early, or doubted your right to take the lead. Over time your courage becomes measured rather than reckless, and you grow into a leader who starts things responsibly and sees them through.',
    Taurus:
      'With Saturn in Taurus security is a lifelong lesson. Money, possessions and self-worth may have felt scarce or hard-won at some point, so you learn to build value carefully and to know what is truly enough. In time your patience becomes a solid foundation that others can lean on too.',
    Gemini:
      'Your Saturn in Gemini takes learning seriously. You may have doubted your intelligence or felt unheard when you were young, and so you became careful, precise and thorough with words. With time you can become an authority on your subject, a clear teacher or writer whose words carry weight because they were earned.',
    Cancer:
      'Saturn in Cancer makes emotional safety a life lesson. Home and family may have come with duties or distance, and you might find it easier to protect others than to ask for comfort yourself. Over the years you learn to build the secure home you once needed, for yourself as well as for everyone in your care.',
    Leo: 'With Saturn in Leo you may have felt that joy and self-expression had to be earned. Being seen can feel risky, so you might hold back the creative spark that others would love to meet. With practice you develop a dignified, lasting confidence and a creativity that matures beautifully with age.',
    Virgo:
      'Your Saturn in Virgo brings a strong sense of duty to work, health and detail. You may worry about getting things wrong, and perfectionism can weigh on you. Over time you develop real mastery and dependable routines, and you learn that being useful includes being kind to your own body and your own pace.',
    Libra:
      'Saturn in Libra takes relationships seriously. Commitment, fairness and agreements are where you learn your biggest lessons, sometimes through partnerships that ask a great deal of you. You grow into someone who builds balanced, lasting bonds and who knows that a good relationship is made week by week rather than found.',
    Scorpio:
      'With Saturn in Scorpio trust and control are central lessons. You may guard your vulnerability closely after early experiences of loss or secrecy. With time you develop great emotional strength, a respect for boundaries and the courage to face what others avoid, which makes you a steady companion through any crisis.',
    Sagittarius:
      'Your Saturn in Sagittarius tests your beliefs. You may question what you were taught, or feel you need qualifications before your views count. Over the years you build a personal philosophy that has been examined from every side, and your hard-won wisdom becomes something others can rely on.',
    Capricorn:
      'Saturn in Capricorn is at home, giving you a serious, capable streak from an early age. You understand responsibility, structure and long-term goals, though you may carry more weight than you need to. Your lesson is that achievement tastes sweeter when it includes rest, warmth and people who matter more than status.',
    Aquarius:
      'With Saturn in Aquarius you learn to balance belonging and independence. You may feel like an outsider in groups, or find yourself holding responsibility for a whole community. You can build lasting structures for new ideas, becoming a practical reformer who makes progress real instead of leaving it theoretical.',
    Pisces:
      'Your Saturn in Pisces asks you to give shape to sensitivity. Boundaries, faith and imagination can feel hard to manage, and you may fear being overwhelmed. With time you find disciplined ways to use your compassion and creativity, such as a regular practice, a craft or a form of service that gives your dreams a container.',
  },
);
