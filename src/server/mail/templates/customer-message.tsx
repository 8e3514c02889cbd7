import { Fragment } from 'react';
import type { MailTemplate } from '../types';
import { customerMessagePayloadSchema as payloadSchema } from '../contracts';
import {
  Block,
  firstNameOf,
  MailDocument,
  OrderStatusLine,
  orderReferenceOf,
  orderStatusText,
  Paragraph,
  renderHtml,
  SupportLink,
} from './layout';

/**
 * A message an admin wrote to the customer about their order: the text exactly as typed, each
 * blank-line-separated paragraph its own paragraph, its line breaks kept, no markup of the
 * admin's reaching the mail. The order's reference and page follow, so the reply finds it.
 */
export const customerMessage: MailTemplate = async (rawPayload, context) => {
  const message = payloadSchema.parse(rawPayload);
  const reference = orderReferenceOf(message.purchaseId);
  const greeting = `Dear ${firstNameOf(message.fullName)},`;
  const paragraphs = message.body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  const html = await renderHtml(
    <MailDocument
      preheader={`About your order ${reference}`}
      title={message.subject}
      context={context}
    >
      <Block>
        <Paragraph>{greeting}</Paragraph>
        {paragraphs.map((part, index) => (
          <Paragraph key={index}>
            {part.split('\n').map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </Paragraph>
        ))}
        <Paragraph>
          Reply to this e-mail or write to <SupportLink context={context} />
          {`, quoting order ${reference}.`}
        </Paragraph>
        <OrderStatusLine context={context} purchaseId={message.purchaseId} />
      </Block>
    </MailDocument>,
  );
  const text = [
    greeting,
    '',
    paragraphs.join('\n\n'),
    '',
    `Reply to this e-mail or write to ${context.supportEmail}, quoting order ${reference}.`,
    '',
    orderStatusText(context, message.purchaseId),
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return { subject: message.subject, html, text };
};
