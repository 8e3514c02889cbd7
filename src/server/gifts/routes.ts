import type { FastifyInstance } from 'fastify';
import { findProduct, orderQuestionnairePath } from '../../common/catalogue';
import {
  giftChangeInputSchema,
  giftClaimInputSchema,
  giftMessages,
  giftTokenInputSchema,
  type GiftBuyerView,
  type GiftClaimReply,
  type GiftClaimView,
} from '../../common/gifts';
import { orderStatusPathFor, withOrderToken } from '../../common/order-status';
import { bookingRulesOf } from '../bookings/rules';
import { AppError } from '../errors';
import { changeGift, giftForBuyer, giftForRecipient, resendGift } from '../orders/gifts';
import { claimGiftOrder } from '../orders/orders';
import { createGiftAccessTokensFor } from '../sign-ins/gift-access';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { linkHolderRoutes, privately } from '../web/link-holder-routes';
import type { RateLimit } from '../web/rate-limit';

/** A token, a few names and an address; a claim carries the person form too. */
const GIFT_BODY_LIMIT = 16 * 1024;

/** A buyer or a recipient opens a few pages; a script trying links opens thousands. */
const giftLinkLimit: RateLimit = { bucket: 'gift-link', limit: 60, windowSeconds: 600 };
/** Each change or resend sends a mail: a buyer needs a handful. */
const giftChangeLimit: RateLimit = { bucket: 'gift-change', limit: 10, windowSeconds: 600 };

/**
 * A gift's two private pages (decision 356), without accounts, as an order's link works: the
 * buyer's (`/gift#token=`: see, change the day or the address, resend) and the recipient's
 * (`/gift/claim#token=`: see, claim with their own details). The token travels in the body,
 * never in an address a log would keep; every wrong token gets the same 404.
 */
export async function giftRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, clock } = app.deps;
  const giftAccess = createGiftAccessTokensFor(config);
  const orderAccess = createOrderAccessTokensFor(config);
  const invalidLink = () => new AppError('not_found', giftMessages.linkInvalid);
  const forLinkHolders = linkHolderRoutes(db, config);
  const guarded = (limit: RateLimit) => forLinkHolders(limit, GIFT_BODY_LIMIT);

  /** The gift a buyer's token opens; a token that is not one is refused before any read. */
  const buyersGift = (body: unknown): string => {
    const parsed = giftTokenInputSchema.safeParse(body);
    const purchaseId = parsed.success ? giftAccess.verifyManage(parsed.data.token) : null;
    if (!purchaseId) throw invalidLink();
    return purchaseId;
  };

  app.post('/api/gifts/manage', guarded(giftLinkLimit), async (request, reply) => {
    privately(reply);
    return giftForBuyer(db, buyersGift(request.body)) satisfies Promise<GiftBuyerView>;
  });

  app.post('/api/gifts/manage/change', guarded(giftChangeLimit), async (request, reply) => {
    privately(reply);
    const purchaseId = buyersGift(request.body);
    const { token: _token, ...change } = giftChangeInputSchema.parse(request.body);
    return changeGift(db, purchaseId, change, clock()) satisfies Promise<GiftBuyerView>;
  });

  app.post('/api/gifts/manage/resend', guarded(giftChangeLimit), async (request, reply) => {
    privately(reply);
    return resendGift(db, buyersGift(request.body), clock()) satisfies Promise<GiftBuyerView>;
  });

  app.post(
    '/api/gifts/claim/view',
    guarded(giftLinkLimit),
    async (request, reply): Promise<GiftClaimView> => {
      privately(reply);
      const parsed = giftTokenInputSchema.safeParse(request.body);
      const claim = parsed.success ? giftAccess.verifyClaim(parsed.data.token) : null;
      if (!claim) throw invalidLink();
      return giftForRecipient(db, claim.purchaseId, claim.version);
    },
  );

  app.post(
    '/api/gifts/claim',
    guarded(giftChangeLimit),
    async (request, reply): Promise<GiftClaimReply> => {
      privately(reply);
      const token = giftTokenInputSchema.safeParse(request.body);
      const claim = token.success ? giftAccess.verifyClaim(token.data.token) : null;
      if (!claim) throw invalidLink();
      const { person } = giftClaimInputSchema.parse(request.body);
      const purchase = await claimGiftOrder(
        db,
        { purchaseId: claim.purchaseId, version: claim.version, person, now: clock() },
        bookingRulesOf(config),
      );
      const product = findProduct(purchase.productId);
      const questionnaire = product ? orderQuestionnairePath(product, purchase.id) : null;
      // Both pages open with the recipient's own token: the buyer knows the order's id too.
      const orderToken = orderAccess.sign(purchase.id);
      return {
        orderStatusPath: orderStatusPathFor(orderToken),
        questionnairePath: questionnaire ? withOrderToken(questionnaire, orderToken) : null,
      };
    },
  );
}
