/**
 * How long the shop keeps each kind of personal data (docs/decisions/115 and 155). The /privacy
 * page states these words and the server's daily purge (`server/retention/retention-purge.ts`)
 * deletes on these numbers, so the two cannot disagree: change a period here and in the notes.
 */
export const retentionPeriods = {
  /** A free sign-up, its birth data and its summary e-mail, from the day the form was sent. */
  freeSignupMonths: 24,
  /** An order's birth data, phone, notes, e-mails and report files, after delivery. */
  orderPersonalDataMonths: 24,
  /** Questionnaire answers and uploaded files, after delivery. */
  questionnaireMonths: 12,
  /** The record of a sale with the buyer's name and e-mail; then it is kept anonymised. */
  accountingYears: 6,
  /** A checkout page opened and never paid for (no details given): no order, deleted whole. */
  abandonedCheckoutDays: 7,
  /** What was typed at a checkout the buyer asked to be reminded of (decision 360). */
  checkoutReminderDays: 30,
} as const;

const months = (count: number) => `${count} months`;

/** The periods as the privacy page words them. */
export const retention = {
  freeSignup: `${months(retentionPeriods.freeSignupMonths)} from the day you sent the form`,
  orderPersonalData: `${months(retentionPeriods.orderPersonalDataMonths)} after your reading is delivered`,
  questionnaireFiles: `answers and files are kept for ${months(retentionPeriods.questionnaireMonths)} after your reading is delivered, so we can answer questions about it, then deleted`,
  accountingRecords: `${retentionPeriods.accountingYears} years`,
  abandonedCheckout: `${retentionPeriods.abandonedCheckoutDays} days`,
  checkoutReminder: `${retentionPeriods.checkoutReminderDays} days`,
} as const;
