import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { recordShopAddress, shopAddressFile, withShopAddress } from './shop-address';

const folders: string[] = [];
const dataFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-address-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the address operator CLIs put in links (issue 36)', () => {
  it('is the running shop’s when the CLI has neither PUBLIC_URL nor PORT', async () => {
    const DATA_DIR = dataFolder();
    await recordShopAddress(loadConfig({ DATA_DIR, PORT: '3100' }));
    expect(withShopAddress(loadConfig({ DATA_DIR })).PUBLIC_URL).toBe('http://localhost:3100');
    expect(withShopAddress(loadConfig({ DATA_DIR, PORT: '' })).PUBLIC_URL).toBe(
      'http://localhost:3100',
    );
  });

  it('is the CLI’s own PUBLIC_URL or PORT when it has one, as the server’s would be', async () => {
    const DATA_DIR = dataFolder();
    await recordShopAddress(loadConfig({ DATA_DIR, PORT: '3100' }));
    expect(withShopAddress(loadConfig({ DATA_DIR, PORT: '3200' })).PUBLIC_URL).toBe(
      'http://localhost:3200',
    );
    expect(
      withShopAddress(loadConfig({ DATA_DIR, PUBLIC_URL: 'https://shop.example' })).PUBLIC_URL,
    ).toBe('https://shop.example');
  });

  it('falls back to the default when no shop started here or the file holds no address', () => {
    const DATA_DIR = dataFolder();
    expect(withShopAddress(loadConfig({ DATA_DIR })).PUBLIC_URL).toBe('http://localhost:3000');
    writeFileSync(shopAddressFile(DATA_DIR), 'javascript:alert(1)\n');
    expect(withShopAddress(loadConfig({ DATA_DIR })).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('reaches `npm run admin -- link`, run in a shell without the shop’s PORT', async () => {
    const DATA_DIR = dataFolder();
    await recordShopAddress(loadConfig({ DATA_DIR, PORT: '3100' }));
    const script = fileURLToPath(new URL('../../scripts/admin.ts', import.meta.url));
    const { PORT: _port, PUBLIC_URL: _publicUrl, DATABASE_URL: _databaseUrl, ...env } = process.env;
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', script, 'link', 'ops@example.com'],
      { encoding: 'utf8', env: { ...env, DATA_DIR, ADMIN_EMAILS: 'ops@example.com' } },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^ {2}http:\/\/localhost:3100\/auth\/link\?token=/m);
  }, 120_000);
});
