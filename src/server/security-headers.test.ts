import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../tests/support/app';
import { createTestDatabase } from '../../tests/support/database';
import {
  NOT_FOUND_PAGE_PATH,
  pageBootOf,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  prerenderedPaths,
  prerenderedVariants,
  sitemapPaths,
  type PrerenderedManifest,
} from '../common/prerendered-pages';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';

// Every reply carries the security headers, the framework's own refusals included.
describe('security headers on every reply', () => {
  const harness = withTestApp('pglite');

  it.each([
    ['a URL that does not decode', 'GET', '/%E0%A4%A', undefined, 400],
    ['an API path with a broken escape', 'GET', '/api/places?q=%', undefined, 400],
    ['a body that is not JSON', 'POST', '/api/free-tier', '{not json', 400],
    ['an unknown API route', 'GET', '/api/nothing-here', undefined, 404],
    ['a validation error', 'POST', '/api/free-tier', '{}', 400],
  ] as const)('%s', async (_name, method, url, payload, status) => {
    const response = await harness.app.inject({
      method,
      url,
      ...(payload === undefined
        ? {}
        : { payload, headers: { 'content-type': 'application/json' } }),
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
  });
});

// The reader's workspace shows the resume in a frame (issue 36): the admin's pages may frame
// this origin, every other page frames nothing, and Stripe's frames are kept where they are on.
describe('frames of the admin pages', () => {
  const shell = { render: async () => '<!doctype html><html><head></head><body></body></html>' };
  async function frameSources(url: string, env: Record<string, string> = {}) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ deps: { config, db: database.db }, html: shell, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      return {
        frameSrc: /frame-src ([^;]*)/.exec(policy)?.[1],
        ancestors: /frame-ancestors ([^;]*)/.exec(policy)?.[1],
      };
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('lets an admin page frame the shop itself, and nothing else', async () => {
    expect(await frameSources('/admin/reading/6d7e3a4c-1111-4b2a-9c3d-222233334444')).toEqual({
      frameSrc: "'self'",
      ancestors: "'none'",
    });
    expect(await frameSources('/')).toEqual({ frameSrc: "'none'", ancestors: "'none'" });
    expect(await frameSources('/administrators-of-nothing')).toMatchObject({ frameSrc: "'none'" });
  });

  it("keeps Stripe's frames beside the shop's own", async () => {
    const { frameSrc } = await frameSources('/admin/dashboard', {
      STRIPE_SECRET_KEY: 'sk_test_frames',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_frames',
      STRIPE_WEBHOOK_SECRET: 'whsec_frames',
    });
    expect(frameSrc?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(frameSrc).not.toContain("'none'");
  });
});

interface RawReply {
  status: number;
  openerPolicy: string | string[] | undefined;
  body: string;
}

const SHOP_HOST = 'shop.test';
/** One GET sent as written (Node's client leaves the request line untouched, dot segments too). */
function rawGet(port: number, target: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'GET', path: target, headers: { host: SHOP_HOST } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            openerPolicy: response.headers['cross-origin-opener-policy'],
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const pageMark = (pagePath: string) => `<main data-page="${pagePath}">`;

/**
 * A built client of the real page list, each page a marked stub, so a reply says which page the
 * server chose to send.
 */
function stubClientFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-opener-policy-'));
  mkdirSync(path.join(folder, PRERENDERED_DIR));
  const pages: PrerenderedManifest['pages'] = {};
  [...prerenderedPaths, ...prerenderedVariants, NOT_FOUND_PAGE_PATH].forEach((address, index) => {
    const file = `page-${index}.html`;
    const html = `<!doctype html><html><head></head><body><div id="root">${pageMark(address)}</main></div></body></html>`;
    writeFileSync(path.join(folder, PRERENDERED_DIR, file), html);
    pages[address] = { file, title: address, boot: pageBootOf(address), search: '' };
  });
  writeFileSync(
    path.join(folder, PRERENDERED_DIR, PRERENDERED_MANIFEST),
    JSON.stringify({ pages } satisfies PrerenderedManifest),
  );
  return folder;
}

// Issue 41, decision 369: the pages the same for everyone go without the opener policy (it
// costs a renderer process of their own); every page that can show one visitor's data, and every
// other reply, keeps `same-origin`. The page sent decides, not the address's spelling.
describe('the opener policy per kind of page', () => {
  const shell = { render: async () => '<!doctype html><html><head></head><body></body></html>' };
  const uuid = '6d7e3a4c-1111-4b2a-9c3d-222233334444';
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  let clientDir = '';
  let port = 0;

  beforeAll(async () => {
    clientDir = stubClientFolder();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: `http://${SHOP_HOST}`,
    });
    database = await createTestDatabase('pglite');
    app = await buildApp({
      deps: { config, db: database.db },
      html: shell,
      clientDir,
      logger: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the pages the same for everyone without it, and the thanks', async () => {
    const thanks = ['/thank-you', '/thank-you?received=answers'];
    const addresses = [...sitemapPaths, ...thanks, '/?ref=AB12CD', '/product/6?tier=2'];
    for (const address of addresses) {
      const reply = await rawGet(port, address);
      expect(reply.status, address).toBe(200);
      const page = prerenderedVariants.includes(address) ? address : address.split('?')[0]!;
      expect(reply.body, address).toContain(pageMark(page));
      expect(reply.openerPolicy, address).toBeUndefined();
    }
  });

  it.each([
    ['a purchase’s prerendered pages', ['/cart', '/checkout', '/checkout?product=6', '/success']],
    [
      'the order page and the questionnaires',
      ['/order', '/deep-dive-questions', '/master-blueprint-questions'],
    ],
    ['private links’ pages', ['/gift', '/gift/claim', '/upgrade?to=6', '/unsubscribe', '/review']],
    ['a tier’s checkout', ['/checkout/tier-3']],
    [
      'the admin’s pages',
      ['/admin/login', '/admin/dashboard', `/admin/purchase/${uuid}`, `/admin/reading/${uuid}`],
    ],
    ['the affiliate’s pages', ['/affiliate', '/affiliate/set-password']],
    ['API replies', ['/api/admin/auth', '/api/referral', '/api/nothing-here']],
    ['the 404 page', ['/nothing-here', '/product/99']],
  ] as const)('keeps same-origin on %s', async (_kind, addresses) => {
    for (const address of addresses) {
      const reply = await rawGet(port, address);
      expect(reply.status, address).toBeLessThan(500);
      expect(reply.openerPolicy, address).toBe('same-origin');
    }
  });

  it('keeps it on a private page however its address is spelled', async () => {
    const spellingsOf = (pagePath: string) => {
      const rest = pagePath.slice(2);
      const letter = pagePath.charCodeAt(1).toString(16);
      return [
        pagePath,
        `/%${letter}${rest}`,
        `/%${letter.toUpperCase()}${rest}`,
        `${pagePath.slice(0, -1)}%${pagePath.charCodeAt(pagePath.length - 1).toString(16)}`,
        `/${pagePath}`,
        `${pagePath}/`,
        `/.${pagePath}`,
        `/%2e${pagePath}`,
        `/x/..${pagePath}`,
        `/x/%2e%2e${pagePath}`,
        `/services/..${pagePath}`,
        `/services/%2E%2E${pagePath}`,
        `/services/..%2f${pagePath.slice(1)}`,
        `/services%2f..${pagePath}`,
        `/services;${pagePath}`,
        `http://${SHOP_HOST}${pagePath}`,
        `http://${SHOP_HOST}/services/..${pagePath}`,
        `http://elsewhere.example/%${letter}${rest}`,
      ];
    };
    const privatePages = [
      '/order',
      '/success',
      '/deep-dive-questions',
      '/gift',
      '/admin/dashboard',
    ];
    for (const target of privatePages.flatMap(spellingsOf)) {
      const reply = await rawGet(port, target);
      expect(reply.openerPolicy, target).toBe('same-origin');
    }
    // Whatever a spelling reaches, a reply without the policy is a page the same for everyone.
    // (The home page's address has no letter to spell another way.)
    const publicPages = sitemapPaths.filter((pagePath) => pagePath !== '/');
    for (const target of publicPages.flatMap(spellingsOf)) {
      const reply = await rawGet(port, target);
      if (reply.openerPolicy === 'same-origin') continue;
      const sent = /<main data-page="([^"]*)">/.exec(reply.body)?.[1];
      expect([...sitemapPaths, '/thank-you'], target).toContain(sent);
    }
  });
});
