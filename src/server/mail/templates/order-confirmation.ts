import { z } from 'zod';
import { formatUsd } from '../../../common/money';
import type { MailTemplate } from '../types';
import {
  block,
  button,
  emailDocument,
  escapeHtml,
  firstNameOf,
  heading,
  orderCard,
  orderReferenceOf,
  paragraph,
} from './layout';

/** What checkout queues on completion (`orders/purchases.ts`). */
const payloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  amount: z.string(),
  delivery: z.string(),
  isComputedReport: z.boolean().default(false),
  questionnairePath: z.string().nullable(),
  /** False for orders paid through a hosted payment link, which collects no birth data. */
  hasBirthDetails: z.boolean().default(true),
});

/**
 * The order confirmation: what was bought and for how much, what happens next and when, and
 * for products 5-8 the link to the tier's questionnaire (it carries the purchase id, so it
 * works on any device).
 */
export const orderConfirmation: MailTemplate = (rawPayload, context) => {
  const order = payloadSchema.parse(rawPayload);
  const amount = formatUsd(order.amount);
  const reference = orderReferenceOf(order.purchaseId);
  const firstName = firstNameOf(order.fullName);
  const questionnaireUrl = order.questionnairePath
    ? `${context.publicUrl}${order.questionnairePath}`
    : null;
  const subject = `Your order: ${order.productName} (${amount})`;
  const askForBirthDetails =
    'We also need your birth details: reply to this e-mail with your date of birth, the time of birth (as exact as you know it, with AM or PM) and the place of birth (city and country).';
  const nextStep = [
    questionnaireUrl
      ? 'Your reading starts with you: please answer the questionnaire for your tier. We begin as soon as your answers arrive.'
      : order.hasBirthDetails && order.isComputedReport
        ? 'There is nothing more you need to do: your report is being calculated from your birth details now and arrives as a PDF in a separate e-mail within minutes.'
        : order.hasBirthDetails
          ? 'There is nothing more you need to do: we have your birth details and start on your reading now.'
          : 'We start on your reading as soon as we have your birth details.',
    order.hasBirthDetails ? '' : askForBirthDetails,
  ]
    .filter(Boolean)
    .join(' ');

  const rows = [
    block(
      [
        heading(`Thank you, ${firstName}`),
        paragraph(
          `Your payment went through and your order is confirmed. Here is what you bought and what happens next.`,
        ),
      ].join(''),
    ),
    orderCard(order.productName, `Amount paid: ${amount}`, reference),
    block(
      [
        heading('What happens next'),
        paragraph(escapeHtml(nextStep)),
        questionnaireUrl ? `${button('Answer your questionnaire', questionnaireUrl)}<br>` : '',
        paragraph(escapeHtml(order.delivery)),
        paragraph(
          `Questions about your order? Write to <a href="mailto:${escapeHtml(context.supportEmail)}" style="color:#e2b857;">${escapeHtml(context.supportEmail)}</a> and quote your order reference.`,
        ),
      ].join(''),
    ),
  ];

  const text = [
    `Thank you, ${firstName}`,
    '',
    'Your payment went through and your order is confirmed.',
    '',
    `Product: ${order.productName}`,
    `Amount paid: ${amount}`,
    `Order reference: ${reference}`,
    '',
    'What happens next',
    nextStep,
    ...(questionnaireUrl ? [`Answer your questionnaire: ${questionnaireUrl}`] : []),
    order.delivery,
    '',
    `Questions about your order? Write to ${context.supportEmail} and quote your order reference.`,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');

  return {
    subject,
    html: emailDocument({
      preheader: `${order.productName}, ${amount}: what happens next`,
      title: subject,
      rows,
      context,
    }),
    text,
  };
};
