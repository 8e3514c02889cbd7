import { describe, expect, it } from 'vitest';
import { measureMachineSpeed, REFERENCE_CHECKSUM, referenceWork } from './machine-speed.mjs';

// The figure `.ci/run` prints compares machines only while the work stays the same (decision 399).
describe('machine speed reference', () => {
  it('does the same work as on every machine before', () => {
    expect(referenceWork()).toBe(REFERENCE_CHECKSUM);
  });

  it('reports the fastest round as whole milliseconds', () => {
    const milliseconds = measureMachineSpeed(1);
    expect(Number.isInteger(milliseconds)).toBe(true);
    expect(milliseconds).toBeGreaterThanOrEqual(0);
  });
});
