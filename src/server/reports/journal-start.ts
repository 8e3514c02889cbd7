/**
 * When a journal starts, apart from its renderer: the report job computes it on the main
 * thread, which never loads react-pdf (decision 213).
 */
const dayMilliseconds = 86_400_000;

/** The ISO date of the Monday (UTC) of the week `paidAt` falls in: the journal's first day. */
export function journalStart(paidAt: Date): string {
  const midnight = Date.UTC(paidAt.getUTCFullYear(), paidAt.getUTCMonth(), paidAt.getUTCDate());
  const daysSinceMonday = (paidAt.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * dayMilliseconds).toISOString().slice(0, 10);
}
