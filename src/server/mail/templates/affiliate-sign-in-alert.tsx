import { MailOpening, mailOpeningText, Paragraph } from './layout';
import { mailTemplate, renderMail } from './render-mail';
import { affiliateSignInAlertPayloadSchema as payloadSchema } from '../contracts';
export { AFFILIATE_SIGN_IN_ALERT_KIND } from '../contracts';

/** Outbox kind of the notice an affiliate gets when their account draws many failed sign-ins. */

/**
 * Queued by the sign-in (`affiliates/login.ts`) once a day at most: says what happened, that
 * the account now answers more slowly, and what to do. It carries no link with a token, since
 * whoever caused it is not the reader.
 */
export const affiliateSignInAlert = mailTemplate(payloadSchema, async (payload, context) => {
  const subject = `Failed sign-ins on your ${context.shopName} affiliate account`;
  const opening = {
    heading: `Hello ${payload.name}`,
    intro: `In the last ${payload.windowMinutes} minutes, someone tried to sign in to your affiliate account ${payload.failedAttempts} times with a wrong password.`,
  };
  const slowed =
    'To keep your account safe, each further attempt now has to wait a little longer, up to a minute. Your password has not been changed and nobody has signed in.';
  const ifYou = 'If this was you, simply try again in a minute.';
  const ifNot = `If it was not you, choose a new, longer password: open ${context.publicUrl}, choose "Affiliate Login", then "Forgot your password?". The link we send you signs you in straight away, even while the attempts are slowed down.`;
  const help = `Questions? Write to ${context.supportEmail}.`;
  const sentences = [slowed, ifYou, ifNot, help];
  return renderMail({
    subject,
    preheader: opening.intro,
    context,
    body: (
      <MailOpening {...opening}>
        {sentences.map((sentence) => (
          <Paragraph key={sentence}>{sentence}</Paragraph>
        ))}
      </MailOpening>
    ),
    text: [...mailOpeningText(opening), ...sentences.flatMap((sentence) => ['', sentence])],
  });
});
