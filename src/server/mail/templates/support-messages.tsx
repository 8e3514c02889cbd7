import { Fragment } from 'react';
import {
  supportMessageToCustomerPayloadSchema,
  supportMessageToReaderPayloadSchema,
} from '../contracts';
import type { MailTemplate } from '../types';
import {
  Block,
  firstNameOf,
  GoldButton,
  MailDocument,
  MailHeading,
  orderReferenceOf,
  orderStatusUrlOf,
  Paragraph,
  renderHtml,
} from './layout';
import { unlinkable } from './unlinkable';

/** A message as typed, in a card, its line breaks kept. */
function QuotedMessage({ body }: { body: string }) {
  return (
    <Block isCard>
      <Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {body.split('\n').map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </Paragraph>
    </Block>
  );
}

/**
 * A reader answered in the order's support thread: the answer, and the private order link to
 * read the thread and reply there (a reply by e-mail reaches the support address instead).
 */
export const supportMessageToCustomer: MailTemplate = async (rawPayload, context) => {
  const message = supportMessageToCustomerPayloadSchema.parse(rawPayload);
  const url = orderStatusUrlOf(context, message.purchaseId);
  const reader = message.readerName ?? 'Your reader';
  const subject = `${reader} answered your question about ${message.productName}`;
  const reference = orderReferenceOf(message.purchaseId);
  const html = await renderHtml(
    <MailDocument preheader={subject} title={subject} context={context}>
      <Block>
        <MailHeading>{`A new answer for you, ${firstNameOf(message.fullName)}`}</MailHeading>
        <Paragraph>{`${reader} wrote in the thread of your order ${reference}:`}</Paragraph>
      </Block>
      <QuotedMessage body={message.body} />
      <Block>
        <Paragraph>
          Read the whole thread and write back on your order page (a private link, please keep it to
          yourself):
        </Paragraph>
        <GoldButton href={url}>Open your order</GoldButton>
      </Block>
    </MailDocument>,
  );
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
  return { subject, html, text };
};

/**
 * A customer wrote in an order's support thread: the message (kept from turning into links),
 * the answer target and the admin order page to answer from.
 */
export const supportMessageToReader: MailTemplate = async (rawPayload, context) => {
  const message = supportMessageToReaderPayloadSchema.parse(rawPayload);
  const url = `${context.publicUrl}/admin/purchase/${message.purchaseId}`;
  const reference = orderReferenceOf(message.purchaseId);
  const who = message.customerName ?? 'The customer';
  const kind = message.isPriority ? 'Priority support' : 'Support';
  const subject = `${kind}: a question on order ${reference} (${message.productName})`;
  const due = `Answer ${message.answerTarget}, by ${message.answerDue}.`;
  const html = await renderHtml(
    <MailDocument preheader={due} title={subject} context={context}>
      <Block>
        <MailHeading>{`${kind}: a new question`}</MailHeading>
        <Paragraph>{`${who} wrote on order ${reference} (${message.productName}):`}</Paragraph>
      </Block>
      <QuotedMessage body={unlinkable(message.body)} />
      <Block>
        <Paragraph>{due}</Paragraph>
        <GoldButton href={url}>Answer from the order page</GoldButton>
      </Block>
    </MailDocument>,
  );
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
  return { subject, html, text };
};
