import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/**
 * The address a started shop serves, kept in its DATA_DIR (issue 36): `npm run admin -- link`
 * runs in another shell, often without the `PORT` the shop was started with, and printed a link
 * to port 3000 while the shop listened elsewhere.
 */
const ADDRESS_FILE = 'shop-address';

export function shopAddressFile(dataDir: string): string {
  return path.join(dataDir, ADDRESS_FILE);
}

/** Written once the shop listens: the PUBLIC_URL its own links use. */
export async function recordShopAddress(config: Pick<Config, 'dataDir' | 'PUBLIC_URL'>) {
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(shopAddressFile(config.dataDir), `${config.PUBLIC_URL}\n`, { mode: 0o600 });
}

/** The address the shop of this DATA_DIR last started with, or null (never started, unreadable). */
export function recordedShopAddress(dataDir: string): string | null {
  let text: string;
  try {
    text = readFileSync(shopAddressFile(dataDir), 'utf8').trim();
  } catch {
    return null;
  }
  try {
    const url = new URL(text);
    // As the shop wrote it, so links are made exactly as the shop makes its own.
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

/**
 * The config an operator CLI makes links with: its own PUBLIC_URL or PORT when it was given
 * one, as the server does; otherwise the address the shop of the same DATA_DIR started with,
 * which is where the link must lead.
 */
export function withShopAddress(config: Config): Config {
  if (!config.isDefaultAddress) return config;
  const recorded = recordedShopAddress(config.dataDir);
  return recorded ? { ...config, PUBLIC_URL: recorded } : config;
}
