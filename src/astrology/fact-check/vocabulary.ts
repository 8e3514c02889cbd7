/**
 * The words readers use for the factors the fact checker reads, as regular-expression sources
 * and the maps from a matched word to the engine's own name. Case is ignored everywhere.
 */
import type { ChartBody } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';
import type { DestinyMatrixPointName } from '../destiny-matrix/destiny-matrix';
import type { Authority, Centre, Definition, HumanDesignType } from '../human-design/bodygraph';
import type { MapAngle } from '../astrocartography';

export const bodyWords = '(sun|moon|mercury|venus|mars|jupiter|saturn|uranus|neptune|pluto)';
export const pointWords =
  '(sun|moon|mercury|venus|mars|jupiter|saturn|uranus|neptune|pluto|ascendant|midheaven|mc|asc)';
export const signWords =
  '(aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)';

export const signOfWord = (word: string): ZodiacSign =>
  (word[0]!.toUpperCase() + word.slice(1).toLowerCase()) as ZodiacSign;
export const bodyOfWord = (word: string): ChartBody => word.toLowerCase() as ChartBody;
export type PointName = ChartBody | 'ascendant' | 'midheaven';
export function pointOfWord(word: string): PointName {
  const lower = word.toLowerCase();
  if (lower === 'mc') return 'midheaven';
  if (lower === 'asc') return 'ascendant';
  return lower as PointName;
}

const ordinals = [
  ['1st', 'first'], ['2nd', 'second'], ['3rd', 'third'], ['4th', 'fourth'], ['5th', 'fifth'],
  ['6th', 'sixth'], ['7th', 'seventh'], ['8th', 'eighth'], ['9th', 'ninth'], ['10th', 'tenth'],
  ['11th', 'eleventh'], ['12th', 'twelfth'],
] as const; // prettier-ignore
export const houseWords = `(${ordinals.flat().join('|')})`;
export function houseOfWord(word: string): number {
  const lower = word.toLowerCase();
  return ordinals.findIndex((names) => (names as readonly string[]).includes(lower)) + 1;
}

export const aspectWords =
  '(conjunct(?:s|ion|ing)?|conjoin(?:s|ed)?|sextil(?:e|es|ing)|squar(?:e|es|ed|ing)|trin(?:e|es|ed|ing)|oppos(?:es|ed|ing|ite|ition))';
export type AspectWord = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
export function aspectOfWord(word: string): AspectWord {
  const lower = word.toLowerCase();
  if (lower.startsWith('conj')) return 'conjunction';
  if (lower.startsWith('sext')) return 'sextile';
  if (lower.startsWith('squar')) return 'square';
  if (lower.startsWith('trin')) return 'trine';
  return 'opposition';
}

export const typeWords = '(manifesting[\\s-]+generator|generator|manifestor|projector|reflector)';
export function typeOfWord(word: string): HumanDesignType {
  const lower = word.toLowerCase().replace(/[\s-]+/g, ' ');
  return (
    {
      'manifesting generator': 'Manifesting Generator',
      generator: 'Generator',
      manifestor: 'Manifestor',
      projector: 'Projector',
      reflector: 'Reflector',
    } as const
  )[lower as 'generator'];
}

export const authorityWords =
  '(emotional|solar[\\s-]+plexus|sacral|splenic|ego[\\s-]+manifested|ego[\\s-]+projected|ego|heart|self[\\s-]+projected|mental|environmental|sounding[\\s-]+board|lunar)';
/** The engine's authorities a word may name ("ego" alone is either of the two). */
export function authoritiesOfWord(word: string): Authority[] {
  const lower = word.toLowerCase().replace(/[\s-]+/g, ' ');
  if (lower === 'emotional' || lower === 'solar plexus') return ['Emotional'];
  if (lower === 'sacral') return ['Sacral'];
  if (lower === 'splenic') return ['Splenic'];
  if (lower === 'ego manifested') return ['Ego Manifested'];
  if (lower === 'ego projected') return ['Ego Projected'];
  if (lower === 'ego' || lower === 'heart') return ['Ego Manifested', 'Ego Projected'];
  if (lower === 'self projected') return ['Self-Projected'];
  if (lower === 'lunar') return ['Lunar'];
  return ['Mental'];
}

export const definitionWords = '(single|split|triple[\\s-]+split|quadruple[\\s-]+split|no)';
export function definitionOfWord(word: string): Definition {
  const lower = word.toLowerCase().replace(/[\s-]+/g, ' ');
  if (lower === 'single') return 'Single';
  if (lower === 'split') return 'Split';
  if (lower === 'triple split') return 'Triple Split';
  if (lower === 'quadruple split') return 'Quadruple Split';
  return 'None';
}

/** Centre names that are only ever a centre, and those that need "centre" after them. */
export const centreWords =
  '(?:(sacral|ajna|spleen|splenic|solar[\\s-]+plexus)(?:\\s+(?:centre|center))?|(head|throat|g|identity|self|heart|ego|will|root|emotional)\\s+(?:centre|center))';
