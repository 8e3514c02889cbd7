import { formatLongDay } from '../../../common/format';
import { formatUsd } from '../../../common/money';
import { orderUpgradedPayloadSchema as payloadSchema } from '../contracts';
import type { MailTemplate } from '../types';
import {
  Block,
  firstNameOf,
  GoldButton,
  MailDocument,
  MailHeading,
  OrderCard,
  orderReferenceOf,
  orderStatusUrlOf,
  Paragraph,
  renderHtml,
  SupportLink,
} from './layout';

/**
 * The upgrade's confirmation (decision 358): what the difference paid for, that what was
 * delivered stays, what happens next (the new questionnaire first, when there is one), and this
 * payment's own guarantee.
 */
export const orderUpgraded: MailTemplate = async (rawPayload, context) => {
  const upgrade = payloadSchema.parse(rawPayload);
  const amount = formatUsd(upgrade.amount);
  const reference = orderReferenceOf(upgrade.purchaseId);
  const firstName = firstNameOf(upgrade.fullName);
  const subject = `Your reading is now ${upgrade.productName} (${amount})`;
  const opening = `Your payment of ${amount} went through: your order of ${upgrade.fromProductName} is now ${upgrade.productName}. Everything already sent to you stays yours.`;
  const questionnaireUrl = upgrade.questionnairePath
    ? (context.questionnaireUrl?.(upgrade.questionnairePath, upgrade.purchaseId) ??
      `${context.publicUrl}${upgrade.questionnairePath}`)
    : null;
  const nextStep = questionnaireUrl
    ? `${upgrade.productName} starts with you: please answer its questionnaire. We begin as soon as your answers arrive.`
    : `We start on what ${upgrade.productName} adds now.`;
  const statusUrl = orderStatusUrlOf(context, upgrade.purchaseId);
  const guaranteeEnd = formatLongDay(upgrade.guaranteeEndsAt, 'UTC');
  const guarantee = `Your ${upgrade.guaranteeDays}-day guarantee on this upgrade: if it is not what you hoped for, write to us by ${guaranteeEnd} and we refund the ${amount}.`;

  const html = await renderHtml(
    <MailDocument
      preheader={`${upgrade.fromProductName} is now ${upgrade.productName}: what happens next`}
      title={subject}
      context={context}
    >
      <Block>
        <MailHeading>{`Thank you, ${firstName}`}</MailHeading>
        <Paragraph>{opening}</Paragraph>
      </Block>
      <OrderCard
        productName={upgrade.productName}
        amountLine={`Upgrade paid: ${amount}`}
        reference={reference}
      />
      {upgrade.adds.length > 0 ? (
        <Block>
          <MailHeading>What your upgrade adds</MailHeading>
          {upgrade.adds.map((item, index) => (
            <Paragraph
              key={item}
              style={index === upgrade.adds.length - 1 ? {} : { marginBottom: '4px' }}
            >
              {`✓ ${item}`}
            </Paragraph>
          ))}
        </Block>
      ) : null}
      <Block>
        <MailHeading>What happens next</MailHeading>
        <Paragraph>{nextStep}</Paragraph>
        {questionnaireUrl ? (
          <GoldButton href={questionnaireUrl}>Answer your questionnaire</GoldButton>
        ) : null}
        <Paragraph>
          <strong>When it arrives:</strong> {upgrade.delivery}
        </Paragraph>
        <GoldButton href={statusUrl}>See your order</GoldButton>
      </Block>
      <Block>
        <Paragraph>{guarantee}</Paragraph>
        <Paragraph>
          Questions? Write to <SupportLink context={context} /> and quote your order reference.
        </Paragraph>
      </Block>
    </MailDocument>,
  );

  const text = [
    `Thank you, ${firstName}`,
    '',
    opening,
    '',
    `Product: ${upgrade.productName}`,
    `Upgrade paid: ${amount}`,
    `Order reference: ${reference}`,
    ...(upgrade.adds.length > 0
      ? ['', 'What your upgrade adds', ...upgrade.adds.map((item) => `- ${item}`)]
      : []),
    '',
    'What happens next',
    nextStep,
    ...(questionnaireUrl ? [`Answer your questionnaire: ${questionnaireUrl}`] : []),
    `When it arrives: ${upgrade.delivery}`,
    '',
    `Your order: ${statusUrl}`,
    '',
    guarantee,
    '',
    `Questions? Write to ${context.supportEmail} and quote your order reference.`,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');

  return { subject, html, text };
};
