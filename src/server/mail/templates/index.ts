import type { MailKind } from '../contracts';
import type { MailTemplate } from '../types';
import {
  AFFILIATE_INVITE_KIND,
  AFFILIATE_RESET_KIND,
  affiliateInvitation,
  affiliatePasswordReset,
} from './affiliate-access';
import { AFFILIATE_SIGN_IN_ALERT_KIND, affiliateSignInAlert } from './affiliate-sign-in-alert';
import { freeSummary } from './free-summary';
import { orderConfirmation } from './order-confirmation';
import { questionnaireReceived } from './questionnaire-received';
import { questionnaireReminder } from './questionnaire-reminder';
import { refundConfirmation } from './refund-confirmation';
import { reportDelivery } from './report-delivery';
import { supportMessageToCustomer, supportMessageToReader } from './support-messages';
import { customerMessage } from './customer-message';
import { sessionInvitation, sessionReminder, sessionsBookable } from './session-mails';

export type MailTemplateRegistry = Readonly<Record<string, MailTemplate>>;

/**
 * Outbox job kind -> the template that renders it. To add a mail: give its payload a schema in
 * `contracts.ts` (which types whoever queues it), write `templates/<kind>.ts` exporting a
 * `MailTemplate` that reads the payload through that schema, and add one line here: a kind
 * with a schema and no template does not compile. A job whose kind is missing here is marked
 * dead by the worker, not retried.
 */
export const mailTemplates: Readonly<Record<MailKind, MailTemplate>> = {
  [AFFILIATE_INVITE_KIND]: affiliateInvitation,
  [AFFILIATE_RESET_KIND]: affiliatePasswordReset,
  [AFFILIATE_SIGN_IN_ALERT_KIND]: affiliateSignInAlert,
  'free-summary': freeSummary,
  'order-confirmation': orderConfirmation,
  'questionnaire-reminder': questionnaireReminder,
  'questionnaire-received': questionnaireReceived,
  'refund-confirmation': refundConfirmation,
  'report-delivery': reportDelivery,
  'support-message-to-customer': supportMessageToCustomer,
  'support-message-to-reader': supportMessageToReader,
  'customer-message': customerMessage,
  'session-invitation': sessionInvitation,
  'session-reminder': sessionReminder,
  'sessions-bookable': sessionsBookable,
};
