/** The five major aspects, for the legend of The Cosmic Map. Written for this shop. */
import type { AspectName } from '../chart/chart-types';
import { libraryTable } from './library';
import { libraryDocuments, titled, withField } from './library-factors';

export interface AspectMeaning {
  title: string;
  /** The astrological glyph; the PDF font may lack it, so shortName is the fallback. */
  symbol: string;
  shortName: string;
  angle: number;
  text: string;
}

export const aspectMeanings: Readonly<Record<AspectName, AspectMeaning>> = libraryTable(
  {
    id: 'aspect',
    group: 'Aspects',
    factor: ([aspect, field]) => withField(titled(aspect!), field === 'text' ? undefined : field),
    usedIn: libraryDocuments.chartReports,
  },
  {
    conjunction: {
      title: 'Conjunction',
      symbol: '☌',
      shortName: 'conj.',
      angle: 0,
      text: 'Two points at or near the same degree. Their energies blend into one, for better and for worse, and they act together in everything they touch.',
    },
    sextile: {
      title: 'Sextile',
      symbol: '⚹',
      shortName: 'sext.',
      angle: 60,
      text: 'Two points about 60 degrees apart. A friendly link that offers opportunities, though it usually needs a small effort from you to come alive.',
    },
    square: {
      title: 'Square',
      symbol: '□',
      shortName: 'sq.',
      angle: 90,
      text: 'Two points about 90 degrees apart. A source of friction and pressure that pushes you to act, and often the engine behind real achievement.',
    },
    trine: {
      title: 'Trine',
      symbol: '△',
      shortName: 'tri.',
      angle: 120,
      text: 'Two points about 120 degrees apart. A natural harmony in which talents flow easily, sometimes so easily that you take them for granted.',
    },
    opposition: {
      title: 'Opposition',
      symbol: '☍',
      shortName: 'opp.',
      angle: 180,
      text: 'Two points on opposite sides of the chart. A see-saw between two needs that asks for balance, and that often shows up through other people.',
    },
  },
);
