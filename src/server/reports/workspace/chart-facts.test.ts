import { describe, expect, it } from 'vitest';
import { chartFactsOf } from './chart-facts';

describe("the reader's chart facts", () => {
  it('say what depends on the birth time when the buyer did not know it, and state no Rising sign', () => {
    // 10 December 1990 in London: the Moon went from Virgo into Libra during the day.
    const charts = chartFactsOf({ date: '1990-12-10', time: null, place: 'London, UK' });
    const natal = charts.find((chart) => chart.chart === 'natal-wheel')!.facts;
    expect(natal[0]).toMatch(/^Without a birth time, Rising sign: Not known\./);
    expect(natal).toContainEqual(
      expect.stringMatching(/^Without a birth time, Houses and Midheaven/),
    );
    expect(natal).toContainEqual(
      expect.stringMatching(
        /^Without a birth time, Moon sign: .*from 28°\d\d' Virgo to 10°\d\d' Libra/,
      ),
    );
    expect(natal.some((fact) => fact.startsWith('Rising: '))).toBe(false);
    const bodygraph = charts.find((chart) => chart.chart === 'bodygraph')!.facts;
    expect(bodygraph[0]).toMatch(/^Without a birth time, Human Design: /);
    // No map from a guessed time.
    expect(charts.map((chart) => chart.chart)).not.toContain('astrocartography-map');
  });

  it('say nothing of the kind when the time is known', () => {
    const charts = chartFactsOf({ date: '1990-12-10', time: '07:30', place: 'London, UK' });
    const facts = charts.flatMap((chart) => chart.facts);
    expect(facts.some((fact) => fact.startsWith('Without a birth time'))).toBe(false);
    expect(facts.some((fact) => fact.startsWith('Rising: '))).toBe(true);
  });
});
