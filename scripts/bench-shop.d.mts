/** What the benchmarks share (bench-shop.mjs): the build, Chromium, the built shop, a paid order. */
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const shopRoot: string;
export function buildUnlessSkipped(): void;
export function chromiumPath(): string;
export function freePort(): Promise<number>;

export interface BenchShopOptions {
  name: string;
  env?: Record<string, string | undefined>;
  stdio?: StdioOptions;
  logFile?: string;
  port?: number;
  dataDir?: string;
  nodeArgs?: string[];
  launcher?: string[];
  beforeStart?: (env: Record<string, string | undefined>) => void | Promise<void>;
  readyPath?: string;
  pollMs?: number;
  timeoutMs?: number;
}

export interface BenchShop {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  startedInMs: number;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function startBenchShop(options: BenchShopOptions): Promise<BenchShop>;

export const benchDatabaseServer: string;
export function createBenchDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }>;

export interface BenchPerson {
  fullName: string;
  email: string;
  phone: string;
  birthMonth: string;
  birthDay: string;
  birthYear: string;
  birthHour: string;
  birthMinute: string;
  ampm: 'AM' | 'PM';
  birthLocation: string;
}
export function benchPerson(overrides?: Partial<BenchPerson>): BenchPerson;

export const TEST_CARD: { cardNumber: string; expiry: string; cvc: string };

export interface PostOptions {
  method?: string;
  headers?: Record<string, string>;
  retriesWhenBusy?: number;
  onBusy?: () => void;
}
export function sendJson(
  shopUrl: string,
  route: string,
  body?: unknown,
  options?: PostOptions,
): Promise<unknown>;
export function payForOrder(
  shopUrl: string,
  product: { id: number; price: number },
  options?: PostOptions & { person?: BenchPerson },
): Promise<{ purchaseId: string; paymentIntentId: string; person: BenchPerson }>;