export function centreOfWord(word: string): Centre {
  const lower = word.toLowerCase().replace(/[\s-]+/g, ' ');
  const names: Record<string, Centre> = {
    sacral: 'Sacral',
    ajna: 'Ajna',
    spleen: 'Spleen',
    splenic: 'Spleen',
    'solar plexus': 'Solar Plexus',
    emotional: 'Solar Plexus',
    head: 'Head',
    throat: 'Throat',
    g: 'G',
    identity: 'G',
    self: 'G',
    heart: 'Heart',
    ego: 'Heart',
    will: 'Heart',
    root: 'Root',
  };
  return names[lower] ?? 'Head';
}
export const centreStateWords =
  '(defined|undefined|open|completely\\s+open|coloured|colored|white)';
export const isDefinedWord = (word: string) => /^(defined|coloured|colored)$/i.test(word);

export const angleWords =
  '(mc|ic|asc|dsc|ac|dc|midheaven|imum\\s+coeli|nadir|ascendant|descendant|rising|setting)';
export function mapAngleOfWord(word: string): MapAngle {
  const lower = word.toLowerCase();
  if (lower === 'mc' || lower === 'midheaven') return 'MC';
  if (lower === 'ic' || lower.startsWith('imum') || lower === 'nadir') return 'IC';
  if (['asc', 'ac', 'ascendant', 'rising'].includes(lower)) return 'ASC';
  return 'DSC';
}

const arcanumWordList = [
  'magician', 'high\\s+priestess', 'empress', 'emperor', 'hierophant', 'lovers', 'chariot',
  'justice', 'hermit', 'wheel\\s+of\\s+fortune', 'strength', 'hanged\\s+man', 'death',
  'temperance', 'devil', 'tower', 'star', 'moon', 'sun', 'judge?ment', 'world', 'fool',
]; // prettier-ignore
export const arcanumWords = `(${arcanumWordList.join('|')})`;
export function arcanumOfWord(word: string): number {
  const lower = word.toLowerCase().replace(/\s+/g, ' ');
  return arcanumWordList.findIndex((pattern) => new RegExp(`^${pattern}$`).test(lower)) + 1 || 0;
}

/** Where a reader says an arcanum stands. */
export const matrixPositionWords =
  '(comfort\\s+zone|cent(?:re|er)(?:\\s+of\\s+(?:your|the)\\s+matrix)?|core\\s+energy|day\\s+(?:energy|point|arcanum)|personal\\s+qualities|portrait|gifts?(?:\\s+point)?|month\\s+(?:energy|point|arcanum)|material\\s+(?:path|karma)|year\\s+(?:energy|point|arcanum)|lesson|main\\s+karmic\\s+lesson|karmic\\s+tail\\s+(?:point|arcanum|energy)|sky\\s+purpose|earth\\s+purpose|personal\\s+purpose|social\\s+purpose|spiritual\\s+purpose)';
export function matrixPointOfWord(word: string): DestinyMatrixPointName {
  const lower = word.toLowerCase().replace(/\s+/g, ' ');
  if (/^(comfort zone|cent|core)/.test(lower)) return 'centre';
  if (/^(day|personal qualities|portrait)/.test(lower)) return 'left';
  if (/^(gift|month)/.test(lower)) return 'top';
  if (/^(material|year)/.test(lower)) return 'right';
  if (/^(lesson|main karmic|karmic tail)/.test(lower)) return 'bottom';
  return lower.split(' ')[0] as DestinyMatrixPointName;
}
export const matrixPointTitles: Partial<Record<DestinyMatrixPointName, string>> = {
  centre: 'comfort zone (centre)',
  left: 'personal qualities (day of birth)',
  top: 'gifts (month of birth)',
  right: 'material path (year of birth)',
  bottom: 'lesson (karmic tail point)',
  sky: 'sky purpose',
  earth: 'earth purpose',
  personal: 'personal purpose',
  social: 'social purpose',
  spiritual: 'spiritual purpose',
};
export const matrixLineWords =
  '(karmic\\s+tail|talents?(?:\\s+line)?|money\\s+(?:line|channel)|love\\s+(?:line|channel))';
export function matrixLineOfWord(word: string): 'karmicTail' | 'talents' | 'money' | 'love' {
  const lower = word.toLowerCase();
  if (lower.startsWith('karmic')) return 'karmicTail';
  if (lower.startsWith('talent')) return 'talents';
  if (lower.startsWith('money')) return 'money';
  return 'love';
}

export const numberWords =
  '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|eleven|twenty[\\s-]two|thirty[\\s-]three)';
export function numberOfWord(word: string): number {
  const lower = word.toLowerCase().replace(/[\s-]+/g, ' ');
  const named: Record<string, number> = {
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
    eleven: 11, 'twenty two': 22, 'thirty three': 33,
  }; // prettier-ignore
  return named[lower] ?? Number(lower);
}
export const numberKindWords =
  "(life\\s+path|expression|destiny|soul\\s+urge|heart['’]?s\\s+desire|personality)";
export type NumberKind = 'lifePath' | 'expression' | 'soulUrge' | 'personality';
export function numberKindOfWord(word: string): NumberKind {
  const lower = word.toLowerCase();
  if (lower.startsWith('life')) return 'lifePath';
  if (lower.startsWith('expression') || lower.startsWith('destiny')) return 'expression';
  if (lower.startsWith('soul') || lower.startsWith('heart')) return 'soulUrge';
  return 'personality';
}
