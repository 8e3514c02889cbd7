import { reviewRequestPayloadSchema as payloadSchema } from '../contracts';
import {
  ButtonNote,
  firstNameOf,
  GoldButton,
  MailOpening,
  mailOpeningText,
  Paragraph,
  SupportSentence,
  supportSentenceText,
} from './layout';
import { OrderStatusLine, orderReferenceOf, orderStatusText } from './order-parts';
import { mailTemplate, renderMail } from './render-mail';

/**
 * Some days after a reading is delivered: how was it? One request, a private page with a rating
 * and a few words, shown once the shop has read it (decision 361).
 */
export const reviewRequest = mailTemplate(payloadSchema, async (request, context) => {
  const url = `${context.publicUrl}${request.reviewPath}`;
  const opening = {
    heading: `Hello ${firstNameOf(request.fullName)}`,
    intro: `You have had your ${request.productName} for a few days now. Would you tell other people what it was like?`,
  };
  const explain =
    'A rating from 1 to 5 stars and a few words are enough. We show reviews with your first name and the initial of your last name, marked as a verified buyer, once we have read them.';
  const once = `This is the only time we ask. The link is yours alone: order ${orderReferenceOf(request.purchaseId)}.`;
  const help = {
    before: 'Something not right with your reading? Reply to this e-mail or write to ',
    after: ' first: we would rather put it right.',
  };
  return renderMail({
    subject: `How was your ${request.productName}?`,
    preheader: 'A rating and a few words, if you have a minute.',
    context,
    body: (
      <MailOpening {...opening}>
        <Paragraph>{explain}</Paragraph>
        <GoldButton href={url}>Write my review</GoldButton>
        <ButtonNote>{once}</ButtonNote>
        <SupportSentence context={context} words={help} />
        <OrderStatusLine context={context} purchaseId={request.purchaseId} />
      </MailOpening>
    ),
    text: [
      ...mailOpeningText(opening),
      '',
      explain,
      '',
      `Write my review: ${url}`,
      '',
      once,
      '',
      supportSentenceText(context, help),
      '',
      orderStatusText(context, request.purchaseId),
    ],
  });
});
