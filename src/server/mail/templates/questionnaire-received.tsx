import { answersInPageOrder } from '../../../common/intake';
import {
  Block,
  firstNameOf,
  Lines,
  MailHeading,
  MailOpening,
  mailOpeningText,
  Paragraph,
  SupportSentence,
  supportSentenceText,
} from './layout';
import { mailTemplate, renderMail } from './render-mail';
import { OrderStatusLine, orderReferenceOf, orderStatusText } from './order-parts';
import { questionnaireReceivedPayloadSchema as payloadSchema } from '../contracts';

const SUMMARY_LENGTH = 140;

function summarise(answer: string): string {
  const flat = answer.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : flat;
}

/** Confirms what arrived: each answer summarised and each file named, then what happens next. */
export const questionnaireReceived = mailTemplate(payloadSchema, async (received, context) => {
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

  const change = {
    before:
      'Want to change an answer? Open the questionnaire link from your order e-mail again and submit it once more, or write to ',
    after: '.',
  };

  const thanks = { heading: `Thank you, ${firstName}`, intro };

  return renderMail({
    subject,
    preheader: intro,
    context,
    body: (
      <>
        <MailOpening {...thanks} />
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
              <Lines lines={fileLines} />
            </Paragraph>
          ) : null}
        </Block>
        <Block>
          <MailHeading>What happens next</MailHeading>
          <Paragraph>{received.delivery}</Paragraph>
          <SupportSentence context={context} words={change} />
          <OrderStatusLine context={context} purchaseId={received.purchaseId} />
        </Block>
      </>
    ),
    text: [
      ...mailOpeningText(thanks),
      '',
      `What you sent us (order ${reference})`,
      ...answers.map((answer) => `- ${answer.title}: ${answer.summary}`),
      ...(fileLines.length > 0 ? ['', ...fileLines] : []),
      '',
      'What happens next',
      received.delivery,
      '',
      supportSentenceText(context, change),
      '',
      orderStatusText(context, received.purchaseId),
    ],
  });
});
