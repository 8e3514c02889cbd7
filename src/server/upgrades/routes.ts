import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findProduct, orderQuestionnairePath } from '../../common/catalogue';
import { dollarsToCents } from '../../common/money';
import { orderStatusPathFor, withOrderToken } from '../../common/order-status';
import {
  startUpgradeInputSchema,
  upgradeMessages,
  upgradeOffersInputSchema,
  upgradePaidInputSchema,
  upgradePrice,
  type StartUpgradeReply,
  type UpgradeOffers,
  type UpgradePaidReply,
} from '../../common/upgrades';
import { bookingRulesOf } from '../bookings/rules';
import { AppError } from '../errors';
import { findOrderOfLink } from '../orders/order-status';
import {
  assertUpgradable,
  findUpgradeOfIntent,
  openUpgrade,
  settleUpgradePayment,
  upgradeOffersOf,
} from '../orders/upgrades';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { linkHolderRoutes, privately } from '../web/link-holder-routes';
import type { RateLimit } from '../web/rate-limit';

/** A token, a product and an amount, or a token and an intent id. */
const UPGRADE_BODY_LIMIT = 4 * 1024;

/** A buyer reads the offers on each visit of the order page; a script trying links, thousands. */
const offersLimit: RateLimit = { bucket: 'upgrade-offers', limit: 120, windowSeconds: 600 };
/** Each start opens a payment at the provider: a buyer needs a few. */
const startLimit: RateLimit = { bucket: 'upgrade-start', limit: 20, windowSeconds: 600 };
const paidLimit: RateLimit = { bucket: 'upgrade-paid', limit: 60, windowSeconds: 600 };

/**
 * Upgrading a paid order (decision 358), from its page opened by the order's private link:
 * `POST /api/upgrades/offers` (what is offered, at what price), `POST /api/upgrades` (open the
 * payment of one upgrade: the server decides the price) and `POST /api/upgrades/paid` (the
 * browser's "I paid": the provider is asked, then the upgrade applied). The link's token is the
 * only key, in the body; a wrong one gets the same 404 as an unknown order.
 */
export async function upgradeRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, clock, payments } = app.deps;
  const orderAccess = createOrderAccessTokensFor(config);
  const booking = bookingRulesOf(config);
  const windowDays = config.UPGRADE_WINDOW_DAYS;
  const notFound = () => new AppError('not_found', upgradeMessages.notOffered);
  const forLinkHolders = linkHolderRoutes(db, config);
  const guarded = (limit: RateLimit) => forLinkHolders(limit, UPGRADE_BODY_LIMIT);

  /** The order a token opens, before any other read; anything else is the same 404. */
  const orderOf = async (token: string) => {
    const purchase = await findOrderOfLink(db, orderAccess, token);
    if (!purchase) throw notFound();
    return purchase;
  };

  app.post('/api/upgrades/offers', guarded(offersLimit), async (request, reply) => {
    privately(reply);
    const parsed = upgradeOffersInputSchema.safeParse(request.body);
    if (!parsed.success) throw notFound();
    const purchase = await orderOf(parsed.data.token);
    return upgradeOffersOf(db, purchase, {
      now: clock(),
      windowDays,
    }) satisfies Promise<UpgradeOffers>;
  });

  app.post(
    '/api/upgrades',
    guarded(startLimit),
    async (request, reply): Promise<StartUpgradeReply> => {
      privately(reply);
      const token = upgradeOffersInputSchema.safeParse(request.body);
      if (!token.success) throw notFound();
      const purchase = await orderOf(token.data.token);
      const input = startUpgradeInputSchema.parse(request.body);
      const { from, to } = await assertUpgradable(db, purchase, input.productId, {
        now: clock(),
        windowDays,
      });
      const amount = upgradePrice(from, to);
      if (dollarsToCents(input.amount) !== dollarsToCents(amount)) {
        throw new AppError('bad_request', upgradeMessages.amountChanged, {
          amount: upgradeMessages.amountChanged,
        });
      }
      const upgradeId = randomUUID();
      let intent;
      try {
        intent = await payments.createIntent({
          amount: dollarsToCents(amount),
          currency: 'usd',
          description: `${config.SHOP_NAME}: upgrade to ${to.name}`,
          metadata: {
            purchaseId: purchase.id,
            upgradeId,
            productId: String(to.id),
            tier: to.key,
            kind: 'upgrade',
          },
          idempotencyKey: `upgrade-intent:${upgradeId}`,
        });
      } catch (error) {
        request.log.error({ err: error, purchaseId: purchase.id }, 'upgrade intent not created');
        throw new AppError('unavailable', upgradeMessages.startFailed);
      }
      await openUpgrade(db, {
        id: upgradeId,
        purchaseId: purchase.id,
        fromProductId: from.id,
        toProductId: to.id,
        amount,
        paymentProvider: payments.publicConfig.provider,
        paymentIntentId: intent.id,
      });
      return { upgradeId, clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },
  );

  app.post(
    '/api/upgrades/paid',
    guarded(paidLimit),
    async (request, reply): Promise<UpgradePaidReply> => {
      privately(reply);
      const token = upgradeOffersInputSchema.safeParse(request.body);
      if (!token.success) throw notFound();
      const purchase = await orderOf(token.data.token);
      const input = upgradePaidInputSchema.parse(request.body);
      const upgrade = await findUpgradeOfIntent(db, input.paymentIntentId);
      if (!upgrade || upgrade.purchaseId !== purchase.id) {
        throw new AppError('bad_request', upgradeMessages.paymentMismatch);
      }
      // Asked outside any transaction: no row lock is held while the provider answers.
      const intent = await payments.retrieveIntent(input.paymentIntentId);
      if (!intent) throw new AppError('bad_request', upgradeMessages.paymentMismatch);
      if (intent.status !== 'succeeded') {
        throw new AppError('payment_required', upgradeMessages.notPaidYet);
      }
      const settled = await settleUpgradePayment({ db, payments, log: request.log }, intent, {
        booking,
        actor: 'customer',
        now: clock(),
      });
      if (settled.outcome === 'no-upgrade') {
        throw new AppError('bad_request', upgradeMessages.paymentMismatch);
      }
      if (settled.outcome === 'not-paid') {
        throw new AppError('payment_required', upgradeMessages.notPaidYet);
      }
      if (settled.outcome === 'superseded') {
        throw new AppError('conflict', upgradeMessages.superseded);
      }
      const to = findProduct(settled.upgrade.toProductId);
      const from = findProduct(settled.upgrade.fromProductId);
      const questionnaire = to ? orderQuestionnairePath(to, purchase.id) : null;
      const isNewQuestionnaire = !!to?.questionnaire && to.questionnaire !== from?.questionnaire;
      const orderToken = token.data.token;
      return {
        productName: to?.name ?? settled.upgrade.toProductId.toString(),
        nextPath:
          questionnaire && isNewQuestionnaire && !purchase.questionnaireSubmittedAt
            ? withOrderToken(questionnaire, orderToken)
            : orderStatusPathFor(orderToken),
      };
    },
  );
}
