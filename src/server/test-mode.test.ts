import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_NOTICE } from '../common/test-mode';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { mailContextOf } from './mail/mailer';
import { mailTemplates } from './mail/templates';
import { markedAsTest } from './mail/worker';
import { createTestDatabase } from '../../tests/support/database';
import type { FastifyInstance } from 'fastify';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};

describe('production never takes test money by accident', () => {
  it('refuses to start in production without a payment provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY: production takes card payments through Stripe/,
    );
  });

  it('starts with Stripe, and says nothing about test mode', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...STRIPE });
    expect(config.announcesTestMode).toBe(false);
    expect(mailContextOf(config).testModeNotice).toBeUndefined();
  });

  it('starts on test payments only when told to, and then says so', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' });
    expect(config.announcesTestMode).toBe(true);
    expect(mailContextOf(config).testModeNotice).toBe(TEST_MODE_NOTICE);
  });

  it('keeps development and tests on the embedded test mode without the switch', () => {
    expect(loadConfig({}).announcesTestMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).announcesTestMode).toBe(false);
  });

  it('marks every mail of a test shop in its subject, text and HTML', async () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' });
    const payload = {
      purchaseId: 'a1b2c3d4',
      fullName: 'Noor',
      productName: 'Deep Dive',
      amount: '35.00',
    };
    const mail = await mailTemplates['refund-confirmation'](payload, mailContextOf(config));
    const marked = markedAsTest(mail, TEST_MODE_NOTICE);
    expect(marked.subject).toBe('[Test mode] Your refund of $35.00 is on its way');
    expect(marked.text.startsWith(TEST_MODE_NOTICE)).toBe(true);
    // Above the shop's name, first in the body.
    expect(marked.html).toMatch(/<body[^>]*>(<[^>]*>)*<p [^>]*>Test mode: this is a test copy/);
  });
});

describe('pages of a production shop on test payments', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      deps: {
        config: loadConfig({
          NODE_ENV: 'production',
          ALLOW_TEST_PAYMENTS: 'true',
          DATA_DIR: '.tmp/test-data',
        }),
        db: database.db,
      },
      html: {
        render: async () =>
          '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      },
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('carry the test mode notice above the page, before any script', async () => {
    for (const url of ['/', '/services', '/checkout?product=3', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toContain(`<body><p role="note"`);
      expect(response.body).toContain(TEST_MODE_NOTICE);
    }
  });
});
