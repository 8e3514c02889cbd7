/**
 * What a body retrograde at birth suggests. The Sun and Moon are never retrograde, so they have
 * no note. Written for this shop.
 */
import type { ChartBody } from '../chart/chart-types';
import { libraryTable } from './library';
import { libraryDocuments, titled } from './library-factors';

export type RetrogradeCapableBody = Exclude<ChartBody, 'sun' | 'moon'>;

export const retrogradeNotes: Readonly<Record<RetrogradeCapableBody, string>> = libraryTable(
  {
    id: 'retrograde',
    group: 'Planets and points',
    factor: ([body]) => `${titled(body!)} retrograde`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    mercury:
      'Mercury was retrograde when you were born, which suggests a mind that turns things over before it speaks. You may learn in your own order, return to ideas others have dropped and find your best words in the second draft.',
    venus:
      'Born with Venus retrograde, you may take longer than most to know what you truly love and value. Your tastes tend to be personal rather than fashionable, and old loves or interests often come back with new meaning.',
    mars: 'A retrograde Mars suggests energy that turns inward before it acts. You may think long before you fight, start slowly and then surprise people with your persistence; learning to voice anger directly is part of your growth.',
    jupiter:
      'Jupiter retrograde at birth suggests a faith and a sense of growth that develop privately. You may find meaning in your own way rather than in received beliefs, and your luck often comes through reflection more than expansion.',
    saturn:
      'A retrograde Saturn suggests that your sense of duty and authority is largely self-made. You may have set your own rules early, and your inner critic can be tougher than any outside judge, so kindness toward yourself is part of the lesson.',
    uranus:
      'Uranus spends about five months of every year retrograde, so many people share this. It suggests that your need for freedom and change works inwardly first, as quiet shifts in outlook before they show in your life.',
    neptune:
      'Neptune is retrograde for almost half of each year, so this is common. It suggests an imagination and spiritual life turned inward, rich and private, and an ability to see through illusions that tends to grow with age.',
    pluto:
      'Pluto is retrograde for around five months a year, so many people are born with it. It suggests that your transformations happen deep inside first, through reflection and inner reckoning, before they change your outer life.',
  },
);
