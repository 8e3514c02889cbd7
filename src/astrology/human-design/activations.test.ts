/**
 * Invariants of the activations: the design arc is exactly 88° of solar arc, Earth and the South
 * Node sit opposite, and the node is the true (osculating) one, which swings up to about 1.5°
 * around the mean node (mean node: Meeus, Astronomical Algorithms 2nd ed., eq. 47.7).
 */
import { MakeTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { normalizeDegrees, sunLongitude } from '../ephemeris/bodies';
import {
  activationBodies,
  activationLongitudes,
  designMoment,
  signedArc,
  trueNodeLongitude,
} from './activations';
import { gateLineAt, oppositeGate } from './gate-wheel';

/** A fixed, spread-out set of instants from 1900 to 2040 (no randomness: reproducible). */
const instants = Array.from({ length: 60 }, (_, index) =>
  MakeTime(new Date(Date.UTC(1900, 0, 1) + index * 86_400_000 * 853.37 + index * 3_917_000)),
);

function meanNodeLongitude(time: ReturnType<typeof MakeTime>): number {
  const centuries = time.tt / 36_525;
  return normalizeDegrees(
    125.0445479 - 1934.1362891 * centuries + 0.0020754 * centuries ** 2 + centuries ** 3 / 467_441,
  );
}

describe('activations', () => {
  it('finds the design moment exactly 88° of solar arc before birth, 86 to 93 days earlier', () => {
    for (const birth of instants) {
      const design = designMoment(birth);
      const arc = normalizeDegrees(sunLongitude(birth) - sunLongitude(design));
      expect(Math.abs(arc - 88)).toBeLessThan(1e-6);
      const days = birth.ut - design.ut;
      expect(days).toBeGreaterThan(86);
      expect(days).toBeLessThan(93);
    }
  });

  it('puts Earth opposite the Sun and the South Node opposite the North Node, same line', () => {
    for (const time of instants) {
      const longitudes = activationLongitudes(time);
      expect(Object.keys(longitudes)).toEqual([...activationBodies]);
      for (const [body, opposite] of [
        ['sun', 'earth'],
        ['northNode', 'southNode'],
      ] as const) {
        expect(Math.abs(signedArc(longitudes[opposite], longitudes[body] + 180))).toBeLessThan(
          1e-9,
        );
        const here = gateLineAt(longitudes[body]);
        const there = gateLineAt(longitudes[opposite]);
        expect(there.gate).toBe(oppositeGate(here.gate));
        expect(there.line).toBe(here.line);
      }
    }
  });

  it('uses the true node: within 2° of the mean node, but not the mean node', () => {
    let largest = 0;
    for (let day = 0; day < 400; day += 3) {
      const time = MakeTime(new Date(Date.UTC(1990, 0, 1) + day * 86_400_000));
      const difference = Math.abs(signedArc(trueNodeLongitude(time), meanNodeLongitude(time)));
      expect(difference).toBeLessThan(2);
      largest = Math.max(largest, difference);
    }
    expect(largest).toBeGreaterThan(0.8);
  });
});
