/**
 * Jones's patterns (The Guide to Horoscope Interpretation, 1941; decision 241) on hand-built
 * charts whose arithmetic is shown: each case lists the ten longitudes in chart order (Sun,
 * Moon, Mercury ... Pluto) and why it is the pattern named.
 */
import { describe, expect, it } from 'vitest';
import { chartBodies } from '../chart/chart-types';
import { chartPattern } from './chart-pattern';

const chart = (longitudes: number[]) =>
  chartBodies.map((body, index) => ({ body, longitude: longitudes[index] ?? 0 }));

describe('the chart pattern', () => {
  it('is a bundle when all ten fit in a trine', () => {
    // 0° to 110°: the empty arc is 250°, so they occupy 110° <= 120°.
    const reading = chartPattern(chart([0, 12, 24, 36, 48, 60, 72, 84, 96, 110]));
    expect(reading).toMatchObject({ pattern: 'bundle', largestGap: 250, occupiedArc: 110 });
  });

  it('is a bowl when all ten fit in half the wheel', () => {
    // 0° to 175°: occupied 175° is more than a trine and at most an opposition.
    expect(chartPattern(chart([0, 20, 40, 60, 80, 100, 120, 140, 160, 175])).pattern).toBe('bowl');
  });

  it('is a bucket when one body stands alone, well clear of a half-wheel bowl', () => {
    // Nine from 0° to 160° (a 160° bowl); Pluto at 260° is 100° from both rims (>= 60°).
    const reading = chartPattern(chart([0, 20, 40, 60, 80, 100, 120, 140, 160, 260]));
    expect(reading).toMatchObject({ pattern: 'bucket', handle: ['pluto'] });
  });

  it('takes two bodies within 10° as one handle', () => {
    // Eight from 0° to 140°, Neptune 255° and Pluto 262° (7° apart): the eight occupy 140°,
    // and the pair stands 115° and 98° from the rims.
    const reading = chartPattern(chart([0, 20, 40, 60, 80, 100, 120, 140, 255, 262]));
    expect(reading).toMatchObject({ pattern: 'bucket', handle: ['neptune', 'pluto'] });
  });

  it('is not a bucket when the lone body hugs the rim', () => {
    // Pluto at 190° is only 30° from the rim at 160°: no handle. The widest gap, 190° to 360°,
    // is 170°, so the ten occupy 190° <= 240°: a locomotive led by the Sun at 0°.
    const reading = chartPattern(chart([0, 20, 40, 60, 80, 100, 120, 140, 160, 190]));
    expect(reading).toMatchObject({ pattern: 'locomotive', leadingBody: 'sun', occupiedArc: 190 });
  });

  it('is a locomotive when an empty trine leaves two thirds of the wheel', () => {
    // Every 25° from 0° to 225°: the empty arc is 135° (>= 120°), no body can be a handle.
    const reading = chartPattern(chart([0, 25, 50, 75, 100, 125, 150, 175, 200, 225]));
    expect(reading).toMatchObject({ pattern: 'locomotive', leadingBody: 'sun', largestGap: 135 });
  });

  it('names the body after the gap in zodiac order as the locomotive leader', () => {
    // The same spacing turned to start at 300° and wrap past 0°: the empty arc runs from
    // Pluto at 165° to the Sun at 300° (135°), so the Sun, first after it, leads.
    const reading = chartPattern(chart([300, 325, 350, 15, 40, 65, 90, 115, 140, 165]));
    expect(reading).toMatchObject({ pattern: 'locomotive', leadingBody: 'sun' });
  });

  it('is a seesaw when two groups face each other across two empty arcs', () => {
    // 0°-90° and 180°-270°, five bodies each: gaps of 90° and 90° (each >= 60°, < 120°).
    const reading = chartPattern(chart([0, 22.5, 45, 67.5, 90, 180, 202.5, 225, 247.5, 270]));
    expect(reading.pattern).toBe('seesaw');
  });

  it('is a splash when the ten spread evenly over most signs', () => {
    // Every 36°: the widest gap is 36°, and ten signs are occupied (>= 8).
    const reading = chartPattern(chart([0, 36, 72, 108, 144, 180, 216, 252, 288, 324]));
    expect(reading.pattern).toBe('splash');
  });

  it('is a splay when tight clusters stand apart with three wide gaps', () => {
    // Clusters at 0°-10°, 120°-135° and 240°-250°: gaps 110°, 105°, 110° (three >= 60°, none
    // >= 120°), only three signs occupied.
    const reading = chartPattern(chart([0, 5, 10, 120, 125, 130, 135, 240, 245, 250]));
    expect(reading.pattern).toBe('splay');
  });
});
