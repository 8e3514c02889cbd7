import type { z } from 'zod';
import { findProduct } from '../../../common/catalogue';
import { joinNames } from '../../../common/text';
import { formatUsd } from '../../../common/money';
import {
  Block,
  ButtonNote,
  firstNameOf,
  GoldButton,
  MailHeading,
  Paragraph,
  SupportSentence,
  supportSentenceText,
} from './layout';
import { mailTemplate, renderMail } from './render-mail';
import {
  NextSteps,
  nextStepsText,
  OrderOpening,
  orderOpeningText,
  orderReferenceOf,
  orderStatusUrlOf,
  questionnaireUrlOf,
} from './order-parts';
import { clockText, longDate } from './summary-facts';
import { orderConfirmationPayloadSchema as payloadSchema } from '../contracts';

/** "The Cosmic Map is ..." stays; "Your Destiny Matrix is ..." becomes "your Destiny Matrix is ...". */
function lowerFirst(sentence: string): string {
  return sentence.startsWith('Your ') ? `your ${sentence.slice(5)}` : sentence;
}

type BirthData = NonNullable<z.infer<typeof payloadSchema>['birth']>;

function birthRows(birth: BirthData): { label: string; value: string }[] {
  return [
    { label: 'Name', value: birth.fullName },
    { label: 'Date of birth', value: longDate(birth.date) },
    {
      label: 'Time of birth',
      value: birth.time
        ? clockText(birth.time)
        : 'Not known (your documents say what depends on it)',
    },
    { label: 'Place of birth', value: birth.place },
  ];
}

/**
 * The order confirmation: what was bought and for how much, what happens next and when, and
 * for products with a questionnaire the link to the tier's questionnaire (it carries the purchase id, so it
 * works on any device).
 */
export const orderConfirmation = mailTemplate(payloadSchema, async (order, context) => {
  const amount = formatUsd(order.amount);
  const reference = orderReferenceOf(order.purchaseId);
  const firstName = firstNameOf(order.fullName);
  const questionnaireUrl = order.questionnairePath
    ? questionnaireUrlOf(context, order.questionnairePath, order.purchaseId)
    : null;
  const gift = order.giftFrom;
  const subject = gift
    ? `Your reading: ${order.productName}, a gift from ${gift}`
    : `Your order: ${order.productName} (${amount})`;
  const opening = gift
    ? `${gift}'s gift to you is claimed and your reading is confirmed. Here is what it is and what happens next.`
    : 'Your payment went through and your order is confirmed. Here is what you bought and what happens next.';
  const amountLine = gift ? `A gift from ${gift}` : `Amount paid: ${amount}`;
  const askForBirthDetails =
    'We also need your birth details: reply to this e-mail with your date of birth, the time of birth (as exact as you know it, with AM or PM) and the place of birth (city and country).';
  const computed = order.hasBirthDetails ? order.computedDocuments : [];
  const computedNow =
    computed.length === 0
      ? ''
      : computed.length === 1
        ? `${computed[0]} is being calculated from your birth details now and arrives as a PDF in a separate e-mail within minutes.`
        : `${joinNames(computed)} are being calculated from your birth details now and arrive as PDFs in a separate e-mail within minutes.`;
  // "Astrocartography Map" reads "Your Astrocartography Map"; "Your Year Journal" stays.
  const waiting = (order.hasBirthDetails ? order.waitingForBirthTime : []).map((name) =>
    name.startsWith('Your ') ? name : `your ${name}`,
  );
  const one = waiting.length === 1;
  const waitingNote =
    waiting.length === 0
      ? ''
      : `Y${joinNames(waiting).slice(1)} ${one ? 'needs' : 'need'} your birth time: ${one ? 'it is' : 'they are'} drawn once you send it to us.`;
  const nextStep = [
    questionnaireUrl
      ? 'Your reading starts with you: please answer the questionnaire for your tier. We begin as soon as your answers arrive.'
      : order.hasBirthDetails && order.isComputedReport
        ? 'There is nothing more you need to do.'
        : order.hasBirthDetails
          ? 'There is nothing more you need to do: we have your birth details and start on your reading now.'
          : 'We start on your reading as soon as we have your birth details.',
    questionnaireUrl && computedNow ? `Meanwhile, ${lowerFirst(computedNow)}` : computedNow,
    waitingNote,
    order.hasBirthDetails ? '' : askForBirthDetails,
  ]
    .filter(Boolean)
    .join(' ');

  const statusUrl = orderStatusUrlOf(context, order.purchaseId);
  const guaranteeDays = order.guaranteeDays ?? findProduct(order.productId)?.guaranteeDays;
  const birth = order.birth ? birthRows(order.birth) : [];
  const birthCheck = {
    before:
      'Please check these now: a wrong date, time or place changes the whole chart. If anything is off, reply to this e-mail or write to ',
    after:
      ' with the right details and we will correct your order before your reading is made (or make it again from the right data).',
  };
  const guarantee =
    guaranteeDays && !gift
      ? `Your ${guaranteeDays}-day guarantee: if your reading is not what you hoped for, write to us within ${guaranteeDays} days of payment for a full refund.`
      : '';
  const statusNote =
    'This link is private to you: it opens your order without a password, so please do not share it.';

  const welcome = {
    heading: gift ? `Welcome, ${firstName}` : `Thank you, ${firstName}`,
    intro: opening,
  };
  const card = { productName: order.productName, amountLine, reference };
  const nextSteps = { nextStep, questionnaireUrl, delivery: order.delivery };
  const questions = {
    before: 'Questions about your order? Write to ',
    after: ' and quote your order reference.',
  };

  return renderMail({
    subject,
    preheader: `${order.productName}, ${gift ? `a gift from ${gift}` : amount}: what happens next`,
    context,
    body: (
      <>
        <OrderOpening opening={welcome} card={card} />
        <NextSteps {...nextSteps}>
          <Paragraph>Follow your order at any time, from received to delivered:</Paragraph>
          <GoldButton href={statusUrl}>See your order status</GoldButton>
          <ButtonNote>{statusNote}</ButtonNote>
        </NextSteps>
        {birth.length > 0 ? (
          <Block isCard>
            <MailHeading>The birth data we use</MailHeading>
            {birth.map((row, index) => (
              <Paragraph
                key={row.label}
                style={index === birth.length - 1 ? {} : { marginBottom: '4px' }}
              >
                {`${row.label}: `}
                <strong>{row.value}</strong>
              </Paragraph>
            ))}
            <SupportSentence context={context} words={birthCheck} />
          </Block>
        ) : null}
        <Block>
          {guarantee ? <Paragraph>{guarantee}</Paragraph> : null}
          <SupportSentence context={context} words={questions} />
        </Block>
      </>
    ),
    text: [
      ...orderOpeningText(welcome, card),
      '',
      ...nextStepsText(nextSteps),
      '',
      `Your order status: ${statusUrl}`,
      statusNote,
      ...(birth.length > 0
        ? [
            '',
            'The birth data we use',
            ...birth.map((row) => `${row.label}: ${row.value}`),
            supportSentenceText(context, birthCheck),
          ]
        : []),
      '',
      ...(guarantee ? [guarantee, ''] : []),
      supportSentenceText(context, questions),
    ],
  });
});
