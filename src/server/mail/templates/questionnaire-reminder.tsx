import { questionnaireReminderPayloadSchema as payloadSchema } from '../contracts';
import { renderCallToActionMail } from './call-to-action-mail';
import { firstNameOf } from './layout';
import { orderReferenceOf, questionnaireUrlOf } from './order-parts';
import { mailTemplate } from './render-mail';

const openings = [
  'Your reading is ready to begin as soon as we hear from you.',
  'We are holding a place for your reading, and it starts with your answers.',
  'A last friendly note: your reading is still waiting for your answers.',
];

/** The reminder of an unanswered questionnaire: one link, no pressure, how long it takes. */
export const questionnaireReminder = mailTemplate(payloadSchema, async (reminder, context) => {
  const firstName = firstNameOf(reminder.fullName);
  const url = questionnaireUrlOf(context, reminder.questionnairePath, reminder.purchaseId);
  const reference = orderReferenceOf(reminder.purchaseId);
  const intro = openings[Math.min(reminder.reminderNumber, openings.length) - 1] ?? openings[0]!;
  const opening = { heading: `Hello ${firstName}`, intro };
  const subject = `Your ${reminder.productName} reading is waiting for your answers`;
  const explain =
    'Our readers write your report from your chart and your own words, so the questionnaire comes first. It takes about 15 minutes; your answers are saved on your device as you type, so you can stop and come back.';

  return renderCallToActionMail({
    subject,
    preheader: intro,
    context,
    opening,
    explain,
    action: { label: 'Answer your questionnaire', url },
    help: {
      before: `Order reference: ${reference}. Already answered, or need a hand? Reply to this e-mail or write to `,
      after: '.',
    },
    purchaseId: reminder.purchaseId,
  });
});
