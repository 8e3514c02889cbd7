import {
  supportMessageToCustomerPayloadSchema,
  supportMessageToReaderPayloadSchema,
} from '../contracts';
import type { MailTemplate } from '../types';
import {
  block,
  button,
  emailDocument,
  escapeHtml,
  firstNameOf,
  heading,
  orderReferenceOf,
  orderStatusUrlOf,
  paragraph,
  unlinkable,
} from './layout';

/** A message as typed, in a card: escaped, its line breaks kept. */
function quotedMessage(body: string): string {
  const lines = escapeHtml(body).split('\n').join('<br>');
  return block(paragraph(lines, 'white-space:pre-wrap;'), { isCard: true });
}

/**
 * A reader answered in the order's support thread: the answer, and the private order link to
 * read the thread and reply there (a reply by e-mail reaches the support address instead).
 */
export const supportMessageToCustomer: MailTemplate = (rawPayload, context) => {
  const message = supportMessageToCustomerPayloadSchema.parse(rawPayload);
  const url = orderStatusUrlOf(context, message.purchaseId);
  const reader = message.readerName ?? 'Your reader';
  const subject = `${reader} answered your question about ${message.productName}`;
  const reference = orderReferenceOf(message.purchaseId);
  const rows = [
    block(
      [
        heading(`A new answer for you, ${firstNameOf(message.fullName)}`),
        paragraph(escapeHtml(`${reader} wrote in the thread of your order ${reference}:`)),
      ].join(''),
    ),
    quotedMessage(message.body),
    block(
      [
        paragraph(
          'Read the whole thread and write back on your order page (a private link, please keep it to yourself):',
        ),
        button('Open your order', url),
      ].join(''),
    ),
  ];
  const text = [
    `A new answer for you, ${firstNameOf(message.fullName)}`,
    '',
    `${reader} wrote in the thread of your order ${reference}:`,
    '',
    message.body,
    '',
    `Read the whole thread and write back on your order page (a private link, please keep it to yourself): ${url}`,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailDocument({ preheader: subject, title: subject, rows, context }),
    text,
  };
};

/**
 * A customer wrote in an order's support thread: the message (kept from turning into links),
 * the answer target and the admin order page to answer from.
 */
export const supportMessageToReader: MailTemplate = (rawPayload, context) => {
  const message = supportMessageToReaderPayloadSchema.parse(rawPayload);
  const url = `${context.publicUrl}/admin/purchase/${message.purchaseId}`;
  const reference = orderReferenceOf(message.purchaseId);
  const who = message.customerName ?? 'The customer';
  const kind = message.isPriority ? 'Priority support' : 'Support';
  const subject = `${kind}: a question on order ${reference} (${message.productName})`;
  const due = `Answer ${message.answerTarget}, by ${message.answerDue}.`;
  const rows = [
    block(
      [
        heading(`${kind}: a new question`),
        paragraph(escapeHtml(`${who} wrote on order ${reference} (${message.productName}):`)),
      ].join(''),
    ),
    quotedMessage(unlinkable(message.body)),
    block([paragraph(escapeHtml(due)), button('Answer from the order page', url)].join('')),
  ];
  const text = [
    `${kind}: a new question`,
    '',
    `${who} wrote on order ${reference} (${message.productName}):`,
    '',
    unlinkable(message.body),
    '',
    due,
    `Answer from the order page: ${url}`,
  ].join('\n');
  return {
    subject,
    html: emailDocument({ preheader: due, title: subject, rows, context }),
    text,
  };
};
