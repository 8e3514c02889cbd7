import { describe, expect, it } from 'vitest';
import { axisDollars, changeLine, percentOf, periodName } from './figures-lines';

describe('what the figures page says of a change', () => {
  it.each([
    [11_200, 10_000, 28, '+12% on the previous 28 days'],
    [9_500, 10_000, 28, '-5% on the previous 28 days'],
    [10_000, 10_000, 7, 'no change on the previous 7 days'],
    [300, 100, 1, '+200% on the previous day'],
    [5_000, 0, 28, 'no earlier figures'],
    [0, 0, 28, 'no earlier figures'],
    // A net below zero before: the change reads the way the money went.
    [500, -1_000, 28, '+150% on the previous 28 days'],
  ])('%i against %i over %i days: %s', (current, previous, days, line) => {
    expect(changeLine(current, previous, days)).toBe(line);
  });

  it('gives each step of a funnel as a share of the one before', () => {
    expect(percentOf(30, 120)).toBe('25%');
    expect(percentOf(1, 120)).toBe('0.8%');
    expect(percentOf(3, 0)).toBe('—');
  });

  it('names periods and axis amounts', () => {
    expect(periodName('2026-03-02', 'week')).toBe('Week of Mar 2, 2026');
    expect(periodName('2026-03-01', 'month')).toBe('Mar 2026');
    expect(periodName('2026-03-04', 'day')).toBe('Mar 4, 2026');
    expect(axisDollars(0)).toBe('$0');
    expect(axisDollars(75_000)).toBe('$750');
    expect(axisDollars(150_000)).toBe('$1.5k');
    expect(axisDollars(-1_200_000)).toBe('-$12k');
  });
});
