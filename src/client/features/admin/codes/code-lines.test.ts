import { describe, expect, it } from 'vitest';
import { products } from '../../../../common/catalogue';
import { codeStatus, limitsLine, readingsLine, validLine } from './code-lines';

const today = '2026-03-04';
/** The line's phrases keep their spaces unbroken. */
const kept = (phrase: string) => phrase.replaceAll(' ', '\u00a0');
const running = {
  archivedAt: null,
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  maxUses: 10,
  paidOrders: 3,
};

describe('what the codes page says of a code', () => {
  it.each([
    ['active', running],
    ['active', { ...running, startsOn: today, endsOn: today }],
    ['scheduled', { ...running, startsOn: '2026-03-05' }],
    ['expired', { ...running, endsOn: '2026-03-03' }],
    ['usedUp', { ...running, paidOrders: 10 }],
    ['expired', { ...running, endsOn: '2026-03-03', paidOrders: 10 }],
    ['archived', { ...running, archivedAt: '2026-03-02T10:00:00Z', endsOn: '2026-03-03' }],
    ['active', { ...running, endsOn: null, maxUses: null }],
  ] as const)('is %s on the UTC day for %j', (status, code) => {
    expect(codeStatus(code, today)).toBe(status);
  });

  it('names the readings, or all of them', () => {
    const [first, second] = products;
    expect(readingsLine(null)).toBe('All readings');
    expect(readingsLine([first!.id, second!.id])).toBe(`${first!.name}, ${second!.name}`);
  });

  it('gives the days it is valid, and its limits', () => {
    expect(validLine({ startsOn: '2026-03-04', endsOn: '2026-03-31' })).toBe(
      `${kept('Mar 4, 2026 –')} ${kept('Mar 31, 2026')}`,
    );
    expect(validLine({ startsOn: '2026-03-04', endsOn: null })).toBe(`from ${kept('Mar 4, 2026')}`);
    expect(limitsLine({ maxUses: 1000, maxUsesPerCustomer: 1 })).toBe(
      `${kept('1,000 in all')} · ${kept('1 per customer')}`,
    );
    expect(limitsLine({ maxUses: null, maxUsesPerCustomer: 2 })).toBe(kept('2 per customer'));
    expect(limitsLine({ maxUses: null, maxUsesPerCustomer: null })).toBe('No limit');
  });
});
