import {
  AFFILIATE_INVITE_KIND,
  AFFILIATE_RESET_KIND,
  AFFILIATE_SIGN_IN_ALERT_KIND,
  type MailKind,
} from '../contracts';
import type { MailTemplate } from '../types';

export type MailTemplateRegistry = Readonly<Record<string, MailTemplate>>;

/**
 * A template loaded when its first mail is rendered: the templates, React and React Email stay
 * out of the shop's start (decision 330), and the module is cached by the import after that.
 */
function loaded<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => MailTemplate,
): MailTemplate {
  return async (payload, context) => pick(await load())(payload, context);
}

/**
 * Outbox job kind -> the template that renders it. To add a mail: give its payload a schema in
 * `contracts.ts` (which types whoever queues it), write `templates/<kind>.tsx` exporting
 * `mailTemplate(thatSchema, draw)` (`render-mail.tsx`), and add one line here: a kind
 * with a schema and no template does not compile. A job whose kind is missing here is marked
 * dead by the worker, not retried.
 */
export const mailTemplates: Readonly<Record<MailKind, MailTemplate>> = {
  [AFFILIATE_INVITE_KIND]: loaded(
    () => import('./affiliate-access'),
    (m) => m.affiliateInvitation,
  ),
  [AFFILIATE_RESET_KIND]: loaded(
    () => import('./affiliate-access'),
    (m) => m.affiliatePasswordReset,
  ),
  [AFFILIATE_SIGN_IN_ALERT_KIND]: loaded(
    () => import('./affiliate-sign-in-alert'),
    (m) => m.affiliateSignInAlert,
  ),
  'free-summary': loaded(
    () => import('./free-summary'),
    (m) => m.freeSummary,
  ),
  'order-confirmation': loaded(
    () => import('./order-confirmation'),
    (m) => m.orderConfirmation,
  ),
  'questionnaire-reminder': loaded(
    () => import('./questionnaire-reminder'),
    (m) => m.questionnaireReminder,
  ),
  'questionnaire-received': loaded(
    () => import('./questionnaire-received'),
    (m) => m.questionnaireReceived,
  ),
  'refund-confirmation': loaded(
    () => import('./refund-confirmation'),
    (m) => m.refundConfirmation,
  ),
  'report-delivery': loaded(
    () => import('./report-delivery'),
    (m) => m.reportDelivery,
  ),
  'support-message-to-customer': loaded(
    () => import('./support-messages'),
    (m) => m.supportMessageToCustomer,
  ),
  'support-message-to-reader': loaded(
    () => import('./support-messages'),
    (m) => m.supportMessageToReader,
  ),
  'customer-message': loaded(
    () => import('./customer-message'),
    (m) => m.customerMessage,
  ),
  'session-invitation': loaded(
    () => import('./session-mails'),
    (m) => m.sessionInvitation,
  ),
  'session-reminder': loaded(
    () => import('./session-mails'),
    (m) => m.sessionReminder,
  ),
  'sessions-bookable': loaded(
    () => import('./session-mails'),
    (m) => m.sessionsBookable,
  ),
  'gift-receipt': loaded(
    () => import('./gift-mails'),
    (m) => m.giftReceipt,
  ),
  'gift-delivery': loaded(
    () => import('./gift-mails'),
    (m) => m.giftDelivery,
  ),
  'gift-reminder': loaded(
    () => import('./gift-mails'),
    (m) => m.giftReminder,
  ),
  'gift-claimed': loaded(
    () => import('./gift-mails'),
    (m) => m.giftClaimed,
  ),
  'gift-unclaimed': loaded(
    () => import('./gift-mails'),
    (m) => m.giftUnclaimed,
  ),
  'review-request': loaded(
    () => import('./review-request'),
    (m) => m.reviewRequest,
  ),
  'checkout-reminder': loaded(
    () => import('./checkout-reminder'),
    (m) => m.checkoutReminder,
  ),
  'order-upgraded': loaded(
    () => import('./order-upgraded'),
    (m) => m.orderUpgraded,
  ),
};
