import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  checkoutMessages,
  checkoutCustomerInputSchema,
  createPaymentIntentInputSchema,
  localCardInputSchema,
  localPaymentParamsSchema,
  purchaseIdParamsSchema,
  saveUserDataInputSchema,
} from '../../common/checkout';
import {
  giftCheckoutInputSchema,
  giftManagePathFor,
  giftPaidInputSchema,
  type GiftPaidReply,
} from '../../common/gifts';
import { findProduct } from '../../common/catalogue';
import { codeQuoteInputSchema, type CodeQuoteReply } from '../../common/discount-codes';
import { dollarsToCents } from '../../common/money';
import { orderStatusPathFor } from '../../common/order-status';
import { quoteCode } from '../discounts/codes';
import { AppError } from '../errors';
import { bookingRulesOf } from '../bookings/rules';
import { attributedReferral } from '../referrals/referral';
import { createOriginCheck } from '../sign-ins/origin-check';
import { createGiftAccessTokensFor } from '../sign-ins/gift-access';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { readReferralCookieText, referralRoutes } from './referral-routes';
import {
  confirmLocalPayment,
  giftPaidByBrowser,
  saveCheckoutCustomer,
  saveCheckoutGift,
  saveUserData,
  startCheckout,
  type CheckoutDeps,
} from './service';
import { handleStripeWebhook } from './webhook';
import { rateLimited } from '../web/rate-limit';
import { forAnyone } from '../sign-ins/route-access';

/** A checkout body is well under 2 KB; anything far larger is not one. */
const FORM_BODY_LIMIT = 16 * 1024;
/** Stripe's events carry whole objects; they stay far below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { db, payments, config } = app.deps;
  const orderAccess = createOrderAccessTokensFor(config);
  const giftAccess = createGiftAccessTokensFor(config);
  const depsFor = (log: FastifyBaseLogger): CheckoutDeps => ({
    db,
    payments,
    shopName: config.SHOP_NAME,
    log,
    booking: bookingRulesOf(config),
    orderLinkOf: (purchaseId) => orderStatusPathFor(orderAccess.sign(purchaseId)),
    giftLinkOf: (purchaseId) => giftManagePathFor(giftAccess.signManage(purchaseId)),
    now: app.deps.clock,
  });

  const checkOrigin = createOriginCheck(config.PUBLIC_URL);

  // Reads the referral cookie, so only the shop's own pages may start a checkout with it.
  app.post(
    '/api/create-payment-intent',
    {
      ...forAnyone,
      onRequest: checkOrigin,
      // Each call opens an order and a payment at the provider; a buyer needs a few.
      preHandler: rateLimited(db, { bucket: 'payment-intent', limit: 30, windowSeconds: 600 }),
      bodyLimit: FORM_BODY_LIMIT,
    },
    async (request) => {
      const input = createPaymentIntentInputSchema.parse(request.body);
      const referral = await attributedReferral(db, {
        cookie: readReferralCookieText(request),
        code: input.referralCode,
        now: app.deps.clock(),
      });
      return startCheckout(depsFor(request.log), input, referral);
    },
  );

  await app.register(referralRoutes);

  // What a typed code does to the price. Guessing codes is what a script would do here, so the
  // tries per address are few; the reply never says whether a refused code exists for others.
  app.post(
    '/api/checkout/code',
    {
      ...forAnyone,
      onRequest: checkOrigin,
      preHandler: rateLimited(db, { bucket: 'discount-code', limit: 20, windowSeconds: 600 }),
      bodyLimit: 1024,
    },
    async (request, reply): Promise<CodeQuoteReply> => {
      reply.header('cache-control', 'no-store');
      const input = codeQuoteInputSchema.parse(request.body);
      const product = findProduct(input.productId);
      if (!product) throw new AppError('bad_request', checkoutMessages.productNotFound);
      return quoteCode(
        db,
        { product, priceCents: dollarsToCents(product.price), code: input.code },
        app.deps.clock(),
      );
    },
  );

  app.post(
    '/api/checkout/:purchaseId/customer',
    { ...forAnyone, bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const { purchaseId } = purchaseIdParamsSchema.parse(request.params);
      const person = checkoutCustomerInputSchema.parse(request.body);
      await saveCheckoutCustomer(db, purchaseId, person, app.deps.clock());
      return reply.status(204).send();
    },
  );

  // A gift's buyer and gift, instead of the person: the same capability and limits (decision 356).
  app.post(
    '/api/checkout/:purchaseId/gift',
    { ...forAnyone, bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const { purchaseId } = purchaseIdParamsSchema.parse(request.params);
      const input = giftCheckoutInputSchema.parse(request.body);
      await saveCheckoutGift(db, purchaseId, input, app.deps.clock());
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/gift-paid',
    { ...forAnyone, bodyLimit: FORM_BODY_LIMIT },
    async (request): Promise<GiftPaidReply> => {
      const input = giftPaidInputSchema.parse(request.body);
      return giftPaidByBrowser(depsFor(request.log), input);
    },
  );

  app.post('/api/save-user-data', { ...forAnyone, bodyLimit: FORM_BODY_LIMIT }, async (request) => {
    const input = saveUserDataInputSchema.parse(request.body);
    return saveUserData(depsFor(request.log), input);
  });

  if (payments.kind === 'local' && config.isProduction) {
    app.log.warn(
      'payments: Stripe keys are not set, so checkout runs in TEST MODE and takes no real money',
    );
  }

  if (payments.kind === 'local') {
    // Card fields arrive here in test mode only; they are never logged or stored.
    app.post(
      '/api/local-payments/:paymentIntentId/confirm',
      { ...forAnyone, bodyLimit: 4096 },
      async (request) => {
        const { paymentIntentId } = localPaymentParamsSchema.parse(request.params);
        const card = localCardInputSchema.parse(request.body);
        return confirmLocalPayment(depsFor(request.log), paymentIntentId, card);
      },
    );
  }

  if (payments.kind === 'stripe') {
    await app.register(async (webhook) => {
      // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      webhook.post(
        '/api/stripe/webhook',
        { ...forAnyone, bodyLimit: WEBHOOK_BODY_LIMIT },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          return handleStripeWebhook(
            depsFor(request.log),
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
          );
        },
      );
    });
  }
}
