import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../../../tests/support/database';
import { createPaymentProvider, paymentContentSecurity } from './index';

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_select',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_select',
  STRIPE_WEBHOOK_SECRET: 'whsec_select',
};

describe('choosing the payment provider from config', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs the embedded test mode when no Stripe key is set', async () => {
    const provider = await createPaymentProvider(loadConfig({}), database.db);
    expect(provider.kind).toBe('local');
    expect(paymentContentSecurity(provider)).toEqual({});
  });

  it('uses Stripe with all three keys, with the per-tier links', async () => {
    const config = loadConfig({ ...stripeEnv, STRIPE_PAYMENT_LINK_8: 'https://buy.stripe.com/t8' });
    const provider = await createPaymentProvider(config, database.db);
    expect(provider.kind).toBe('stripe');
    expect(provider.publicConfig.paymentLinks).toEqual({ 8: 'https://buy.stripe.com/t8' });
    expect(paymentContentSecurity(provider).scriptSrc).toContain('https://js.stripe.com');
  });

  it('refuses to start with only some Stripe keys, naming the missing ones', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_only' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...stripeEnv, STRIPE_PAYMENT_LINK_2: 'not a url' })).toThrow(
      /STRIPE_PAYMENT_LINK_2/,
    );
  });
});
