/**
 * Truth tables for the bodygraph rules of decision 195 (type, authority, definition), each row a
 * hand-built set of gates. Rules as Jovian Archive teaches them and as open implementations
 * (SharpAstrology DataModels/HumanDesignChart.cs) code them; see docs/readings.md
 */
import { describe, expect, it } from 'vitest';
import { centreOfGate, channels, readBodygraph } from './bodygraph';

const gatesOf = (...channelNames: string[]) =>
  channelNames.flatMap((name) => name.split('-').map(Number));

describe('readBodygraph', () => {
  it.each([
    // channels                        type                     authority         definition
    [[], 'Reflector', 'Lunar', 'None'],
    [['34-20'], 'Manifesting Generator', 'Sacral', 'Single'],
    [['5-15'], 'Generator', 'Sacral', 'Single'],
    [['42-53', '47-64'], 'Generator', 'Sacral', 'Split'],
    [['12-22', '34-20'], 'Manifesting Generator', 'Emotional', 'Single'],
    [['59-6'], 'Generator', 'Emotional', 'Single'],
    [['21-45'], 'Manifestor', 'Ego Manifested', 'Single'],
    [['25-51', '13-33'], 'Manifestor', 'Ego Manifested', 'Single'],
    [['25-51'], 'Projector', 'Ego Projected', 'Single'],
    [['12-22'], 'Manifestor', 'Emotional', 'Single'],
    [['19-49'], 'Projector', 'Emotional', 'Single'],
    [['54-32', '57-20'], 'Manifestor', 'Splenic', 'Single'],
    [['18-58'], 'Projector', 'Splenic', 'Single'],
    [['57-20'], 'Projector', 'Splenic', 'Single'],
    [['10-20'], 'Projector', 'Self-Projected', 'Single'],
    [['1-8', '47-64'], 'Projector', 'Self-Projected', 'Split'],
    [['47-64'], 'Projector', 'Mental', 'Single'],
    [['17-62', '61-24'], 'Projector', 'Mental', 'Single'],
    [['47-64', '42-53', '25-51'], 'Generator', 'Sacral', 'Triple Split'],
    [['47-64', '42-53', '25-51', '12-22'], 'Manifesting Generator', 'Emotional', 'Quadruple Split'],
  ])('%j -> %s, %s, %s', (channelNames, type, authority, definition) => {
    const chart = readBodygraph(gatesOf(...channelNames));
    expect({ type: chart.type, authority: chart.authority, definition: chart.definition }).toEqual({
      type,
      authority,
      definition,
    });
  });

  it('needs both gates of a channel: hanging gates define nothing', () => {
    expect(readBodygraph([34, 1, 13, 64])).toMatchObject({
      channels: [],
      definedCentres: [],
      type: 'Reflector',
    });
  });

  it('names strategy from type', () => {
    expect(readBodygraph(gatesOf('34-20')).strategy).toBe('To respond');
    expect(readBodygraph(gatesOf('5-15')).strategy).toBe('To respond');
    expect(readBodygraph(gatesOf('21-45')).strategy).toBe('To inform');
    expect(readBodygraph(gatesOf('47-64')).strategy).toBe('To wait for the invitation');
    expect(readBodygraph([]).strategy).toBe('To wait a lunar cycle');
  });

  it('knows the geometry: 64 gates in nine centres, 36 channels between two centres each', () => {
    expect(centreOfGate.size).toBe(64);
    expect(channels).toHaveLength(36);
    for (const [first, second] of channels)
      expect(centreOfGate.get(first)).not.toBe(centreOfGate.get(second));
    expect(new Set(channels.flat()).size).toBe(64);
  });

  it('lists defined channels lower gate first and defined centres in chart order', () => {
    expect(readBodygraph([63, 4, 47, 64])).toMatchObject({
      channels: ['4-63', '47-64'],
      definedCentres: ['Head', 'Ajna'],
    });
  });
});
