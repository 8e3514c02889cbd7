import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { affiliates } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { findAffiliateByEmail } from '../referrals/accounts';
import { runAffiliateCli } from './cli';
import { verifyPassword } from '../referrals/password';

describe.each(testDatabaseKinds())('npm run affiliate on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAffiliateCli(argv, {
      db: database.db,
      publicUrl: 'https://shop.example',
      output: { out: (line) => out.push(line), err: (line) => err.push(line) },
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('creates an affiliate with a generated password printed once, and lists it', async () => {
    const email = `luna.${randomUUID()}@example.com`;
    const created = await run('create', '--name', 'Luna Vega', '--email', email, '--rate', '15');
    expect(created.code).toBe(0);
    const affiliate = await findAffiliateByEmail(database.db, email);
    expect(affiliate).toMatchObject({ name: 'Luna Vega', commissionRate: '15.00' });
    expect(created.out).toContain(`Referral code:   ${affiliate!.referralCode}`);
    expect(created.out).toContain(`https://shop.example/cart?ref=${affiliate!.referralCode}`);
    const password = /Password:\s+(\S+)/.exec(created.out)?.[1];
    expect(password).toMatch(/^\w{20}$/);
    expect(await verifyPassword(password!, affiliate!.passwordHash ?? '')).toBe(true);

    const listed = await run('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^CODE\s+STATUS\s+RATE\s+NAME\s+E-MAIL\s+CREATED/);
    expect(listed.out).toContain(email);
    expect(listed.out).not.toContain(password);
  });

  it('uses a given password without echoing it', async () => {
    const email = `orion.${randomUUID()}@example.com`;
    const created = await run(
      'create',
      '--name',
      'Orion',
      '--email',
      email,
      '--password',
      'given passphrase 1',
    );
    expect(created.out).not.toContain('given passphrase 1');
    const affiliate = await findAffiliateByEmail(database.db, email);
    expect(await verifyPassword('given passphrase 1', affiliate!.passwordHash ?? '')).toBe(true);
  });

  it('sets a password, deactivates and activates by e-mail', async () => {
    const email = `vega.${randomUUID()}@example.com`;
    await run('create', '--name', 'Vega', '--email', email);
    const reset = await run('set-password', '--email', email.toUpperCase());
    expect(reset.code).toBe(0);
    const password = /Password:\s+(\S+)/.exec(reset.out)?.[1];
    expect(
      await verifyPassword(
        password!,
        (await findAffiliateByEmail(database.db, email))!.passwordHash ?? '',
      ),
    ).toBe(true);

    expect((await run('deactivate', '--email', email)).out).toContain('deactivated');
    expect((await findAffiliateByEmail(database.db, email))!.isActive).toBe(false);
    expect((await run('activate', '--email', email)).code).toBe(0);
    expect((await findAffiliateByEmail(database.db, email))!.isActive).toBe(true);
  });

  it.each([
    [['create', '--name', 'No Email'], 2, '--email is required'],
    [['create', '--name', 'X Y', '--email', 'a@b.example', '--rate', 'lots'], 2, '--rate must be'],
    [['launch'], 2, 'Unknown command "launch"'],
    [['list', '--colour'], 2, "Unknown option '--colour'"],
    [['deactivate', '--email', 'nobody@example.com'], 1, 'No affiliate has the e-mail'],
    [
      ['create', '--name', 'Short', '--email', 's@example.com', '--password', 'short'],
      1,
      'at least 12',
    ],
  ])('refuses %j with exit code %i', async (argv, code, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(code);
    expect(result.err).toContain(message);
  });

  it('refuses a second affiliate with the same e-mail', async () => {
    const email = `twin.${randomUUID()}@example.com`;
    await run('create', '--name', 'Twin', '--email', email);
    const again = await run('create', '--name', 'Twin', '--email', email);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists');
  });

  it('refuses a name with a line break and prints names stored with one escaped (issue 36)', async () => {
    const refused = await run(
      'create',
      '--name',
      'Mallory\nCODE1234  active',
      '--email',
      `m.${randomUUID()}@example.com`,
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('one line');

    // Stored before the rule, straight into the table: listing it adds no row and sends no escape.
    const email = `stored.${randomUUID()}@example.com`;
    await run('create', '--name', 'Placeholder', '--email', email);
    await database.db
      .update(affiliates)
      .set({ name: 'Eve\nFAKE0001  active  50%\u001b[2J' })
      .where(eq(affiliates.email, email));
    const listed = await run('list');
    const row = listed.out.split('\n').filter((line) => line.includes(email));
    expect(row).toHaveLength(1);
    expect(row[0]).toContain('Eve\\nFAKE0001  active  50%\\x1b[2J');
    expect(listed.out).not.toContain('\u001b');
    expect(listed.out.split('\n').some((line) => line.startsWith('FAKE0001'))).toBe(false);
    const deactivated = await run('deactivate', '--email', email);
    expect(deactivated.out).toContain('Eve\\nFAKE0001');
    expect(deactivated.out).not.toContain('\n');
  });
});
