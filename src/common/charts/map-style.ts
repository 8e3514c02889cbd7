/**
 * How the astrocartography lines are coloured, marked and stroked, for the PDF and the reading
 * page alike (decision 231, decision 256): told apart by colour, and by stroke without it.
 */

/** The ten bodies that draw lines, as the engine names them. */
export type MapBody =
  | 'sun'
  | 'moon'
  | 'mercury'
  | 'venus'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'uranus'
  | 'neptune'
  | 'pluto';
export type MapLineAngle = 'MC' | 'IC' | 'ASC' | 'DSC';

/** One colour per body, distinct on cream paper and in greyscale print as far as ten allow. */
export const bodyColours: Readonly<Record<MapBody, string>> = {
  sun: '#d08a00',
  moon: '#7a86a3',
  mercury: '#17937f',
  venus: '#d1478a',
  mars: '#c62d1f',
  jupiter: '#6a3fb5',
  saturn: '#6b4a2b',
  uranus: '#1b8fd2',
  neptune: '#27408f',
  pluto: '#2b2b2b',
};

/** Two-letter marks for labels on the map, where a full name would cover the lines. */
export const bodyMarks: Readonly<Record<MapBody, string>> = {
  sun: 'Su',
  moon: 'Mo',
  mercury: 'Me',
  venus: 'Ve',
  mars: 'Ma',
  jupiter: 'Ju',
  saturn: 'Sa',
  uranus: 'Ur',
  neptune: 'Ne',
  pluto: 'Pl',
};

export interface AngleStroke {
  width: number;
  /** SVG dash pattern; undefined for a solid line. */
  dash?: string;
}

/** MC and IC solid (the IC lighter), rising dashed, setting dotted: told apart without colour. */
export const angleStrokes: Readonly<Record<MapLineAngle, AngleStroke>> = {
  MC: { width: 1.1 },
  IC: { width: 0.55 },
  ASC: { width: 0.9, dash: '4 2' },
  DSC: { width: 0.9, dash: '1 1.6' },
};

export const angleNames: Readonly<Record<MapLineAngle, string>> = {
  MC: 'Midheaven',
  IC: 'Lower Heaven',
  ASC: 'Ascendant',
  DSC: 'Descendant',
};
