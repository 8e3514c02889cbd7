/**
 * CSV cells as every export of the shop writes them: the admin's orders and payouts, and the
 * customer's Notion workspace (issue 36). One rule, so no export forgets it.
 */

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a
 * leading quote (OWASP's CSV injection advice); the quote shows, the formula never runs.
 */
export function withoutFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV cell: formula-guarded, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  const text = withoutFormula(value === null ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
