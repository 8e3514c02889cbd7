import { affiliateTerms } from '../../../common/affiliate-terms';
import { formatLongDayTime } from '../../../common/format';
import type { MailTemplate, MailContext } from '../types';
import { Block, GoldButton, MailDocument, MailHeading, Paragraph, renderHtml } from './layout';
import { affiliateAccessPayloadSchema as payloadSchema } from '../contracts';
export { AFFILIATE_INVITE_KIND, AFFILIATE_RESET_KIND } from '../contracts';

/** Outbox kinds of the two mails that carry a one-time link to set an affiliate password. */

function expiryText(expiresAt: string): string {
  const formatted = formatLongDayTime(expiresAt, 'UTC');
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

async function renderAccessMail(
  rawPayload: Record<string, unknown>,
  context: MailContext,
  words: AccessMailWords,
) {
  const payload = payloadSchema.parse(rawPayload);
  const link = `${context.publicUrl}${payload.link}`;
  const expiry = expiryText(payload.expiresAt);
  const html = await renderHtml(
    <MailDocument preheader={words.intro} title={words.subject} context={context}>
      <Block>
        <MailHeading>{words.greeting}</MailHeading>
        <Paragraph>{words.intro}</Paragraph>
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
      </Block>
    </MailDocument>,
  );
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
  return { subject: words.subject, html, text };
}

/** An admin created the affiliate: they choose their own password through the link. */
export const affiliateInvitation: MailTemplate = async (rawPayload, context) => {
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
export const affiliatePasswordReset: MailTemplate = async (rawPayload, context) => {
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
