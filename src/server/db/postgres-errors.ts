/*
 * The PostgreSQL refusals the shop turns into answers (a taken e-mail, a slot booked meanwhile,
 * entries paid by another payout), read one way: node-postgres and PGlite both put the SQLSTATE
 * on their error as `code` and the constraint's name as `constraint`, and Drizzle keeps that
 * error as `cause` of its own.
 */

const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

/** How deep a wrapped error is looked into for the driver's. */
const MOST_CAUSES = 5;

function isRefusal(error: unknown, code: string, constraint?: string): boolean {
  let current = error;
  for (let depth = 0; depth < MOST_CAUSES && current && typeof current === 'object'; depth += 1) {
    const found = current as { code?: unknown; constraint?: unknown };
    // A driver that names no constraint is taken at its code.
    if (
      found.code === code &&
      (constraint === undefined ||
        found.constraint === undefined ||
        found.constraint === constraint)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique index refused the write; of `constraint` when named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isRefusal(error, UNIQUE_VIOLATION, constraint);
}

/** An exclusion constraint refused the write (two of a reader's bookings would overlap). */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return isRefusal(error, EXCLUSION_VIOLATION, constraint);
}
