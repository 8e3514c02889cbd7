import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freeSignupMessages } from '../../../common/free-signup-correction';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { insertTestCustomer } from '../../../../tests/support/admin-data-factories';
import { withTestApp } from '../../../../tests/support/app';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { leasedJobs, freeSignups } from '../../db/schema';

const PUBLIC_URL = 'http://shop.test';

describe.each(testDatabaseKinds())('correcting a free sign-up’s birthplace on %s', (kind) => {
  let cookie: string;
  let signupId: string;
  const correct = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'PUT',
      url: `/api/admin/free-signups/${id}/birthplace`,
      headers: { cookie, origin: PUBLIC_URL, ...headers },
      payload: payload as object,
    });

  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
    const user = await insertTestCustomer(harness.database.db, { fullName: 'Hedy Lamarr' });
    const [signup] = await harness.database.db
      .insert(freeSignups)
      .values({
        userId: user.id,
        fullName: 'Hedy Lamarr',
        email: user.email,
        birthMonth: '11',
        birthDay: '9',
        birthYear: '1914',
        birthHour: '7',
        birthMinute: '30',
        ampm: 'AM',
        birthLocation: 'Vienn',
        birthDate: '1914-11-09',
        birthTime: '07:30',
      })
      .returning();
    signupId = signup!.id;
  });

  it('stores the town as the lookup names it and sends the summary again', async () => {
    const reply = await correct(signupId, { birthLocation: 'Vienna, Austria' });
    expect(reply.statusCode).toBe(200);
    const { birthLocation, emailJobId } = reply.json<{
      birthLocation: string;
      emailJobId: string;
    }>();
    expect(birthLocation).toMatch(/^Vienna/);
    const [signup] = await harness.database.db
      .select()
      .from(freeSignups)
      .where(eq(freeSignups.id, signupId));
    expect(signup?.birthLocation).toBe(birthLocation);
    const [job] = await harness.database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.id, emailJobId));
    expect(job).toMatchObject({ mailKind: 'free-summary', recipient: signup?.email });
    expect(job?.payload).toMatchObject({
      fullName: 'Hedy Lamarr',
      birthDate: '1914-11-09',
      birthTime: '07:30',
      birthLocation,
    });
  });

  it('refuses a place the lookup does not know, and odd bodies, changing nothing', async () => {
    const unknown = await correct(signupId, { birthLocation: 'Qwzxplk Nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: freeSignupMessages.placeUnknown });
    expect((await correct(signupId, { birthLocation: '' })).statusCode).toBe(400);
    expect((await correct(signupId, { birthLocation: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await correct(signupId, { birthLocation: 'x'.repeat(10_000) })).statusCode).toBe(413);
    expect((await correct(signupId, ['Vienna'])).statusCode).toBe(400);
    expect((await correct(randomUUID(), { birthLocation: 'Vienna, Austria' })).statusCode).toBe(
      404,
    );
    expect((await correct('signup', { birthLocation: 'Vienna, Austria' })).statusCode).toBe(400);
    const jobs = await harness.database.db
      .select({ id: leasedJobs.id })
      .from(leasedJobs)
      .where(eq(leasedJobs.mailKind, 'free-summary'));
    expect(jobs).toHaveLength(1);
  });

  it('refuses strangers, forged sessions, foreign origins and escaped paths', async () => {
    const payload = { birthLocation: 'Vienna, Austria' };
    expect((await correct(signupId, payload, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await correct(signupId, payload, { cookie: '' })).statusCode).toBe(401);
    expect(
      (await correct(signupId, payload, { cookie: `${cookie.split('=')[0]}=forged` })).statusCode,
    ).toBe(401);
    for (const url of [
      `/api/admin/free-signups/${signupId}/%62irthplace`,
      `/api/%61dmin/free-signups/${signupId}/birthplace`,
    ]) {
      const reply = await harness.app.inject({
        method: 'PUT',
        url,
        headers: { origin: PUBLIC_URL },
        payload,
      });
      expect([401, 404], url).toContain(reply.statusCode);
    }
  });
});
