import type { MailTemplate } from '../types';
import { customerMessagePayloadSchema as payloadSchema } from '../contracts';
import {
  block,
  emailDocument,
  escapeHtml,
  firstNameOf,
  orderReferenceOf,
  orderStatusLink,
  paragraph,
} from './layout';

/**
 * A message an admin wrote to the customer about their order: the text exactly as typed, each
 * blank-line-separated paragraph its own paragraph, every character escaped, no markup of the
 * admin's reaching the mail. The order's reference and page follow, so the reply finds it.
 */
export const customerMessage: MailTemplate = (rawPayload, context) => {
  const message = payloadSchema.parse(rawPayload);
  const reference = orderReferenceOf(message.purchaseId);
  const status = orderStatusLink(context, message.purchaseId);
  const greeting = `Dear ${firstNameOf(message.fullName)},`;
  const paragraphs = message.body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  const support = escapeHtml(context.supportEmail);
  const rows = [
    block(
      [
        paragraph(escapeHtml(greeting)),
        ...paragraphs.map((part) => paragraph(escapeHtml(part).replace(/\n/g, '<br>'))),
        paragraph(
          `Reply to this e-mail or write to <a href="mailto:${support}" style="color:#e2b857;">${support}</a>, quoting order ${escapeHtml(reference)}.`,
        ),
        status.html,
      ].join(''),
    ),
  ];
  const text = [
    greeting,
    '',
    paragraphs.join('\n\n'),
    '',
    `Reply to this e-mail or write to ${context.supportEmail}, quoting order ${reference}.`,
    '',
    status.text,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return {
    subject: message.subject,
    html: emailDocument({
      preheader: `About your order ${reference}`,
      title: message.subject,
      rows,
      context,
    }),
    text,
  };
};
