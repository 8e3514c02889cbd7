/**
 * Every kind of e-mail the shop sends, by the key the outbox and the order's timeline record,
 * with the name an admin reads for it. The server's mail contracts are typed to exactly these
 * kinds, so a new mail cannot be sent before it has a name here.
 */
export const mailKindNames = {
  'affiliate-invitation': 'affiliate invitation',
  'affiliate-password-reset': 'affiliate password reset',
  'affiliate-sign-in-alert': 'affiliate sign-in alert',
  'free-summary': 'free summary',
  'order-confirmation': 'order confirmation',
  'questionnaire-reminder': 'questionnaire reminder',
  'questionnaire-received': 'answers-received confirmation',
  'refund-confirmation': 'refund confirmation',
  'report-delivery': 'report delivery',
  'support-message-to-customer': 'support message to the customer',
  'support-message-to-reader': 'support message to the reader',
  'customer-message': 'customer message',
  'session-invitation': 'session invitation',
  'session-reminder': 'session reminder',
  'sessions-bookable': 'sessions-bookable notice',
  'gift-receipt': 'gift receipt',
  'gift-delivery': 'gift e-mail to the recipient',
  'gift-reminder': 'gift reminder to the recipient',
  'gift-claimed': 'gift-claimed notice',
  'gift-unclaimed': 'gift-unclaimed notice',
  'order-upgraded': 'upgrade confirmation',
  'checkout-reminder': 'unfinished-checkout reminder',
  'review-request': 'review request',
} as const;

export type MailKind = keyof typeof mailKindNames;
export const mailKinds = Object.keys(mailKindNames) as MailKind[];

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(mailKindNames, kind);
}

/**
 * The admin's name of a mail kind. A kind the shop no longer sends (an old timeline row) is read
 * from its key, "some-old-mail" as "some old mail".
 */
export function mailKindName(kind: string): string {
  return isMailKind(kind) ? mailKindNames[kind] : kind.replaceAll('-', ' ');
}
