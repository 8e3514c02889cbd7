import { describe, expect, it } from 'vitest';
import { zones } from './session-times';

describe('the zones a customer may see their session times in', () => {
  const listed = Intl.supportedValuesOf('timeZone');

  it("is the device's list when it names every kept zone", () => {
    expect(zones('Europe/London', 'Australia/Adelaide')).toEqual(listed);
  });

  it("keeps the device's own zone when another is chosen, though the list lacks it", () => {
    expect(listed).not.toContain('UTC');
    const shown = zones('UTC', 'Australia/Adelaide');
    expect(shown[0]).toBe('UTC');
    expect(shown).toContain('Australia/Adelaide');
    expect(shown).toHaveLength(listed.length + 1);
  });

  it('names a zone once', () => {
    expect(zones('UTC', 'UTC')).toEqual(['UTC', ...listed]);
  });
});
