/** How the library names the factors its entries interpret, and the documents that read them. */

/** The computed documents, by the titles the catalogue gives them. */
export const libraryDocuments = {
  chartReports: ['The Quick Glimpse', 'The Cosmic Map'],
  cosmicMap: ['The Cosmic Map'],
  profile: ['Your Dynamic Profile'],
  humanDesign: ['Human Design Profile'],
  map: ['Astrocartography Map'],
  matrix: ['Your Destiny Matrix'],
} as const;

const pointTitles: Readonly<Record<string, string>> = {
  ascendant: 'Ascendant',
  midheaven: 'Midheaven',
};

/** "sun" to "Sun", "midheaven" to "Midheaven", "lifePath" to "Life path". */
export function titled(word: string): string {
  const spaced = pointTitles[word] ?? word.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** "1st", "2nd", "3rd", "11th"; from a number or a key's part. */
export function ordinal(value: string | number): string {
  const n = Number(value);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A nested field of an entry, said after its factor: "Generator: strategy". */
export function withField(factor: string, field: string | undefined): string {
  return field === undefined ? factor : `${factor}: ${titled(field).toLowerCase()}`;
}

/** "sun-saturn" to "Sun and Saturn". */
export function pairName(pair: string): string {
  const [first = pair, second = ''] = pair.split('-');
  return second ? `${titled(first)} and ${titled(second)}` : titled(first);
}
