import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { readableLogLine, readableLogStream } from './log-lines';
import { loggerOptions } from './logger-options';

const at = new Date(2026, 10, 29, 9, 5, 7).getTime();

describe('readable log lines in a terminal (issue 36)', () => {
  it('gives the time, the level and the message of a start-up line', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'Database ready in 3.2 s',
    });
    expect(readableLogLine(line)).toBe('09:05:07 INFO  Database ready in 3.2 s');
  });

  it('writes a request as method, path, status and time, its other fields after', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      reqId: 'abc',
      req: { method: 'GET', url: '/api/products' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(readableLogLine(line)).toBe('09:05:07 INFO  GET /api/products 200 12 ms');
    const withFields = JSON.stringify({
      level: 40,
      time: at,
      msg: 'slow job',
      jobId: 'j1',
      tries: 3,
    });
    expect(readableLogLine(withFields)).toBe('09:05:07 WARN  slow job  jobId=j1 tries=3');
  });

  it('puts an error’s stack under it, and prints controls escaped', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'mail failed \u001b[2J',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at send (mail.ts:1:1)' },
    });
    expect(readableLogLine(line)).toBe(
      '09:05:07 ERROR mail failed \\x1b[2J\n    Error: boom\n    at send (mail.ts:1:1)',
    );
    expect(readableLogLine(line, true)).toContain('\u001b[31mERROR\u001b[39m');
  });

  it('turns what pino writes into readable lines through the stream', () => {
    const written: string[] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    }) as unknown as NodeJS.WriteStream;
    pino({ base: undefined }, readableLogStream(output)).info({ orderId: 'o1' }, 'Shop ready');
    expect(written.join('')).toMatch(/^\d\d:\d\d:\d\d INFO {2}Shop ready {2}orderId=o1\n$/);
  });
});

describe('the shop’s logger', () => {
  const isTerminal = process.stdout.isTTY;
  afterEach(() => {
    process.stdout.isTTY = isTerminal;
  });
  const config = loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' });

  it('writes readable lines to a terminal, even in production', () => {
    process.stdout.isTTY = true;
    expect(loggerOptions(config).stream).toBeDefined();
  });

  it('writes JSON lines to anything else, and to a stream it is given', () => {
    process.stdout.isTTY = false;
    expect(loggerOptions(config).stream).toBeUndefined();
    const given = { write: () => undefined };
    process.stdout.isTTY = true;
    expect(loggerOptions(config, given).stream).toBe(given);
  });
});
