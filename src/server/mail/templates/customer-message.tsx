import { customerMessagePayloadSchema as payloadSchema } from '../contracts';
import {
  Block,
  firstNameOf,
  Lines,
  Paragraph,
  SupportSentence,
  supportSentenceText,
} from './layout';
import { mailTemplate, renderMail } from './render-mail';
import { OrderStatusLine, orderReferenceOf, orderStatusText } from './order-parts';

/**
 * A message an admin wrote to the customer about their order: the text exactly as typed, each
 * blank-line-separated paragraph its own paragraph, its line breaks kept, no markup of the
 * admin's reaching the mail. The order's reference and page follow, so the reply finds it.
 */
export const customerMessage = mailTemplate(payloadSchema, async (message, context) => {
  const reference = orderReferenceOf(message.purchaseId);
  const greeting = `Dear ${firstNameOf(message.fullName)},`;
  const paragraphs = message.body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  const reply = {
    before: 'Reply to this e-mail or write to ',
    after: `, quoting order ${reference}.`,
  };
  return renderMail({
    subject: message.subject,
    preheader: `About your order ${reference}`,
    context,
    body: (
      <Block>
        <Paragraph>{greeting}</Paragraph>
        {paragraphs.map((part, index) => (
          <Paragraph key={index}>
            <Lines lines={part.split('\n')} />
          </Paragraph>
        ))}
        <SupportSentence context={context} words={reply} />
        <OrderStatusLine context={context} purchaseId={message.purchaseId} />
      </Block>
    ),
    text: [
      greeting,
      '',
      paragraphs.join('\n\n'),
      '',
      supportSentenceText(context, reply),
      '',
      orderStatusText(context, message.purchaseId),
    ],
  });
});
