/**
 * The cross table against its published sources. Names per (personality Sun gate, angle) were
 * compared one by one with two independent open lists, SharpAstrology Enums/IncarnationCross.cs
 * (MIT) and the npm package natalengine 1.6.0 src/data/incarnation-crosses.js (MIT): all 192
 * agree except spellings (natalengine: "The Masks", "Details"; SharpAstrology: "Endeavour").
 * The full names with gates below are as a chart service prints them, quoted in a public PHP
 * client that maps its "HdCross" strings (found with the code search; gates per cross).
 */
import { describe, expect, it } from 'vitest';
import { oppositeGate } from './gate-wheel';
import { crossAngle, crossName, incarnationCross, type CrossAngle } from './incarnation-crosses';

const sides = (personalitySun: number, designSun: number, lines: [number, number]) => ({
  personality: {
    sun: { gate: personalitySun, line: lines[0] },
    earth: { gate: oppositeGate(personalitySun), line: lines[0] },
  },
  design: {
    sun: { gate: designSun, line: lines[1] },
    earth: { gate: oppositeGate(designSun), line: lines[1] },
  },
});

describe('incarnation crosses', () => {
  it('gives the angle from the profile', () => {
    const angles = Object.fromEntries(
      ['1/3', '1/4', '2/4', '2/5', '3/5', '3/6', '4/6', '4/1', '5/1', '5/2', '6/2', '6/3'].map(
        (profile) => {
          const [first, second] = profile.split('/').map(Number);
          return [profile, crossAngle(first ?? 0, second ?? 0)];
        },
      ),
    );
    expect(angles).toEqual({
      '1/3': 'Right Angle', '1/4': 'Right Angle', '2/4': 'Right Angle', '2/5': 'Right Angle',
      '3/5': 'Right Angle', '3/6': 'Right Angle', '4/6': 'Right Angle', '4/1': 'Juxtaposition',
      '5/1': 'Left Angle', '5/2': 'Left Angle', '6/2': 'Left Angle', '6/3': 'Left Angle',
    }); // prettier-ignore
  });

  it.each([
    // As printed: "<name> (<personality Sun>/<Earth> | <design Sun>/<Earth>)" with the profile's angle.
    ['Right Angle Cross of Rulership', 22, 26, [1, 3]],
    ['Right Angle Cross of the Vessel of Love', 25, 10, [2, 4]],
    ['Right Angle Cross of Consciousness', 63, 5, [3, 5]],
    ['Right Angle Cross of Explanation', 4, 23, [2, 4]],
    ['Right Angle Cross of Penetration', 54, 57, [2, 4]],
    ['Left Angle Cross of the Clarion', 51, 61, [5, 1]],
    ['Left Angle Cross of Confrontation', 26, 6, [5, 1]],
    ['Left Angle Cross of the Alpha', 31, 24, [6, 2]],
    ['Left Angle Cross of Endeavor', 48, 53, [5, 2]],
    ['Left Angle Cross of Refinement', 33, 2, [6, 3]],
    ['Left Angle Cross of Masks', 7, 23, [5, 1]],
    ['Juxtaposition Cross of Beginnings', 53, 42, [4, 1]],
    ['Juxtaposition Cross of Detail', 62, 3, [4, 1]],
    ['Juxtaposition Cross of the Trickster', 26, 6, [4, 1]],
    ['Juxtaposition Cross of Self-Expression', 1, 4, [4, 1]],
  ] as const)('%s (%i | %i)', (name, personalitySun, designSun, lines) => {
    const cross = incarnationCross(sides(personalitySun, designSun, [...lines]));
    expect(cross.name).toBe(name);
    expect(cross.gates).toBe(
      `${personalitySun}/${oppositeGate(personalitySun)} | ${designSun}/${oppositeGate(designSun)}`,
    );
  });

  it('writes the cross of the brief as "Left Angle Cross of Confrontation", 26/45 | 6/36', () => {
    expect(incarnationCross(sides(26, 6, [5, 1]))).toEqual({
      name: 'Left Angle Cross of Confrontation',
      angle: 'Left Angle',
      gates: '26/45 | 6/36',
    });
  });

  const namesOf = (angle: CrossAngle) =>
    Array.from({ length: 64 }, (_, index) => crossName(index + 1, angle));

  it('shares a Right Angle name among the four gates of one cross, sixteen names in all', () => {
    const names = namesOf('Right Angle');
    expect(new Set(names).size).toBe(16);
    for (const name of new Set(names)) {
      const gates = names.flatMap((each, index) => (each === name ? [index + 1] : []));
      expect(gates).toHaveLength(4);
      // Two axes: each gate's opposite carries the same name.
      for (const gate of gates) expect(gates).toContain(oppositeGate(gate));
    }
  });

  it('shares a Left Angle name between a gate and its opposite, 32 names in all', () => {
    const names = namesOf('Left Angle');
    expect(new Set(names).size).toBe(32);
    for (let gate = 1; gate <= 64; gate++)
      expect(crossName(oppositeGate(gate), 'Left Angle')).toBe(names[gate - 1]);
  });

  it('gives every gate its own Juxtaposition name', () => {
    expect(new Set(namesOf('Juxtaposition')).size).toBe(64);
  });

  it('refuses a gate that does not exist', () => {
    expect(() => crossName(65, 'Right Angle')).toThrow(RangeError);
  });
});
