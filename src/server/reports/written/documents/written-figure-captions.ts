import type { WrittenReadingChart } from '../../../../common/written-reading';

/** How a placed chart is captioned, in the PDF and where the Notion pages point to it. */
export const figureCaptions: Record<WrittenReadingChart, string> = {
  'natal-wheel': 'Your natal chart',
  bodygraph: 'Your bodygraph',
  'astrocartography-map': 'Your astrocartography map',
  'destiny-matrix': 'Your Destiny Matrix',
  'year-events': 'Your year’s key dates',
};
