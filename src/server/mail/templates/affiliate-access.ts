import { affiliateTerms } from '../../../common/affiliate-terms';
import type { MailTemplate, MailContext } from '../types';
import { block, button, emailDocument, escapeHtml, heading, paragraph } from './layout';
import { affiliateAccessPayloadSchema as payloadSchema } from '../contracts';
export { AFFILIATE_INVITE_KIND, AFFILIATE_RESET_KIND } from '../contracts';

/** Outbox kinds of the two mails that carry a one-time link to set an affiliate password. */

function expiryText(expiresAt: string): string {
  const formatted = new Date(expiresAt).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `The link works once and expires on ${formatted} (UTC).`;
}

interface AccessMailWords {
  subject: string;
  greeting: string;
  intro: string;
  /** Paragraphs after the link: the programme's terms in an invitation. */
  terms?: readonly string[];
  action: string;
  afterwards: string;
}

function renderAccessMail(
  rawPayload: Record<string, unknown>,
  context: MailContext,
  words: AccessMailWords,
) {
  const payload = payloadSchema.parse(rawPayload);
  const link = `${context.publicUrl}${payload.link}`;
  const expiry = expiryText(payload.expiresAt);
  const rows = [
    block(
      [
        heading(words.greeting),
        paragraph(escapeHtml(words.intro)),
        button(words.action, link),
        paragraph(escapeHtml(expiry), 'margin-top:14px;'),
        ...(words.terms?.length
          ? [
              paragraph(`<strong>${escapeHtml('Your terms')}</strong>`, 'margin-top:18px;'),
              ...words.terms.map((line) => paragraph(escapeHtml(line))),
            ]
          : []),
        paragraph(escapeHtml(words.afterwards)),
      ].join(''),
    ),
  ];
  const text = [
    words.greeting,
    '',
    words.intro,
    '',
    `${words.action}: ${link}`,
    expiry,
    '',
    ...(words.terms?.length ? ['Your terms', ...words.terms, ''] : []),
    words.afterwards,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return {
    subject: words.subject,
    html: emailDocument({ preheader: words.intro, title: words.subject, rows, context }),
    text,
  };
}

/** An admin created the affiliate: they choose their own password through the link. */
export const affiliateInvitation: MailTemplate = (rawPayload, context) => {
  const { name, commissionRate } = payloadSchema.parse(rawPayload);
  return renderAccessMail(rawPayload, context, {
    ...(commissionRate === undefined ? {} : { terms: affiliateTerms(commissionRate) }),
    subject: `Your ${context.shopName} affiliate account`,
    greeting: `Welcome, ${name}`,
    intro: `You have been invited to the ${context.shopName} affiliate programme. Choose a password to sign in and find your referral link.`,
    action: 'Set your password',
    afterwards: `Not expecting this? Ignore this e-mail or write to ${context.supportEmail}.`,
  });
};

/** Asked for from the sign-in dialog. */
export const affiliatePasswordReset: MailTemplate = (rawPayload, context) => {
  const name = payloadSchema.shape.name.parse(rawPayload.name);
  return renderAccessMail(rawPayload, context, {
    subject: `Reset your ${context.shopName} affiliate password`,
    greeting: `Hello ${name}`,
    intro:
      'Someone asked to reset the password of your affiliate account. Choose a new one through this link.',
    action: 'Choose a new password',
    afterwards: 'Did not ask? Ignore this e-mail: your password stays as it is.',
  });
};
