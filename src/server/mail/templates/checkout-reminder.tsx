import { checkoutReminderPayloadSchema as payloadSchema } from '../contracts';
import { renderCallToActionMail } from './call-to-action-mail';
import { firstNameOf, GoldLink } from './layout';
import { mailTemplate } from './render-mail';

/**
 * The one reminder of a checkout left unfinished, sent only because the buyer ticked the box for
 * it (decision 360): the link reopens the checkout as they left it; one click ends these mails.
 */
export const checkoutReminder = mailTemplate(payloadSchema, async (reminder, context) => {
  const unsubscribeUrl = `${context.publicUrl}${reminder.unsubscribePath}`;
  const stop = 'No more reminders of unfinished orders:';
  const mail = await renderCallToActionMail({
    subject: `Your ${reminder.productName} order is waiting`,
    preheader: `Finish your ${reminder.productName} order where you left it.`,
    context,
    opening: {
      heading: reminder.fullName ? `Hello ${firstNameOf(reminder.fullName)}` : 'Hello',
      intro: `You started an order for ${reminder.productName} and asked us to remind you once if you did not finish it. Here is that reminder.`,
    },
    explain:
      'The link below opens the checkout with the details you typed, so you only need to check them and add your card. We never kept your card.',
    action: { label: 'Finish my order', url: `${context.publicUrl}${reminder.resumePath}` },
    note: 'This is the only reminder we send for this checkout.',
    help: { before: 'A question before you decide? Reply to this e-mail or write to ', after: '.' },
    footnote: {
      html: (
        <>
          {stop} <GoldLink href={unsubscribeUrl}>unsubscribe with one click</GoldLink>.
        </>
      ),
      text: `${stop} ${unsubscribeUrl}`,
    },
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${context.publicUrl}${reminder.oneClickUnsubscribePath}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
});
