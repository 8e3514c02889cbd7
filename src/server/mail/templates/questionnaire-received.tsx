import { answersInPageOrder } from '../../../common/intake';
import { Fragment } from 'react';
import type { MailTemplate } from '../types';
import {
  Block,
  firstNameOf,
  MailDocument,
  MailHeading,
  OrderStatusLine,
  orderReferenceOf,
  orderStatusText,
  Paragraph,
  renderHtml,
  SupportLink,
} from './layout';
import { questionnaireReceivedPayloadSchema as payloadSchema } from '../contracts';

const SUMMARY_LENGTH = 140;

function summarise(answer: string): string {
  const flat = answer.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : flat;
}

/** Confirms what arrived: each answer summarised and each file named, then what happens next. */
export const questionnaireReceived: MailTemplate = async (rawPayload, context) => {
  const received = payloadSchema.parse(rawPayload);
  const firstName = firstNameOf(received.fullName);
  const reference = orderReferenceOf(received.purchaseId);
  const isCorrection = received.version > 1;
  const subject = isCorrection
    ? `We received your updated answers for ${received.productName}`
    : `We received your answers for ${received.productName}`;
  const intro = isCorrection
    ? 'Thank you for the update. We read this version from now on; the earlier one is kept for reference.'
    : 'Thank you: your questionnaire is in, and your reading is under way.';
  const answers = answersInPageOrder(received.responses).map(({ title, answer }) => ({
    title,
    summary: summarise(answer),
  }));
  const fileLines = received.files.map(
    (file) => `${file.kind === 'resume' ? 'Resume' : 'Palm photo'}: ${file.fileName}`,
  );

  const html = await renderHtml(
    <MailDocument preheader={intro} title={subject} context={context}>
      <Block>
        <MailHeading>{`Thank you, ${firstName}`}</MailHeading>
        <Paragraph>{intro}</Paragraph>
      </Block>
      <Block isCard>
        <Paragraph>
          <strong>What you sent us</strong>
          {` (order ${reference})`}
        </Paragraph>
        {answers.map((answer) => (
          <Paragraph key={answer.title} style={{ marginBottom: '8px' }}>
            <strong>{`${answer.title}:`}</strong>
            {` ${answer.summary}`}
          </Paragraph>
        ))}
        {fileLines.length > 0 ? (
          <Paragraph style={{ marginTop: '12px' }}>
            {fileLines.map((line, index) => (
              <Fragment key={index}>
                {index > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </Paragraph>
        ) : null}
      </Block>
      <Block>
        <MailHeading>What happens next</MailHeading>
        <Paragraph>{received.delivery}</Paragraph>
        <Paragraph>
          Want to change an answer? Open the questionnaire link from your order e-mail again and
          submit it once more, or write to <SupportLink context={context} />.
        </Paragraph>
        <OrderStatusLine context={context} purchaseId={received.purchaseId} />
      </Block>
    </MailDocument>,
  );
  const text = [
    `Thank you, ${firstName}`,
    '',
    intro,
    '',
    `What you sent us (order ${reference})`,
    ...answers.map((answer) => `- ${answer.title}: ${answer.summary}`),
    ...(fileLines.length > 0 ? ['', ...fileLines] : []),
    '',
    'What happens next',
    received.delivery,
    '',
    `Want to change an answer? Open the questionnaire link from your order e-mail again and submit it once more, or write to ${context.supportEmail}.`,
    '',
    orderStatusText(context, received.purchaseId),
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return { subject, html, text };
};
