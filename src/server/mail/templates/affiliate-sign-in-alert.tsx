import type { MailTemplate } from '../types';
import { Block, MailDocument, MailHeading, Paragraph, renderHtml } from './layout';
import { affiliateSignInAlertPayloadSchema as payloadSchema } from '../contracts';
export { AFFILIATE_SIGN_IN_ALERT_KIND } from '../contracts';

/** Outbox kind of the notice an affiliate gets when their account draws many failed sign-ins. */

/**
 * Queued by the sign-in (`affiliates/login.ts`) once a day at most: says what happened, that
 * the account now answers more slowly, and what to do. It carries no link with a token, since
 * whoever caused it is not the reader.
 */
export const affiliateSignInAlert: MailTemplate = async (rawPayload, context) => {
  const payload = payloadSchema.parse(rawPayload);
  const subject = `Failed sign-ins on your ${context.shopName} affiliate account`;
  const greeting = `Hello ${payload.name}`;
  const what = `In the last ${payload.windowMinutes} minutes, someone tried to sign in to your affiliate account ${payload.failedAttempts} times with a wrong password.`;
  const slowed =
    'To keep your account safe, each further attempt now has to wait a little longer, up to a minute. Your password has not been changed and nobody has signed in.';
  const ifYou = 'If this was you, simply try again in a minute.';
  const ifNot = `If it was not you, choose a new, longer password: open ${context.publicUrl}, choose "Affiliate Login", then "Forgot your password?". The link we send you signs you in straight away, even while the attempts are slowed down.`;
  const help = `Questions? Write to ${context.supportEmail}.`;
  const html = await renderHtml(
    <MailDocument preheader={what} title={subject} context={context}>
      <Block>
        <MailHeading>{greeting}</MailHeading>
        {[what, slowed, ifYou, ifNot, help].map((sentence) => (
          <Paragraph key={sentence}>{sentence}</Paragraph>
        ))}
      </Block>
    </MailDocument>,
  );
  const text = [
    greeting,
    '',
    what,
    '',
    slowed,
    '',
    ifYou,
    '',
    ifNot,
    '',
    help,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return { subject, html, text };
};
