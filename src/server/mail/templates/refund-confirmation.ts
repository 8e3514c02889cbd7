import { formatUsd } from '../../../common/money';
import { REFUND_ARRIVAL, REFUND_CHASE_AFTER_BUSINESS_DAYS } from '../../../common/refunds';
import type { MailTemplate } from '../types';
import {
  block,
  emailDocument,
  escapeHtml,
  firstNameOf,
  heading,
  orderCard,
  orderReferenceOf,
  orderStatusLink,
  paragraph,
} from './layout';
import { refundConfirmationPayloadSchema as payloadSchema } from '../contracts';

/**
 * The refund confirmation: how much went back for which order, when the customer will see it,
 * and whom to ask. It carries no reason: that is the shop's note, not the customer's.
 */
export const refundConfirmation: MailTemplate = (rawPayload, context) => {
  const refund = payloadSchema.parse(rawPayload);
  const amount = formatUsd(refund.amount);
  const reference = orderReferenceOf(refund.purchaseId);
  const status = orderStatusLink(context, refund.purchaseId);
  const firstName = firstNameOf(refund.fullName);
  const subject = `Your refund of ${amount} is on its way`;
  const arrival = `${REFUND_ARRIVAL}, depending on your bank. It appears on the statement of the card you paid with.`;
  const support = escapeHtml(context.supportEmail);

  const rows = [
    block(
      [
        heading(`Your refund is on its way, ${firstName}`),
        paragraph('We have refunded your order in full. Here are the details for your records.'),
      ].join(''),
    ),
    orderCard(refund.productName, `Amount refunded: ${amount}`, reference),
    block(
      [
        heading('When you will see it'),
        paragraph(escapeHtml(arrival)),
        paragraph(
          `Not there after ${REFUND_CHASE_AFTER_BUSINESS_DAYS} business days? Write to <a href="mailto:${support}" style="color:#e2b857;">${support}</a> and quote your order reference.`,
        ),
        status.html,
      ].join(''),
    ),
  ];

  const text = [
    `Your refund is on its way, ${firstName}`,
    '',
    'We have refunded your order in full.',
    '',
    `Product: ${refund.productName}`,
    `Amount refunded: ${amount}`,
    `Order reference: ${reference}`,
    '',
    'When you will see it',
    arrival,
    '',
    `Not there after ${REFUND_CHASE_AFTER_BUSINESS_DAYS} business days? Write to ${context.supportEmail} and quote your order reference.`,
    '',
    status.text,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');

  return {
    subject,
    html: emailDocument({
      preheader: `${refund.productName}: ${amount} refunded to your card`,
      title: subject,
      rows,
      context,
    }),
    text,
  };
};
