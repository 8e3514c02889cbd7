import { describe, expect, it } from 'vitest';
import { chartBodies } from '../chart/chart-types';
import { mapAngles } from '../astrocartography/map-lines';
import { mapBodyMeanings, mapBodyTone, mapLineMeaning } from './map-lines';

describe('map line meanings', () => {
  const meanings = chartBodies.flatMap((body) =>
    mapAngles.map((angle) => ({ body, angle, text: mapLineMeaning(body, angle) })),
  );

  it('gives each of the forty lines its own meaning, naming what its body brings', () => {
    expect(new Set(meanings.map((meaning) => meaning.text)).size).toBe(40);
    for (const { body, text } of meanings) expect(text).toContain(mapBodyMeanings[body].brings);
  });

  it('speaks of the right part of life for each angle', () => {
    expect(mapLineMeaning('venus', 'MC')).toMatch(/work, standing and ambitions/);
    expect(mapLineMeaning('venus', 'IC')).toMatch(/home, family/);
    expect(mapLineMeaning('venus', 'ASC')).toMatch(/first impression/);
    expect(mapLineMeaning('venus', 'DSC')).toMatch(/partners and allies/);
  });

  it('reads as whole sentences, with no gaps left to fill', () => {
    for (const { text } of meanings) {
      expect(text).toMatch(/^On this line your .+\. Places near it tend to .+\.$/);
      expect(text).not.toMatch(/undefined|TODO|lorem|\{|\}/i);
    }
    for (const body of chartBodies) expect(mapBodyTone(body)).toMatch(/^Places near these lines/);
  });
});
