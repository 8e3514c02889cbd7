import { stdSerializers } from 'pino';

type SerializedError = Record<string, unknown> & { type: string; message: string; stack: string };

/**
 * Errors as the logs keep them, without the personal data a failed query carries: the query
 * builder's message and `params` repeat every value bound to it (names, e-mails, birth data),
 * and PostgreSQL's `detail` repeats the row's values ("Key (email)=(…) already exists").
 * The query text, codes and constraint names stay, which is what a developer needs.
 */
export function serializeError(error: unknown): SerializedError {
  const serialized = stdSerializers.err(error as Error) as unknown as SerializedError;
  return scrub(serialized, 0);
}

function scrub(error: SerializedError, depth: number): SerializedError {
  const out: SerializedError = { ...error };
  if (typeof out.query === 'string' && 'params' in out) {
    delete out.params;
    const safeMessage = `Failed query: ${out.query}`;
    if (typeof out.stack === 'string') {
      const frames = out.stack.split('\n').filter((line) => /^\s+at /.test(line));
      out.stack = [`${String(out.type ?? 'Error')}: ${safeMessage}`, ...frames].join('\n');
    }
    out.message = safeMessage;
  }
  delete out.detail;
  if (out.cause && typeof out.cause === 'object' && depth < 5) {
    out.cause = scrub(out.cause as SerializedError, depth + 1);
  }
  return out;
}
