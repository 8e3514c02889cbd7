import type { LoggerOptions } from 'pino';
import type { Config } from './config';
import { readableLogStream } from './log-lines';
import { serializeError } from './log-serializers';

/**
 * How the shop logs, for the app's logger and the start-up lines before it exists: readable
 * lines when a person watches the terminal, JSON lines for anything else (a file, a pipe, a log
 * collector), whatever NODE_ENV says (issue 36). A given stream (tests) always gets JSON.
 */
export function loggerOptions(config: Config, stream?: { write(line: string): void }) {
  const destination = stream ?? (process.stdout.isTTY ? readableLogStream() : undefined);
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: serializeError },
    ...(destination ? { stream: destination } : {}),
  } satisfies LoggerOptions & { stream?: unknown };
}
