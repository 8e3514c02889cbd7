import type { MailTemplate } from '../types';
import {
  block,
  button,
  emailDocument,
  escapeHtml,
  firstNameOf,
  heading,
  orderReferenceOf,
  orderStatusLink,
  paragraph,
} from './layout';
import { questionnaireReminderPayloadSchema as payloadSchema } from '../contracts';

const openings = [
  'Your reading is ready to begin as soon as we hear from you.',
  'We are holding a place for your reading, and it starts with your answers.',
  'A last friendly note: your reading is still waiting for your answers.',
];

/** The reminder of an unanswered questionnaire: one link, no pressure, how long it takes. */
export const questionnaireReminder: MailTemplate = (rawPayload, context) => {
  const reminder = payloadSchema.parse(rawPayload);
  const firstName = firstNameOf(reminder.fullName);
  const url = `${context.publicUrl}${reminder.questionnairePath}`;
  const reference = orderReferenceOf(reminder.purchaseId);
  const status = orderStatusLink(context, reminder.purchaseId);
  const opening = openings[Math.min(reminder.reminderNumber, openings.length) - 1] ?? openings[0]!;
  const subject = `Your ${reminder.productName} reading is waiting for your answers`;
  const explain =
    'Our readers write your report from your chart and your own words, so the questionnaire comes first. It takes about 15 minutes; your answers are saved on your device as you type, so you can stop and come back.';

  const rows = [
    block(
      [
        heading(`Hello ${firstName}`),
        paragraph(escapeHtml(opening)),
        paragraph(escapeHtml(explain)),
        `${button('Answer your questionnaire', url)}<br>`,
        paragraph(
          `Order reference: ${escapeHtml(reference)}. Already answered, or need a hand? Reply to this e-mail or write to <a href="mailto:${escapeHtml(context.supportEmail)}" style="color:#e2b857;">${escapeHtml(context.supportEmail)}</a>.`,
        ),
        status.html,
      ].join(''),
    ),
  ];
  const text = [
    `Hello ${firstName}`,
    '',
    opening,
    '',
    explain,
    '',
    `Answer your questionnaire: ${url}`,
    '',
    `Order reference: ${reference}. Already answered, or need a hand? Reply to this e-mail or write to ${context.supportEmail}.`,
    '',
    status.text,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailDocument({ preheader: opening, title: subject, rows, context }),
    text,
  };
};
