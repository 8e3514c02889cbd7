import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { localPaymentIntents } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { createLocalProvider } from './local-provider';
import type { LocalPaymentProvider } from './types';

describe.each(testDatabaseKinds())('local test-mode provider on %s', (kind) => {
  let database: DatabaseHandle;
  let provider: LocalPaymentProvider;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provider = createLocalProvider(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const request = (idempotencyKey: string) => ({
    amount: 7_700,
    currency: 'usd' as const,
    description: 'Destiny Alignment',
    metadata: { purchaseId: idempotencyKey },
    idempotencyKey,
  });

  it('returns the same intent for the same idempotency key, even when asked at once', async () => {
    const key = `key-${Date.now()}`;
    const created = await Promise.all([
      provider.createIntent(request(key)),
      provider.createIntent(request(key)),
    ]);
    expect(created[0]).toEqual(created[1]);
    expect(created[0]?.id).toMatch(/^pi_local_[A-Za-z0-9]+$/);
    const other = await provider.createIntent(request(`${key}-other`));
    expect(other.id).not.toBe(created[0]?.id);
  });

  it('keeps brand and last 4 of a paying card, never the number or the code', async () => {
    const created = await provider.createIntent(request(`card-${Date.now()}`));
    const result = await provider.confirm(created.id, {
      clientSecret: created.clientSecret,
      cardNumber: '5555 5555 5555 4444',
      expiry: '11 / 33',
      cvc: '987',
    });
    expect(result?.outcome).toBe('succeeded');
    const [row] = await database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, created.id));
    expect(row).toMatchObject({ status: 'succeeded', cardBrand: 'mastercard', cardLast4: '4444' });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('5555555555554444');
    expect(Object.values(row ?? {})).not.toContain('987');
  });

  it('knows no intent without its client secret', async () => {
    const created = await provider.createIntent(request(`secret-${Date.now()}`));
    const result = await provider.confirm(created.id, {
      clientSecret: `${created.id}_secret_guess`,
      cardNumber: '4242424242424242',
      expiry: '1230',
      cvc: '123',
    });
    expect(result).toBeNull();
    expect((await provider.retrieveIntent(created.id))?.status).toBe('requires_payment_method');
  });

  it('refunds a paid intent once; the intent still reads as succeeded, as in Stripe', async () => {
    const created = await provider.createIntent(request(`refund-${Date.now()}`));
    const refundOf = (amountCents = 7_700) =>
      provider.refund({
        paymentIntentId: created.id,
        amountCents,
        reason: 'Customer asked',
        idempotencyKey: `refund:${created.id}`,
      });
    await expect(refundOf()).rejects.toThrow('it has not been paid');
    await provider.confirm(created.id, {
      clientSecret: created.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    await expect(refundOf(7_701)).rejects.toThrow('more than the 7700 cents paid');
    const refund = await refundOf();
    expect(refund).toEqual({ id: expect.stringMatching(/^re_local_/), status: 'succeeded' });
    expect(await refundOf()).toEqual(refund);
    const [row] = await database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, created.id));
    expect(row?.status).toBe('refunded');
    expect((await provider.retrieveIntent(created.id))?.status).toBe('succeeded');
  });
});
