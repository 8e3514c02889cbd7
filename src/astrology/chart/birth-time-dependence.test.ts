import { describe, expect, it } from 'vitest';
import { birthTimeDependence, isBirthTimeUnknown } from './birth-time-dependence';
import { computeNatalChart } from './natal-chart';

describe('what depends on the birth time', () => {
  it('is nothing when the time is known', () => {
    const chart = computeNatalChart({ date: '1990-12-10', time: '07:30', place: 'London, UK' });
    expect(isBirthTimeUnknown(chart)).toBe(false);
    expect(birthTimeDependence(chart, { humanDesign: true, map: true })).toBeNull();
  });

  it("gives the Moon's range over the birth date and both signs when it changed sign", () => {
    const chart = computeNatalChart({ date: '1990-12-10', time: null, place: 'London, UK' });
    const dependence = birthTimeDependence(chart)!;
    expect(dependence.moon.signs).toEqual(['Virgo', 'Libra']);
    expect(dependence.moon.from).toMatchObject({ sign: 'Virgo', degree: "28°25'" });
    expect(dependence.moon.to).toMatchObject({ sign: 'Libra', degree: "10°56'" });
    // Noon's Moon lies between the two ends of the day.
    expect(chart.moon.longitude).toBeGreaterThan(dependence.moon.from.longitude);
    expect(chart.moon.longitude).toBeLessThan(dependence.moon.to.longitude);
    expect(dependence.items.map((item) => item.key)).toEqual(['rising', 'houses', 'moon']);
    // The engine's own note says the same.
    expect(chart.notes.find((note) => note.code === 'time-unknown')?.message).toContain(
      'so it is in Virgo or Libra depending on the hour',
    );
  });

  it('keeps one Moon sign with its degrees when the Moon stayed in its sign', () => {
    const chart = computeNatalChart({ date: '1961-08-04', time: null, place: 'London, UK' });
    const dependence = birthTimeDependence(chart)!;
    expect(dependence.moon.signs).toEqual(['Taurus']);
    const moon = dependence.items.find((item) => item.key === 'moon');
    expect(moon?.text).toMatch(/^Your Moon is in Taurus all day, but it moved from 17°03' Taurus/);
  });

  it('names the Sun when it changed sign that day (20 March 1990: into Aries)', () => {
    const chart = computeNatalChart({ date: '1990-03-20', time: null, place: 'London, UK' });
    const sun = birthTimeDependence(chart)!.items.find((item) => item.title === 'Sun sign');
    expect(sun?.text).toBe(
      'The Sun moved from Pisces into Aries on your birth date, so it is in Pisces or Aries depending on the hour.',
    );
  });

  it('speaks of Human Design and the map only for those who are shown them', () => {
    const chart = computeNatalChart({ date: '1990-12-10', time: null, place: 'London, UK' });
    const keys = (shown: Parameters<typeof birthTimeDependence>[1]) =>
      birthTimeDependence(chart, shown)!.items.map((item) => item.key);
    expect(keys({ humanDesign: true, map: true })).toEqual([
      'rising',
      'houses',
      'moon',
      'human-design',
      'map',
    ]);
    const humanDesign = birthTimeDependence(chart, { humanDesign: true })!.items.at(-1)!;
    expect(humanDesign.text).toMatch(/\d+ of the 26 activations \(gate and line\) move/);
  });
});
