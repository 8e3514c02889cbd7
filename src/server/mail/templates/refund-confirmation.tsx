import { formatUsd } from '../../../common/money';
import { REFUND_ARRIVAL, REFUND_CHASE_AFTER_BUSINESS_DAYS } from '../../../common/refunds';
import {
  Block,
  firstNameOf,
  MailHeading,
  MailOpening,
  Paragraph,
  SupportSentence,
  supportSentenceText,
} from './layout';
import { mailTemplate, renderMail } from './render-mail';
import {
  OrderCard,
  orderCardText,
  OrderStatusLine,
  orderReferenceOf,
  orderStatusText,
} from './order-parts';
import { refundConfirmationPayloadSchema as payloadSchema } from '../contracts';

/**
 * The refund confirmation: how much went back for which order, when the customer will see it,
 * and whom to ask. It carries no reason: that is the shop's note, not the customer's.
 */
export const refundConfirmation = mailTemplate(payloadSchema, async (refund, context) => {
  const amount = formatUsd(refund.amount);
  const reference = orderReferenceOf(refund.purchaseId);
  const firstName = firstNameOf(refund.fullName);
  const subject = `Your refund of ${amount} is on its way`;
  const arrival = `${REFUND_ARRIVAL}, depending on your bank. It appears on the statement of the card you paid with.`;
  // The refund of an upgrade only (decision 358): the order stays, as the reading it was.
  const what = refund.upgrade
    ? `We have refunded your upgrade to ${refund.upgrade.productName}. Your order is ${refund.upgrade.keptProductName} again, and everything already sent to you stays yours.`
    : 'We have refunded your order in full.';
  const card = {
    productName: refund.productName,
    amountLine: `Amount refunded: ${amount}`,
    reference,
  };
  const chase = {
    before: `Not there after ${REFUND_CHASE_AFTER_BUSINESS_DAYS} business days? Write to `,
    after: ' and quote your order reference.',
  };
  const heading = `Your refund is on its way, ${firstName}`;

  return renderMail({
    subject,
    preheader: `${refund.productName}: ${amount} refunded to your card`,
    context,
    body: (
      <>
        <MailOpening heading={heading} intro={`${what} Here are the details for your records.`} />
        <OrderCard {...card} />
        <Block>
          <MailHeading>When you will see it</MailHeading>
          <Paragraph>{arrival}</Paragraph>
          <SupportSentence context={context} words={chase} />
          {refund.isGift ? (
            context.giftManageUrl ? (
              <Paragraph>
                {'Your gift page: '}
                <a href={context.giftManageUrl(refund.purchaseId)}>
                  {context.giftManageUrl(refund.purchaseId)}
                </a>
              </Paragraph>
            ) : null
          ) : (
            <OrderStatusLine context={context} purchaseId={refund.purchaseId} />
          )}
        </Block>
      </>
    ),
    text: [
      heading,
      '',
      what,
      '',
      ...orderCardText(card),
      '',
      'When you will see it',
      arrival,
      '',
      supportSentenceText(context, chase),
      '',
      refund.isGift
        ? context.giftManageUrl
          ? `Your gift page: ${context.giftManageUrl(refund.purchaseId)}`
          : ''
        : orderStatusText(context, refund.purchaseId),
    ],
  });
});
