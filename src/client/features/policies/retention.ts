/**
 * How long the shop keeps each kind of personal data (docs/decisions/115): the privacy page
 * states these, so a change is made here and in the decision note together.
 */
export const retention = {
  freeSignup: '24 months from the day you sent the form',
  orderPersonalData: '24 months after your reading is delivered',
  questionnaireFiles:
    'answers and files are kept for 12 months after your reading is delivered, so we can answer questions about it, then deleted',
  accountingRecords: '6 years',
} as const;
