import type { ReactNode } from 'react';
import {
  supportMessageToCustomerPayloadSchema,
  supportMessageToReaderPayloadSchema,
} from '../contracts';
import {
  Block,
  firstNameOf,
  GoldButton,
  Lines,
  MailOpening,
  mailOpeningText,
  Paragraph,
  type MailOpeningWords,
} from './layout';
import { mailTemplate, renderMail, type MailParts } from './render-mail';
import { orderReferenceOf, orderStatusUrlOf } from './order-parts';
import { unlinkable } from './unlinkable';

interface ThreadMessageMail extends Omit<MailParts, 'body' | 'text'> {
  /** The heading, and who wrote on which order. */
  opening: MailOpeningWords;
  /** The message as it goes out, its line breaks kept. */
  message: string;
  /** Where to answer it: the last block, and its lines in the text part. */
  answer: ReactNode;
  answerText: string[];
}

/** Both thread mails: who wrote on which order, the message in a card, where to answer it. */
function renderThreadMessage(mail: ThreadMessageMail) {
  const { opening, message, answer, answerText, ...parts } = mail;
  return renderMail({
    ...parts,
    body: (
      <>
        <MailOpening {...opening} />
        <Block isCard>
          <Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            <Lines lines={message.split('\n')} />
          </Paragraph>
        </Block>
        <Block>{answer}</Block>
      </>
    ),
    text: [...mailOpeningText(opening), '', message, '', ...answerText],
  });
}

/**
 * A reader answered in the order's support thread: the answer, and the private order link to
 * read the thread and reply there (a reply by e-mail reaches the support address instead).
 */
export const supportMessageToCustomer = mailTemplate(
  supportMessageToCustomerPayloadSchema,
  async (message, context) => {
    const url = orderStatusUrlOf(context, message.purchaseId);
    const reader = message.readerName ?? 'Your reader';
    const subject = `${reader} answered your question about ${message.productName}`;
    const reference = orderReferenceOf(message.purchaseId);
    const readThread =
      'Read the whole thread and write back on your order page (a private link, please keep it to yourself):';
    return renderThreadMessage({
      subject,
      preheader: subject,
      context,
      opening: {
        heading: `A new answer for you, ${firstNameOf(message.fullName)}`,
        intro: `${reader} wrote in the thread of your order ${reference}:`,
      },
      message: message.body,
      answer: (
        <>
          <Paragraph>{readThread}</Paragraph>
          <GoldButton href={url}>Open your order</GoldButton>
        </>
      ),
      answerText: [`${readThread} ${url}`],
    });
  },
);

/**
 * A customer wrote in an order's support thread: the message (kept from turning into links),
 * the answer target and the admin order page to answer from.
 */
export const supportMessageToReader = mailTemplate(
  supportMessageToReaderPayloadSchema,
  async (message, context) => {
    const url = `${context.publicUrl}/admin/purchase/${message.purchaseId}`;
    const reference = orderReferenceOf(message.purchaseId);
    const who = message.customerName ?? 'The customer';
    const kind = message.isPriority ? 'Priority support' : 'Support';
    const due = `Answer ${message.answerTarget}, by ${message.answerDue}.`;
    return renderThreadMessage({
      subject: `${kind}: a question on order ${reference} (${message.productName})`,
      preheader: due,
      context,
      opening: {
        heading: `${kind}: a new question`,
        intro: `${who} wrote on order ${reference} (${message.productName}):`,
      },
      message: unlinkable(message.body),
      answer: (
        <>
          <Paragraph>{due}</Paragraph>
          <GoldButton href={url}>Answer from the order page</GoldButton>
        </>
      ),
      answerText: [due, `Answer from the order page: ${url}`],
      hasTextFooter: false,
    });
  },
);
