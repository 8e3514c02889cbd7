import type { LoggerOptions } from 'pino';
import type { Config } from './config';
import { serializeError } from './log-serializers';

/**
 * How the shop logs, for the app's logger and the start-up lines before it exists: JSON lines,
 * or readable lines when a developer watches the terminal.
 */
export function loggerOptions(config: Config, stream?: { write(line: string): void }) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  } satisfies LoggerOptions & { stream?: unknown };
}
