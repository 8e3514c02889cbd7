import { affiliateTerms } from '../../../common/affiliate-terms';
import { formatLongDayTime } from '../../../common/format';
import type { z } from 'zod';
import type { MailContext } from '../types';
import {
  GoldButton,
  MailOpening,
  mailOpeningText,
  Paragraph,
  type MailOpeningWords,
} from './layout';
import { mailTemplate, renderMail } from './render-mail';
import { affiliateAccessPayloadSchema as payloadSchema } from '../contracts';
export { AFFILIATE_INVITE_KIND, AFFILIATE_RESET_KIND } from '../contracts';

/** Outbox kinds of the two mails that carry a one-time link to set an affiliate password. */

function expiryText(expiresAt: string): string {
  const formatted = formatLongDayTime(expiresAt, 'UTC');
  return `The link works once and expires on ${formatted} (UTC).`;
}

interface AccessMailWords extends MailOpeningWords {
  subject: string;
  /** Paragraphs after the link: the programme's terms in an invitation. */
  terms?: readonly string[];
  action: string;
  afterwards: string;
}

function renderAccessMail(
  payload: z.infer<typeof payloadSchema>,
  context: MailContext,
  words: AccessMailWords,
) {
  const link = `${context.publicUrl}${payload.link}`;
  const expiry = expiryText(payload.expiresAt);
  return renderMail({
    subject: words.subject,
    preheader: words.intro,
    context,
    body: (
      <MailOpening heading={words.heading} intro={words.intro}>
        <GoldButton href={link}>{words.action}</GoldButton>
        <Paragraph>{expiry}</Paragraph>
        {words.terms?.length ? (
          <>
            <Paragraph style={{ marginTop: '18px' }}>
              <strong>Your terms</strong>
            </Paragraph>
            {words.terms.map((line) => (
              <Paragraph key={line}>{line}</Paragraph>
            ))}
          </>
        ) : null}
        <Paragraph>{words.afterwards}</Paragraph>
      </MailOpening>
    ),
    text: [
      ...mailOpeningText(words),
      '',
      `${words.action}: ${link}`,
      expiry,
      '',
      ...(words.terms?.length ? ['Your terms', ...words.terms, ''] : []),
      words.afterwards,
    ],
  });
}

/** An admin created the affiliate: they choose their own password through the link. */
export const affiliateInvitation = mailTemplate(payloadSchema, async (payload, context) => {
  const { commissionRate } = payload;
  return renderAccessMail(payload, context, {
    ...(commissionRate === undefined ? {} : { terms: affiliateTerms(commissionRate) }),
    subject: `Your ${context.shopName} affiliate account`,
    heading: `Welcome, ${payload.name}`,
    intro: `You have been invited to the ${context.shopName} affiliate programme. Choose a password to sign in and find your referral link.`,
    action: 'Set your password',
    afterwards: `Not expecting this? Ignore this e-mail or write to ${context.supportEmail}.`,
  });
});

/** Asked for from the sign-in dialog. */
export const affiliatePasswordReset = mailTemplate(payloadSchema, async (payload, context) => {
  return renderAccessMail(payload, context, {
    subject: `Reset your ${context.shopName} affiliate password`,
    heading: `Hello ${payload.name}`,
    intro:
      'Someone asked to reset the password of your affiliate account. Choose a new one through this link.',
    action: 'Choose a new password',
    afterwards: 'Did not ask? Ignore this e-mail: your password stays as it is.',
  });
});
