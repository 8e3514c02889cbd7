import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { setAffiliateActive } from './accounts';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';

describe.each(testDatabaseKinds())('GET /api/referral/:code on %s', (kind) => {
  const harness = withTestApp(kind);

  const lookup = (code: string) =>
    harness.app.inject({ method: 'GET', url: `/api/referral/${encodeURIComponent(code)}` });

  it("names an active affiliate's code with their commission rate", async () => {
    const { affiliate } = await createTestAffiliate(harness.database.db, {
      name: 'Orion Hale',
      commissionRate: 12.5,
    });
    const response = await lookup(affiliate.referralCode);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      affiliateName: 'Orion Hale',
      commissionRate: 12.5,
    });
    // A link typed in lower case still works.
    expect((await lookup(affiliate.referralCode.toLowerCase())).json()).toMatchObject({
      valid: true,
    });
  });

  it('uses the default 20 percent when none is given', async () => {
    const { affiliate } = await createTestAffiliate(harness.database.db);
    expect((await lookup(affiliate.referralCode)).json()).toMatchObject({ commissionRate: 20 });
  });

  it.each(['ZZZZ9999', 'short', 'bad code!', 'x'.repeat(40)])(
    'answers valid false for %s',
    async (code) => {
      const response = await lookup(code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false });
    },
  );

  it("answers valid false for a deactivated affiliate's code", async () => {
    const { affiliate, email } = await createTestAffiliate(harness.database.db);
    await setAffiliateActive(harness.database.db, email, false);
    expect((await lookup(affiliate.referralCode)).json()).toEqual({ valid: false });
  });
});
