import { reviewRequestPayloadSchema as payloadSchema } from '../contracts';
import { renderCallToActionMail } from './call-to-action-mail';
import { firstNameOf } from './layout';
import { orderReferenceOf } from './order-parts';
import { mailTemplate } from './render-mail';

/**
 * Some days after a reading is delivered: how was it? One request, a private page with a rating
 * and a few words, shown once the shop has read it (decision 361).
 */
export const reviewRequest = mailTemplate(payloadSchema, async (request, context) =>
  renderCallToActionMail({
    subject: `How was your ${request.productName}?`,
    preheader: 'A rating and a few words, if you have a minute.',
    context,
    opening: {
      heading: `Hello ${firstNameOf(request.fullName)}`,
      intro: `You have had your ${request.productName} for a few days now. Would you tell other people what it was like?`,
    },
    explain:
      'A rating from 1 to 5 stars and a few words are enough. We show reviews with your first name and the initial of your last name, marked as a verified buyer, once we have read them.',
    action: { label: 'Write my review', url: `${context.publicUrl}${request.reviewPath}` },
    note: `This is the only time we ask. The link is yours alone: order ${orderReferenceOf(request.purchaseId)}.`,
    help: {
      before: 'Something not right with your reading? Reply to this e-mail or write to ',
      after: ' first: we would rather put it right.',
    },
    purchaseId: request.purchaseId,
  }),
);
