/**
 * The wheel's order and start (decision 195). The boundary values are the published anchors:
 * gate 41 begins at 2°00′ Aquarius (302°), gate 25 holds 0° Aries in its second line, and gate 17
 * begins at 3°52′30″ Aries (Jovian Archive's Rave Mandala, as read by SharpAstrology's
 * Utility/HumanDesignUtility.cs and docs/readings.md).
 */
import { describe, expect, it } from 'vitest';
import {
  distanceToBoundary,
  formatGateLine,
  gateLineAt,
  gateStartLongitude,
  gateWheel,
  lineWidth,
  oppositeGate,
} from './gate-wheel';

const at = (longitude: number) => formatGateLine(gateLineAt(longitude));

describe('the gate wheel', () => {
  it('puts the published boundaries where they belong', () => {
    expect(at(302)).toBe('41.1');
    expect(at(301.9999)).toBe('60.6');
    expect(at(0)).toBe('25.2');
    expect(at(360)).toBe('25.2');
    expect(at(3.875)).toBe('17.1');
    expect(at(3.8749)).toBe('25.6');
    expect(at(-1e-12)).toBe('25.2');
  });

  it('holds each of the 64 gates exactly once', () => {
    expect([...gateWheel].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 64 }, (_, index) => index + 1),
    );
  });

  it('starts every gate with line 1 and ends it with line 6', () => {
    for (const gate of gateWheel) {
      const start = gateStartLongitude(gate);
      expect(gateLineAt(start + 1e-9)).toEqual({ gate, line: 1 });
      expect(gateLineAt(start + 6 * lineWidth - 1e-9)).toEqual({ gate, line: 6 });
    }
  });

  it('pairs the gates charts put opposite each other (Sun and Earth of known crosses)', () => {
    // Published crosses: 26/45, 6/36, 14/8, 29/30, 53/54, 42/32, 4/49, 23/43, 48/21.
    for (const [first, second] of [
      [26, 45],
      [6, 36],
      [14, 8],
      [29, 30],
      [53, 54],
      [42, 32],
      [4, 49],
      [23, 43],
      [48, 21],
    ] as const) {
      // prettier-ignore
      expect(oppositeGate(first)).toBe(second);
      expect(oppositeGate(second)).toBe(first);
    }
  });

  it('gives a point and its opposite the opposite gates and the same line', () => {
    for (let longitude = 0.01; longitude < 360; longitude += 0.37) {
      const here = gateLineAt(longitude);
      const there = gateLineAt(longitude + 180);
      expect(there.gate).toBe(oppositeGate(here.gate));
      expect(there.line).toBe(here.line);
    }
  });

  it('measures the distance to the nearest boundary and says which kind it is', () => {
    expect(distanceToBoundary(302.01)).toMatchObject({ isGateBoundary: true, direction: -1 });
    expect(distanceToBoundary(302.01).degrees).toBeCloseTo(0.01, 9);
    expect(distanceToBoundary(302 + lineWidth - 0.02)).toMatchObject({
      isGateBoundary: false,
      direction: 1,
    });
    expect(distanceToBoundary(302 + lineWidth - 0.02).degrees).toBeCloseTo(0.02, 9);
    expect(distanceToBoundary(301.99)).toMatchObject({ isGateBoundary: true, direction: 1 });
  });
});
