import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { reserveFreePort } from '../../support/smtp-server';

const root = path.resolve(import.meta.dirname, '../../..');

/** One JSON log line of a shop process (pino): `msg` plus whatever fields it was logged with. */
export type LogLine = { msg?: string; level?: number } & Record<string, unknown>;

export interface ShopProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Every JSON line the process has written so far. */
  logLines(): LogLine[];
  /** Everything it wrote, for a failure message. */
  output(): string;
  /** Resolves with the signal or code the process ended with. */
  exited: Promise<NodeJS.Signals | number | null>;
}

const running = new Set<ChildProcess>();
// A test runner that dies mid-file must not leave shops holding ports and database connections.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The built shop as `npm start` runs it (`dist/server/main.js`) in a process of its own on a
 * free loopback port, so a test can SIGKILL it. `env` adds to the test environment.
 */
export async function startShopProcess(
  name: string,
  env: Record<string, string>,
): Promise<ShopProcess> {
  const port = await reserveFreePort();
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ?? code);
    }),
  );
  let output = '';
  const lines: LogLine[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const shop: ShopProcess = {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    logLines: () => lines,
    output: () => output,
    exited,
  };
  // A deadline, not a count of attempts: on two busy cores a start (database, migrations,
  // place index) has taken over 30 s, and each refused attempt costs more than its 100 ms.
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const isReady = await fetch(`${shop.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return shop;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`shop ${name} did not start:\n${output}`);
}

/** How long a shop process may take to answer /readyz; call it from a hook (180 s limit). */
export const START_TIMEOUT_MS = 150_000;

/** Stops a shop process: SIGKILL unless it already ended. */
export async function killShopProcess(shop: ShopProcess | undefined): Promise<void> {
  if (!shop) return;
  if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL');
  await shop.exited;
}
