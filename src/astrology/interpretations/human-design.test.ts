/**
 * Every result the Human Design engine can return has the shop's text for it: the five types,
 * the eight authorities (decision 195's names), the twelve profiles, the five definitions, the
 * nine centres, the three cross angles and the 36 channels of the engine's own list.
 */
import { describe, expect, it } from 'vitest';
import {
  channels,
  centres,
  type Authority,
  type Definition,
  type HumanDesignType,
} from '../human-design/bodygraph';
import {
  humanDesignAuthorityMeaning,
  humanDesignCentreMeaning,
  humanDesignDefinitionMeaning,
  humanDesignProfileMeaning,
  humanDesignTypeMeaning,
  incarnationCrossAngleMeaning,
} from './human-design';
import { humanDesignChannelMeaning } from './human-design-channels';

const types: HumanDesignType[] = [
  'Manifestor',
  'Generator',
  'Manifesting Generator',
  'Projector',
  'Reflector',
];
const authorities: Authority[] = [
  'Emotional',
  'Sacral',
  'Splenic',
  'Ego Manifested',
  'Ego Projected',
  'Self-Projected',
  'Mental',
  'Lunar',
];
const definitions: Definition[] = ['None', 'Single', 'Split', 'Triple Split', 'Quadruple Split'];
// The twelve profiles of the Rave chart: 1/3 to 6/3 (decision 195's angle rule names them too).
const profiles = [
  '1/3',
  '1/4',
  '2/4',
  '2/5',
  '3/5',
  '3/6',
  '4/6',
  '4/1',
  '5/1',
  '5/2',
  '6/2',
  '6/3',
];

describe('the Human Design texts', () => {
  it('explain every type, authority, definition, centre and angle', () => {
    for (const type of types) {
      const meaning = humanDesignTypeMeaning(type);
      expect(Object.values(meaning).every((text) => text.length > 40)).toBe(true);
    }
    for (const authority of authorities)
      expect(humanDesignAuthorityMeaning(authority).text.length).toBeGreaterThan(100);
    for (const definition of definitions)
      expect(humanDesignDefinitionMeaning(definition).length).toBeGreaterThan(100);
    for (const centre of centres) {
      const meaning = humanDesignCentreMeaning(centre);
      expect(meaning.defined).not.toBe(meaning.open);
    }
    for (const angle of ['Right Angle', 'Left Angle', 'Juxtaposition'] as const)
      expect(incarnationCrossAngleMeaning(angle)).toContain(angle);
  });

  it('name the twelve profiles by their two lines and refuse any other', () => {
    expect(profiles.map((profile) => humanDesignProfileMeaning(profile).title)).toContain(
      '5/1 Heretic / Investigator',
    );
    expect(humanDesignProfileMeaning('4/1').lines[0]).toContain('the Opportunist');
    expect(() => humanDesignProfileMeaning('1/6')).toThrow(RangeError);
  });

  it('name each of the 36 channels as the published charts do', () => {
    const names = channels.map(
      ([first, second]) => humanDesignChannelMeaning(`${first}-${second}`).name,
    );
    expect(new Set(names).size).toBe(36);
    expect(humanDesignChannelMeaning('34-57').name).toBe('Power');
    expect(humanDesignChannelMeaning('13-33').name).toBe('the Prodigal');
    expect(() => humanDesignChannelMeaning('1-2')).toThrow(RangeError);
  });
});
