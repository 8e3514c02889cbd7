import { formatLongDay } from '../../../common/format';
import { formatUsd } from '../../../common/money';
import { orderUpgradedPayloadSchema as payloadSchema } from '../contracts';
import {
  Block,
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

/**
 * The upgrade's confirmation (decision 358): what the difference paid for, that what was
 * delivered stays, what happens next (the new questionnaire first, when there is one), and this
 * payment's own guarantee.
 */
export const orderUpgraded = mailTemplate(payloadSchema, async (upgrade, context) => {
  const amount = formatUsd(upgrade.amount);
  const reference = orderReferenceOf(upgrade.purchaseId);
  const firstName = firstNameOf(upgrade.fullName);
  const subject = `Your reading is now ${upgrade.productName} (${amount})`;
  const opening = `Your payment of ${amount} went through: your order of ${upgrade.fromProductName} is now ${upgrade.productName}. Everything already sent to you stays yours.`;
  const questionnaireUrl = upgrade.questionnairePath
    ? questionnaireUrlOf(context, upgrade.questionnairePath, upgrade.purchaseId)
    : null;
  const nextStep = questionnaireUrl
    ? `${upgrade.productName} starts with you: please answer its questionnaire. We begin as soon as your answers arrive.`
    : `We start on what ${upgrade.productName} adds now.`;
  const statusUrl = orderStatusUrlOf(context, upgrade.purchaseId);
  const guaranteeEnd = formatLongDay(upgrade.guaranteeEndsAt, 'UTC');
  const guarantee = `Your ${upgrade.guaranteeDays}-day guarantee on this upgrade: if it is not what you hoped for, write to us by ${guaranteeEnd} and we refund the ${amount}.`;

  const thanks = { heading: `Thank you, ${firstName}`, intro: opening };
  const card = {
    productName: upgrade.productName,
    amountLine: `Upgrade paid: ${amount}`,
    reference,
  };
  const nextSteps = { nextStep, questionnaireUrl, delivery: upgrade.delivery };
  const questions = { before: 'Questions? Write to ', after: ' and quote your order reference.' };

  return renderMail({
    subject,
    preheader: `${upgrade.fromProductName} is now ${upgrade.productName}: what happens next`,
    context,
    body: (
      <>
        <OrderOpening opening={thanks} card={card} />
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
        <NextSteps {...nextSteps}>
          <GoldButton href={statusUrl}>See your order</GoldButton>
        </NextSteps>
        <Block>
          <Paragraph>{guarantee}</Paragraph>
          <SupportSentence context={context} words={questions} />
        </Block>
      </>
    ),
    text: [
      ...orderOpeningText(thanks, card),
      ...(upgrade.adds.length > 0
        ? ['', 'What your upgrade adds', ...upgrade.adds.map((item) => `- ${item}`)]
        : []),
      '',
      ...nextStepsText(nextSteps),
      '',
      `Your order: ${statusUrl}`,
      '',
      guarantee,
      '',
      supportSentenceText(context, questions),
    ],
  });
});
