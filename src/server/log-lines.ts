import { terminalLine } from '../common/plain-text';

/**
 * The shop's log as a person reads it in a terminal (issue 36): one line per entry with the
 * time, the level and the message, a request as `GET /path 200 12 ms`, other fields as
 * `key=value`, an error's stack below it. Our own few lines rather than pino-pretty (a
 * development package, absent from production installs, run in a worker thread): they work in
 * every install, in the process.
 * Anything not a terminal gets pino's JSON lines unchanged.
 */

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Red from ERROR up, yellow for WARN; the rest plain. */
const levelColours: Record<string, string> = { WARN: '33', ERROR: '31', FATAL: '31' };

/** Fields every line has, or that the line shows in its own way. */
const shownOtherwise = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'req', 'res']);

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

const pad = (value: number) => String(value).padStart(2, '0');

function clock(time: number | undefined): string {
  const date = new Date(time ?? Date.now());
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function message(entry: LogEntry): string {
  if (entry.req && entry.res) {
    const took =
      typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : '';
    const failed = entry.err ? ' (errored)' : '';
    return `${entry.req.method ?? ''} ${entry.req.url ?? ''} ${entry.res.statusCode ?? ''}${took}${failed}`;
  }
  return String(entry.msg ?? '');
}

function fields(entry: LogEntry): string {
  const shown = Object.entries(entry)
    .filter(([key, value]) => !shownOtherwise.has(key) && value !== undefined)
    .filter(([key]) => !(key === 'responseTime' && entry.req) && key !== 'err')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return shown.length > 0 ? `  ${shown.join(' ')}` : '';
}

/** One pino JSON line as readable text (colour only when `isColoured`); other text as it is. */
export function readableLogLine(json: string, isColoured = false): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return terminalLine(json.trimEnd());
  }
  const level = levelNames[entry.level ?? 30] ?? String(entry.level);
  const colour = isColoured ? levelColours[level] : undefined;
  const levelText = colour ? `\u001b[${colour}m${level.padEnd(5)}\u001b[39m` : level.padEnd(5);
  // What a log line holds may come from a request: it is printed, never acted on.
  const lines = [
    `${clock(entry.time)} ${levelText} ${terminalLine(message(entry) + fields(entry))}`,
  ];
  if (entry.err) {
    const stack = entry.err.stack ?? `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}`;
    lines.push(...stack.split('\n').map((line) => `    ${terminalLine(line.trim())}`));
  }
  return lines.join('\n');
}

/** A pino destination writing readable lines to a terminal. */
export function readableLogStream(output: NodeJS.WriteStream = process.stdout) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (line.trim() !== '') output.write(`${readableLogLine(line, output.isTTY)}\n`);
      }
    },
  };
}
