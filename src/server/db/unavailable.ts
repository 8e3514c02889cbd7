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

/** The driver's own words for why the database could not be reached. */
export interface UnavailableReason {
  code?: string;
  message?: string;
}

/**
 * Why a failure means the database could not be reached (rather than refused a query), or
 * undefined when it does not: such a request deserves 503 and a retry, not 500. Looks through
 * `cause`, where the query builder keeps the driver's error, and returns that link of the chain
 * (a code or one of the driver's fixed messages, never a query's values), for the log.
 */
export function unavailableReasonOf(error: unknown): UnavailableReason | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return { code, ...(typeof message === 'string' ? { message } : {}) };
    }
    if (
      typeof message === 'string' &&
      UNAVAILABLE_MESSAGES.some((text) => message.includes(text))
    ) {
      return { message };
    }
    current = cause;
  }
  return undefined;
}

/** Whether a failure means the database could not be reached (`unavailableReasonOf`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableReasonOf(error) !== undefined;
}
