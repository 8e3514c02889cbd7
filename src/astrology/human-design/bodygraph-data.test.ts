/**
 * The engine's chart turned into what the bodygraph drawing takes. The births are published
 * charts the engine is checked against (src/astrology/human-design/reference-charts.test.ts):
 * Tennyson, Orem, Utah, 1993-01-06 07:51 MST, a chart2txt.com export; the Attleboro 1992 chart
 * export, here without its birth time to exercise the unknown-time rule of decision 195.
 */
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../chart/natal-chart';
import { activationBodies } from './activations';
import { centreOfGate, centres, channels } from './bodygraph';
import { humanDesignForChart } from './from-natal-chart';
import {
  activationPlanets,
  bodygraphCentres,
  channelPaths,
  gatePlaces,
} from '../../common/charts/bodygraph-layout';
import { bodygraphData } from './bodygraph-data';

describe('the shared bodygraph layout and the engine', () => {
  it('name the same centres, channels, gates and activations in the same order', () => {
    expect([...bodygraphCentres]).toEqual([...centres]);
    expect(channelPaths.map((channel) => channel.gates)).toEqual(channels);
    for (const [gate, place] of Object.entries(gatePlaces))
      expect(place.centre, `gate ${gate}`).toBe(centreOfGate.get(Number(gate)));
    expect(activationPlanets.map((planet) => planet.key)).toEqual([...activationBodies]);
  });
});

describe('bodygraphData', () => {
  it('draws a known birth as the engine reads it, gate by gate and side by side', () => {
    const chart = humanDesignForChart(
      computeNatalChart({ date: '1993-01-06', time: '07:51', place: 'Orem, Utah' }),
    );
    const data = bodygraphData(chart);
    expect(data.type).toBe('Manifestor');
    expect(data.definedCentres).toEqual(['Throat', 'Heart', 'Spleen', 'Solar Plexus', 'Root']);
    expect(data.definedChannels).toEqual(['21-45', '28-38', '39-55']);
    // Personality Uranus and Neptune 54.4, design Neptune 54.2: gate 54 on both sides.
    expect(data.gates).toContainEqual({ gate: 54, side: 'both' });
    expect(data.gates).toContainEqual({ gate: 45, side: 'personality' });
    expect(data.gates).toContainEqual({ gate: 57, side: 'design' });
    expect(data.columns.personality[0]).toEqual({
      planet: 'sun',
      value: '54.2',
      gate: 54,
      isNearBoundary: false,
    });
    // Design Uranus sits 0.1′ before the 38.5/38.6 line (reference-charts.test.ts).
    expect(data.columns.design[10]).toMatchObject({ planet: 'uranus', value: '38.5' });
    expect(data.columns.design[10]?.isNearBoundary).toBe(true);
  });

  it('with no birth time draws only what holds all day and never a changing value', () => {
    const chart = humanDesignForChart(
      computeNatalChart({ date: '1992-10-03', time: null, place: 'Attleboro, MA' }),
    );
    const data = bodygraphData(chart);
    expect(data.type).toBe('Manifesting Generator or Projector');
    // Channel 29-46 (and with it the Sacral) is defined for part of the day only.
    expect(data.definedChannels).toEqual(['13-33', '32-54']);
    expect(data.definedCentres).toEqual(['Throat', 'G', 'Spleen', 'Root']);
    expect(data.columns.personality[0]).toMatchObject({ value: '48.1–48.2', gate: 48 });
    expect(data.columns.personality[4]).toMatchObject({
      planet: 'moon',
      value: 'open',
      gate: null,
    });
    expect(data.columns.design[4]).toMatchObject({ planet: 'moon', value: 'open', gate: null });
    expect(data.gates.some(({ gate }) => gate === 29)).toBe(false);
  });
});
