import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.mailFrom).toContain(config.SUPPORT_EMAIL);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('names every bad key', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SUPPORT_EMAIL/);
  });
});
