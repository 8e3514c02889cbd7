import { afterAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '../../common/prerendered-pages';
import { buildApp } from '../app';
import { inlineScriptSource } from '../security-headers';
import { loadConfig } from '../config';
import { createTestDatabase } from '../../../tests/support/database';

const shell = {
  render: async () => '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
};

async function pageOf(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const database = await createTestDatabase('pglite');
  const app = await buildApp({ deps: { config, db: database.db }, html: shell, logger: false });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  await database.close();
  const csp = String(response.headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  const json = /<script type="application\/json" id="shop-config">(.*?)<\/script>/.exec(
    response.body,
  )?.[1];
  return { csp, directive, shopConfig: JSON.parse(json ?? '{}') as Record<string, unknown> };
}

describe('content security policy and page config follow the payment provider', () => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('allows nothing of Stripe in the embedded test mode', async () => {
    const page = await pageOf({});
    expect(page.csp).not.toContain('stripe.com');
    // Itself, and the prerendered pages' one inline script, by its hash.
    expect(page.directive('script-src')).toBe(
      `script-src 'self' ${inlineScriptSource(EARLY_INPUT_SCRIPT)}`,
    );
    expect(page.directive('frame-src')).toBe("frame-src 'none'");
    expect(page.shopConfig.payments).toEqual({ provider: 'local', paymentLinks: {} });
  });

  it("allows Stripe's script, frames and API when Stripe is configured", async () => {
    const page = await pageOf({
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
      STRIPE_WEBHOOK_SECRET: 'whsec_csp',
      STRIPE_PAYMENT_LINK_5: 'https://buy.stripe.com/test_5',
    });
    expect(page.directive('script-src')).toContain('https://js.stripe.com');
    expect(page.directive('frame-src')).toContain('https://js.stripe.com');
    expect(page.directive('frame-src')).toContain('https://hooks.stripe.com');
    expect(page.directive('connect-src')).toContain('https://api.stripe.com');
    expect(page.shopConfig.payments).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_csp',
      paymentLinks: { 5: 'https://buy.stripe.com/test_5' },
    });
    expect(JSON.stringify(page.shopConfig)).not.toContain('sk_test_csp');
    expect(JSON.stringify(page.shopConfig)).not.toContain('whsec_csp');
  });
});
