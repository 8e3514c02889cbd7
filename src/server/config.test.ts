import { describe, expect, it } from 'vitest';
import { defaultShopIdentity } from '../common/shop-identity';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.mailFrom).toContain(config.SUPPORT_EMAIL);
    // The name and address a page shows before the server's own values reach it.
    expect(config.mailFrom).toBe(
      `${defaultShopIdentity.shopName} <${defaultShopIdentity.supportEmail}>`,
    );
  });

  it('reads the shop’s holidays as dates and refuses anything else', () => {
    expect(loadConfig({}).SHOP_HOLIDAYS).toEqual([]);
    expect(loadConfig({ SHOP_HOLIDAYS: ' 2026-12-24, 2026-12-25 ,' }).SHOP_HOLIDAYS).toEqual([
      '2026-12-24',
      '2026-12-25',
    ]);
    expect(() => loadConfig({ SHOP_HOLIDAYS: '2026-12-24,25/12/2026' })).toThrow(/SHOP_HOLIDAYS/);
    expect(() => loadConfig({ SHOP_HOLIDAYS: '2026-02-30' })).toThrow(/SHOP_HOLIDAYS/);
  });

  it('addresses links to the port the shop listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://shop.example.com' }).PUBLIC_URL).toBe(
      'https://shop.example.com',
    );
  });

  it('sends mail from the shop’s name, quoted when it holds address characters', () => {
    const from = (SHOP_NAME: string) =>
      loadConfig({ SHOP_NAME, SUPPORT_EMAIL: 'help@shop.example' }).mailFrom;
    expect(from('Astral Path')).toBe('Astral Path <help@shop.example>');
    expect(from('Stella & <Sons>')).toBe('"Stella & <Sons>" <help@shop.example>');
    expect(from('Dr. "Star" O\\Brien')).toBe('"Dr. \\"Star\\" O\\\\Brien" <help@shop.example>');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('holds claimed jobs five minutes unless told otherwise, and refuses a lease under 2 s', () => {
    expect(loadConfig({}).JOB_LEASE_SECONDS).toBe(300);
    expect(loadConfig({ JOB_LEASE_SECONDS: '4' }).JOB_LEASE_SECONDS).toBe(4);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '1' })).toThrow(/JOB_LEASE_SECONDS/);
  });

  describe('the role of an instance (SHOP_ROLE, decision 366)', () => {
    const apart = {
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
      UPLOAD_SIGNING_SECRET: 'k'.repeat(32),
      PUBLIC_URL: 'https://shop.example.com',
    };

    it('runs the whole shop unless told otherwise, and takes web or worker', () => {
      expect(loadConfig({}).SHOP_ROLE).toBe('all');
      expect(loadConfig({ SHOP_ROLE: '' }).SHOP_ROLE).toBe('all');
      expect(loadConfig({ ...apart, SHOP_ROLE: 'web' }).SHOP_ROLE).toBe('web');
      expect(loadConfig({ ...apart, SHOP_ROLE: 'worker' }).SHOP_ROLE).toBe('worker');
      expect(() => loadConfig({ ...apart, SHOP_ROLE: 'jobs' })).toThrow(/SHOP_ROLE/);
    });

    it('refuses web or worker on the embedded database, saying why', () => {
      for (const role of ['web', 'worker']) {
        expect(() => loadConfig({ ...apart, DATABASE_URL: '', SHOP_ROLE: role })).toThrow(
          new RegExp(`SHOP_ROLE: SHOP_ROLE=${role} needs DATABASE_URL.*only SHOP_ROLE=all`),
        );
      }
      // The embedded database still runs the whole shop.
      expect(loadConfig({ SHOP_ROLE: 'all' }).DATABASE_URL).toBeUndefined();
    });

    it('asks web and worker for the shared signing key, and a worker for the address it links to', () => {
      expect(() => loadConfig({ ...apart, UPLOAD_SIGNING_SECRET: '', SHOP_ROLE: 'web' })).toThrow(
        /UPLOAD_SIGNING_SECRET: needed with SHOP_ROLE=web/,
      );
      expect(() => loadConfig({ ...apart, PUBLIC_URL: '', SHOP_ROLE: 'worker' })).toThrow(
        /PUBLIC_URL: needed with SHOP_ROLE=worker/,
      );
      // A web instance's own address is the one its links use.
      expect(loadConfig({ ...apart, PUBLIC_URL: '', SHOP_ROLE: 'web' }).SHOP_ROLE).toBe('web');
      // Nothing of this for the whole shop in one process.
      expect(loadConfig({ DATABASE_URL: apart.DATABASE_URL }).SHOP_ROLE).toBe('all');
    });
  });

  it('names every bad key', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SUPPORT_EMAIL/);
  });
});
