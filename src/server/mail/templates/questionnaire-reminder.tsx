import type { MailTemplate } from '../types';
import {
  Block,
  firstNameOf,
  GoldButton,
  MailDocument,
  MailHeading,
  OrderStatusLine,
  orderReferenceOf,
  orderStatusText,
  Paragraph,
  renderHtml,
  SupportLink,
} from './layout';
import { questionnaireReminderPayloadSchema as payloadSchema } from '../contracts';

const openings = [
  'Your reading is ready to begin as soon as we hear from you.',
  'We are holding a place for your reading, and it starts with your answers.',
  'A last friendly note: your reading is still waiting for your answers.',
];

/** The reminder of an unanswered questionnaire: one link, no pressure, how long it takes. */
export const questionnaireReminder: MailTemplate = async (rawPayload, context) => {
  const reminder = payloadSchema.parse(rawPayload);
  const firstName = firstNameOf(reminder.fullName);
  const url =
    context.questionnaireUrl?.(reminder.questionnairePath, reminder.purchaseId) ??
    `${context.publicUrl}${reminder.questionnairePath}`;
  const reference = orderReferenceOf(reminder.purchaseId);
  const opening = openings[Math.min(reminder.reminderNumber, openings.length) - 1] ?? openings[0]!;
  const subject = `Your ${reminder.productName} reading is waiting for your answers`;
  const explain =
    'Our readers write your report from your chart and your own words, so the questionnaire comes first. It takes about 15 minutes; your answers are saved on your device as you type, so you can stop and come back.';

  const html = await renderHtml(
    <MailDocument preheader={opening} title={subject} context={context}>
      <Block>
        <MailHeading>{`Hello ${firstName}`}</MailHeading>
        <Paragraph>{opening}</Paragraph>
        <Paragraph>{explain}</Paragraph>
        <GoldButton href={url}>Answer your questionnaire</GoldButton>
        <Paragraph>
          {`Order reference: ${reference}. Already answered, or need a hand? Reply to this e-mail or write to `}
          <SupportLink context={context} />.
        </Paragraph>
        <OrderStatusLine context={context} purchaseId={reminder.purchaseId} />
      </Block>
    </MailDocument>,
  );
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
    orderStatusText(context, reminder.purchaseId),
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return { subject, html, text };
};
