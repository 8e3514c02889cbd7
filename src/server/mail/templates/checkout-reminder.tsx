import { checkoutReminderPayloadSchema as payloadSchema } from '../contracts';
import {
  ButtonNote,
  firstNameOf,
  GoldButton,
  GoldLink,
  MailOpening,
  mailOpeningText,
  Paragraph,
  SupportSentence,
  supportSentenceText,
} from './layout';
import { mailTemplate, renderMail } from './render-mail';

/**
 * The one reminder of a checkout left unfinished, sent only because the buyer ticked the box for
 * it (decision 360): the link reopens the checkout as they left it; one click ends these mails.
 */
export const checkoutReminder = mailTemplate(payloadSchema, async (reminder, context) => {
  const resumeUrl = `${context.publicUrl}${reminder.resumePath}`;
  const unsubscribeUrl = `${context.publicUrl}${reminder.unsubscribePath}`;
  const greeting = reminder.fullName ? `Hello ${firstNameOf(reminder.fullName)}` : 'Hello';
  const opening = {
    heading: greeting,
    intro: `You started an order for ${reminder.productName} and asked us to remind you once if you did not finish it. Here is that reminder.`,
  };
  const explain =
    'The link below opens the checkout with the details you typed, so you only need to check them and add your card. We never kept your card.';
  const once = 'This is the only reminder we send for this checkout.';
  const help = {
    before: 'A question before you decide? Reply to this e-mail or write to ',
    after: '.',
  };
  const stop = 'No more reminders of unfinished orders:';
  return {
    ...(await renderMail({
      subject: `Your ${reminder.productName} order is waiting`,
      preheader: `Finish your ${reminder.productName} order where you left it.`,
      context,
      body: (
        <MailOpening {...opening}>
          <Paragraph>{explain}</Paragraph>
          <GoldButton href={resumeUrl}>Finish my order</GoldButton>
          <ButtonNote>{once}</ButtonNote>
          <SupportSentence context={context} words={help} />
          <ButtonNote>
            {stop} <GoldLink href={unsubscribeUrl}>unsubscribe with one click</GoldLink>.
          </ButtonNote>
        </MailOpening>
      ),
      text: [
        ...mailOpeningText(opening),
        '',
        explain,
        '',
        `Finish my order: ${resumeUrl}`,
        '',
        once,
        '',
        supportSentenceText(context, help),
        '',
        `${stop} ${unsubscribeUrl}`,
      ],
    })),
    headers: {
      'List-Unsubscribe': `<${context.publicUrl}${reminder.oneClickUnsubscribePath}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
});
