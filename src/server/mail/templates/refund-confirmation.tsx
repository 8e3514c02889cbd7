import { formatUsd } from '../../../common/money';
import { REFUND_ARRIVAL, REFUND_CHASE_AFTER_BUSINESS_DAYS } from '../../../common/refunds';
import type { MailTemplate } from '../types';
import {
  Block,
  firstNameOf,
  MailDocument,
  MailHeading,
  OrderCard,
  OrderStatusLine,
  orderReferenceOf,
  orderStatusText,
  Paragraph,
  renderHtml,
  SupportLink,
} from './layout';
import { refundConfirmationPayloadSchema as payloadSchema } from '../contracts';

/**
 * The refund confirmation: how much went back for which order, when the customer will see it,
 * and whom to ask. It carries no reason: that is the shop's note, not the customer's.
 */
export const refundConfirmation: MailTemplate = async (rawPayload, context) => {
  const refund = payloadSchema.parse(rawPayload);
  const amount = formatUsd(refund.amount);
  const reference = orderReferenceOf(refund.purchaseId);
  const firstName = firstNameOf(refund.fullName);
  const subject = `Your refund of ${amount} is on its way`;
  const arrival = `${REFUND_ARRIVAL}, depending on your bank. It appears on the statement of the card you paid with.`;
  // The refund of an upgrade only (decision 358): the order stays, as the reading it was.
  const what = refund.upgrade
    ? `We have refunded your upgrade to ${refund.upgrade.productName}. Your order is ${refund.upgrade.keptProductName} again, and everything already sent to you stays yours.`
    : 'We have refunded your order in full.';
  const html = await renderHtml(
    <MailDocument
      preheader={`${refund.productName}: ${amount} refunded to your card`}
      title={subject}
      context={context}
    >
      <Block>
        <MailHeading>{`Your refund is on its way, ${firstName}`}</MailHeading>
        <Paragraph>{`${what} Here are the details for your records.`}</Paragraph>
      </Block>
      <OrderCard
        productName={refund.productName}
        amountLine={`Amount refunded: ${amount}`}
        reference={reference}
      />
      <Block>
        <MailHeading>When you will see it</MailHeading>
        <Paragraph>{arrival}</Paragraph>
        <Paragraph>
          {`Not there after ${REFUND_CHASE_AFTER_BUSINESS_DAYS} business days? Write to `}
          <SupportLink context={context} /> and quote your order reference.
        </Paragraph>
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
    </MailDocument>,
  );

  const text = [
    `Your refund is on its way, ${firstName}`,
    '',
    what,
    '',
    `Product: ${refund.productName}`,
    `Amount refunded: ${amount}`,
    `Order reference: ${reference}`,
    '',
    'When you will see it',
    arrival,
    '',
    `Not there after ${REFUND_CHASE_AFTER_BUSINESS_DAYS} business days? Write to ${context.supportEmail} and quote your order reference.`,
    '',
    refund.isGift
      ? context.giftManageUrl
        ? `Your gift page: ${context.giftManageUrl(refund.purchaseId)}`
        : ''
      : orderStatusText(context, refund.purchaseId),
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');

  return { subject, html, text };
};
