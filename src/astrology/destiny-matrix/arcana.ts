/**
 * The 22 Major Arcana in the order the Destiny Matrix counts them (decision 201): the Marseille
 * order, with Justice 8 and Strength 11 (the Rider-Waite deck swaps those two), and the Fool as
 * 22 rather than 0, since a matrix point is never 0.
 */
export const arcanaNames = [
  'The Magician',
  'The High Priestess',
  'The Empress',
  'The Emperor',
  'The Hierophant',
  'The Lovers',
  'The Chariot',
  'Justice',
  'The Hermit',
  'Wheel of Fortune',
  'Strength',
  'The Hanged Man',
  'Death',
  'Temperance',
  'The Devil',
  'The Tower',
  'The Star',
  'The Moon',
  'The Sun',
  'Judgement',
  'The World',
  'The Fool',
] as const;

export type ArcanumName = (typeof arcanaNames)[number];

export interface Arcanum {
  /** 1-22. */
  arcanum: number;
  name: ArcanumName;
}

function digitSum(value: number): number {
  let sum = 0;
  for (let rest = value; rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10;
  return sum;
}

/**
 * The matrix's one reduction rule: a number above 22 is replaced by the sum of its digits,
 * repeatedly (31 → 4, 47 → 11, 99 → 18). Numbers 1-22 stay as they are.
 */
export function reduceToArcanum(value: number): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${value} cannot be reduced to an arcanum.`);
  let reduced = value;
  while (reduced > 22) reduced = digitSum(reduced);
  return reduced;
}

export function arcanumOf(value: number): Arcanum {
  const arcanum = reduceToArcanum(value);
  return { arcanum, name: arcanaNames[arcanum - 1] ?? 'The Fool' };
}
