/**
 * What the Human Design profile says about the birth moment and the values it allows. The
 * Attleboro 1992 birth is the chart export reference-charts.test.ts checks, here without its
 * time; the sweep's values are the engine's (birth-day.ts), not re-derived.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart, humanDesignForChart, type NatalChartInput } from '../../../astrology';
import type { DocumentInput } from '../report-input';
import {
  birthMomentNotes,
  correctionRequest,
  dependsOnTime,
  eitherOf,
  humanDesignFacts,
} from './human-design-facts';

function documentInput(birth: NatalChartInput): DocumentInput {
  return {
    orderReference: 'HD5X2K7Q',
    fullName: 'Ana Bee',
    birth: { date: birth.date, time: birth.time, placeText: birth.place as string },
    chart: computeNatalChart(birth),
    generatedAt: new Date('2026-11-25T10:00:00Z'),
    shopName: 'Astral Path',
    supportEmail: 'support@astralpath.example',
    publicUrl: 'https://astralpath.example',
  };
}

describe('birthMomentNotes and correctionRequest', () => {
  it('say the clock was read as UTC when the place is not recognised, and ask for it', () => {
    const input = documentInput({ date: '1992-10-03', time: '00:03', place: 'Qqxv Zzwy' });
    const notes = birthMomentNotes(input);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('we read your birth time as UTC');
    expect(notes[0]).not.toContain('Rising');
    expect(correctionRequest(input)).toContain(
      'To settle what depends on your time zone, e-mail your birthplace as "City, Country"',
    );
  });

  it('have nothing to add for a recognised place and a known time', () => {
    const input = documentInput({ date: '1992-10-03', time: '00:03', place: 'Attleboro, MA' });
    expect(birthMomentNotes(input)).toEqual([]);
    expect(correctionRequest(input)).toBeNull();
  });
});

describe('humanDesignFacts', () => {
  it('lists every value an unknown birth time allows, in the order of the day', () => {
    const chart = humanDesignForChart(
      computeNatalChart({ date: '1992-10-03', time: null, place: 'Attleboro, MA' }),
    );
    const facts = humanDesignFacts(chart);
    expect(facts.types).toEqual(['Manifesting Generator', 'Projector']);
    expect(facts.authorities).toEqual(['Sacral', 'Splenic']);
    expect(facts.profiles).toEqual(['1/3', '1/4', '2/4']);
    expect(facts.definitions).toEqual(['Split']);
    expect(facts.crosses).toEqual([
      { name: 'Right Angle Cross of Tension', angle: 'Right Angle', gates: '48/21 | 39/38' },
    ]);
    expect(facts.centresDefinedPartOfDay).toEqual(['Sacral']);
    expect(facts.channelsDefinedPartOfDay).toEqual(['29-46']);
    expect(eitherOf(facts.profiles)).toBe('1/3, 1/4 or 2/4');
    expect(dependsOnTime('definition', facts.definitions)).toBeNull();
  });
});
