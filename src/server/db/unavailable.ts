/** Network failures and PostgreSQL's "cannot serve you now" classes (08 connection, 57P shutdown, 53300). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/**
 * Whether a failure means the database could not be reached (rather than refused a query):
 * such a request deserves 503 and a retry, not 500. Looks through `cause`, where the query
 * builder keeps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (
      typeof message === 'string' &&
      UNAVAILABLE_MESSAGES.some((text) => message.includes(text))
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}
