import type { ReactNode } from 'react';
import type { MailContext } from '../types';
import {
  Block,
  GoldButton,
  GoldLink,
  MailHeading,
  MailOpening,
  mailOpeningText,
  Paragraph,
  type MailOpeningWords,
} from './layout';

/*
 * What the mails about an order say alike, each piece with its line in the plain-text part: the
 * opening with the order's card, what happens next, the private link of its status page.
 */

export { orderReferenceOf } from '../../../common/order-status';

/** The private status page of an order, or the lookup form when this context cannot sign. */
export function orderStatusUrlOf(context: MailContext, purchaseId: string): string {
  return context.orderStatusUrl?.(purchaseId) ?? `${context.publicUrl}/order`;
}

/** An order's questionnaire, signed when this context can sign, else its path alone. */
export function questionnaireUrlOf(context: MailContext, path: string, purchaseId: string): string {
  return context.questionnaireUrl?.(path, purchaseId) ?? `${context.publicUrl}${path}`;
}

export interface OrderCardFacts {
  productName: string;
  /** One money line, e.g. "Amount paid: $35.00"; none in a delivery. */
  amountLine?: string;
  reference: string;
}

/** The card naming the order: product, money line, reference, then what `children` add. */
export function OrderCard(props: OrderCardFacts & { children?: ReactNode }) {
  return (
    <Block isCard>
      <Paragraph style={{ marginBottom: '4px' }}>
        <strong>{props.productName}</strong>
      </Paragraph>
      {props.amountLine ? (
        <Paragraph style={{ marginBottom: '4px' }}>{props.amountLine}</Paragraph>
      ) : null}
      <Paragraph>{`Order reference: ${props.reference}`}</Paragraph>
      {props.children}
    </Block>
  );
}

/** The same card in the plain-text part. */
export function orderCardText(card: OrderCardFacts): string[] {
  return [
    `Product: ${card.productName}`,
    ...(card.amountLine ? [card.amountLine] : []),
    `Order reference: ${card.reference}`,
  ];
}

/** An order mail's first blocks: the greeting, then the order's card with what `children` add. */
export function OrderOpening(props: {
  opening: MailOpeningWords;
  card: OrderCardFacts;
  children?: ReactNode;
}) {
  return (
    <>
      <MailOpening {...props.opening} />
      <OrderCard {...props.card}>{props.children}</OrderCard>
    </>
  );
}

/** The same opening in the plain-text part. */
export function orderOpeningText(opening: MailOpeningWords, card: OrderCardFacts): string[] {
  return [...mailOpeningText(opening), '', ...orderCardText(card)];
}

export interface NextStepsFacts {
  nextStep: string;
  /** The questionnaire to answer first, when the product asks one. */
  questionnaireUrl: string | null;
  /** When the reading arrives, in the catalogue's words. */
  delivery: string;
}

/** What happens after a payment: the next step, the questionnaire's button, the delivery. */
export function NextSteps(props: NextStepsFacts & { children: ReactNode }) {
  return (
    <Block>
      <MailHeading>What happens next</MailHeading>
      <Paragraph>{props.nextStep}</Paragraph>
      {props.questionnaireUrl ? (
        <GoldButton href={props.questionnaireUrl}>Answer your questionnaire</GoldButton>
      ) : null}
      <Paragraph>
        <strong>When it arrives:</strong> {props.delivery}
      </Paragraph>
      {props.children}
    </Block>
  );
}

/** The same steps in the plain-text part. */
export function nextStepsText(steps: NextStepsFacts): string[] {
  return [
    'What happens next',
    steps.nextStep,
    ...(steps.questionnaireUrl ? [`Answer your questionnaire: ${steps.questionnaireUrl}`] : []),
    `When it arrives: ${steps.delivery}`,
  ];
}

/** The line every order mail carries: the private link of the order's status page. */
export function OrderStatusLine({
  context,
  purchaseId,
}: {
  context: MailContext;
  purchaseId: string;
}) {
  return (
    <Paragraph>
      Follow your order at any time:{' '}
      <GoldLink href={orderStatusUrlOf(context, purchaseId)}>your order status page</GoldLink> (a
      private link, please keep it to yourself).
    </Paragraph>
  );
}

/** The same line in the plain-text part. */
export function orderStatusText(context: MailContext, purchaseId: string): string {
  return `Follow your order at any time (a private link, please keep it to yourself): ${orderStatusUrlOf(context, purchaseId)}`;
}
