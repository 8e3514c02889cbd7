/**
 * The Destiny Matrix (octagram) of a birth date, in the convention of decision 201. Two squares
 * overlap: the personal square stands on its corners (day left, month top, year right, their
 * sum bottom) and the ancestral square lies flat (its corners are the sums of neighbouring
 * personal points). Every other point is the reduced sum of two points already known.
 * It depends on the birth date alone: neither the birth time nor the place changes it.
 */
import { parseBirthDate } from '../chart/birth-input';
import { arcanumOf, reduceToArcanum, type Arcanum } from './arcana';

export const destinyMatrixPointNames = [
  // The personal square and its centre.
  'left',
  'top',
  'right',
  'bottom',
  'centre',
  // The ancestral square.
  'topLeft',
  'topRight',
  'bottomRight',
  'bottomLeft',
  // Along each axis of the personal square: the inner point (next to the centre) and the outer
  // one (between it and the corner). The bottom axis is the karmic tail, the top one talents.
  'leftOuter',
  'leftInner',
  'topOuter',
  'topInner',
  'rightOuter',
  'rightInner',
  'bottomOuter',
  'bottomInner',
  // The money and love lines meet at the balance point, below right of the centre.
  'balance',
  'money',
  'love',
  // Purposes.
  'sky',
  'earth',
  'personal',
  'male',
  'female',
  'social',
  'spiritual',
] as const;

export type DestinyMatrixPointName = (typeof destinyMatrixPointNames)[number];

export interface AgeArcanum extends Arcanum {
  /** Age in years at which this energy starts, 0 to 78.75 in steps of 1.25. */
  age: number;
}

export interface DestinyMatrix {
  date: string;
  points: Record<DestinyMatrixPointName, Arcanum>;
  /** The three-point lines readers name, from the outside in. */
  lines: {
    karmicTail: [number, number, number];
    talents: [number, number, number];
    money: [number, number, number];
    love: [number, number, number];
  };
  /** The age ring: 8 sides of 10 years around the octagram, each in 8 steps of 1.25 years. */
  ageRing: AgeArcanum[];
  notes: string[];
}

const sum = (...values: number[]) =>
  reduceToArcanum(values.reduce((total, value) => total + value, 0));

function yearDigitSum(year: number): number {
  return String(year)
    .split('')
    .reduce((total, digit) => total + Number(digit), 0);
}

/** One side of the ring: from `from` (at `startAge`) towards `to`, halving as published calculators do. */
function ringSide(startAge: number, from: number, to: number): AgeArcanum[] {
  const middle = sum(from, to);
  const quarter = sum(from, middle);
  const threeQuarters = sum(middle, to);
  const values = [
    from,
    sum(from, quarter),
    quarter,
    sum(quarter, middle),
    middle,
    sum(middle, threeQuarters),
    threeQuarters,
    sum(threeQuarters, to),
  ];
  return values.map((value, step) => ({ age: startAge + step * 1.25, ...arcanumOf(value) }));
}

export const destinyMatrixNote =
  'The Destiny Matrix uses the birth date only: the birth time and place do not change it.';

export function computeDestinyMatrix(date: string): DestinyMatrix {
  const birth = parseBirthDate(date);
  const left = reduceToArcanum(birth.day);
  const top = reduceToArcanum(birth.month);
  const right = reduceToArcanum(yearDigitSum(birth.year));
  const bottom = sum(left, top, right);
  const centre = sum(left, top, right, bottom);
  const topLeft = sum(left, top);
  const topRight = sum(top, right);
  const bottomRight = sum(right, bottom);
  const bottomLeft = sum(bottom, left);
  const inner = (corner: number) => sum(corner, centre);
  const [leftInner, topInner, rightInner, bottomInner] = [left, top, right, bottom].map(inner) as [
    number,
    number,
    number,
    number,
  ];
  const balance = sum(rightInner, bottomInner);
  const sky = sum(top, bottom);
  const earth = sum(left, right);
  const male = sum(topLeft, bottomRight);
  const female = sum(topRight, bottomLeft);
  const personal = sum(sky, earth);
  const social = sum(male, female);
  const values: Record<DestinyMatrixPointName, number> = {
    left,
    top,
    right,
    bottom,
    centre,
    topLeft,
    topRight,
    bottomRight,
    bottomLeft,
    leftOuter: sum(left, leftInner),
    leftInner,
    topOuter: sum(top, topInner),
    topInner,
    rightOuter: sum(right, rightInner),
    rightInner,
    bottomOuter: sum(bottom, bottomInner),
    bottomInner,
    balance,
    money: sum(balance, rightInner),
    love: sum(balance, bottomInner),
    sky,
    earth,
    personal,
    male,
    female,
    social,
    spiritual: sum(personal, social),
  };
  const points = Object.fromEntries(
    destinyMatrixPointNames.map((name) => [name, arcanumOf(values[name])]),
  ) as Record<DestinyMatrixPointName, Arcanum>;
  // Clockwise from the left corner (age 0): 10 years to each next corner of the octagram.
  const corners = [left, topLeft, top, topRight, right, bottomRight, bottom, bottomLeft];
  const ageRing = corners.flatMap((corner, index) =>
    ringSide(index * 10, corner, corners[(index + 1) % corners.length] ?? left),
  );
  return {
    date,
    points,
    lines: {
      karmicTail: [bottom, values.bottomOuter, bottomInner],
      talents: [top, values.topOuter, topInner],
      money: [rightInner, values.money, balance],
      love: [bottomInner, values.love, balance],
    },
    ageRing,
    notes: [destinyMatrixNote],
  };
}
