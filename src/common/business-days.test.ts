import { describe, expect, it } from 'vitest';
import { addBusinessDays, calendarDateOf } from './business-days';

// Weekdays checked against a printed 2026 calendar (timeanddate.com, "Calendar for 2026"):
// 2 January 2026 is a Friday, 25 November 2026 a Wednesday, 25 December 2026 a Friday.
describe('addBusinessDays', () => {
  it('skips the weekend after a Friday', () => {
    expect(addBusinessDays('2026-01-02', 1)).toBe('2026-01-05');
    expect(addBusinessDays('2026-01-02', 5)).toBe('2026-01-09');
  });

  it('counts from a weekend day as from the Friday before it', () => {
    expect(addBusinessDays('2026-01-03', 1)).toBe('2026-01-05');
    expect(addBusinessDays('2026-01-04', 1)).toBe('2026-01-05');
  });

  it('gives the promise of 10 and 14 business days from a Wednesday', () => {
    expect(addBusinessDays('2026-11-25', 10)).toBe('2026-12-09');
    expect(addBusinessDays('2026-11-25', 14)).toBe('2026-12-15');
  });

  it('crosses a month and a year end', () => {
    expect(addBusinessDays('2026-12-25', 5)).toBe('2027-01-01');
    expect(addBusinessDays('2024-02-28', 2)).toBe('2024-03-01');
  });

  it('leaves the date alone for zero days and refuses nonsense', () => {
    expect(addBusinessDays('2026-11-25', 0)).toBe('2026-11-25');
    expect(() => addBusinessDays('25/11/2026', 1)).toThrow();
    expect(() => addBusinessDays('2026-11-25', -1)).toThrow();
  });

  it('reads the start day of an instant in UTC', () => {
    expect(calendarDateOf(new Date('2026-11-25T23:30:00-02:00'))).toBe('2026-11-26');
  });
});
