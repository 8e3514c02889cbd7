import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import { adminOrderActionRoutes } from './admin/orders/order-actions-routes';
import { customerDataRoutes } from './admin/customers/customer-data-routes';
import { adminAffiliateRoutes } from './admin/affiliates/affiliate-routes';
import { adminCodeRoutes } from './admin/codes/code-routes';
import { adminFiguresRoutes } from './admin/figures/figures-routes';
import { adminSignInRoutes } from './admin/sign-in/sign-in-routes';
import { adminAccessGuard } from './admin/sign-in/admin-sign-ins';
import { adminOrderRoutes } from './admin/orders/order-routes';
import { adminCustomerRoutes } from './admin/customers/customer-routes';
import { adminDashboardRoutes } from './admin/dashboard/dashboard-routes';
import { adminReadingQueueRoutes } from './admin/readings/reading-queue-routes';
import { adminMessageRoutes } from './admin/messages/message-routes';
import { affiliateAccountRoutes } from './affiliates/account-routes';
import { affiliateAccessGuard } from './affiliates/affiliate-access';
import { affiliateRoutes } from './affiliates/routes';
import { TEST_MODE_NOTICE } from '../common/test-mode';
import { EARLY_INPUT_SCRIPT } from '../common/prerendered-pages';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { checkoutRoutes } from './checkout/routes';
import { checkoutReminderRoutes } from './checkout/reminder-routes';
import { downloadRoutes } from './downloads/routes';
import { registerErrorHandler } from './errors';
import { authoriseOnTheMatchedRoute } from './sign-ins/route-access';
import { intakeRoutes } from './intake/routes';
import { createPaymentProvider, paymentContentSecurity } from './payments';
import type { PaymentProvider } from './payments/types';
import { giftRoutes } from './gifts/routes';
import { upgradeRoutes } from './upgrades/routes';
import { createProductRatings } from './reviews/ratings';
import { reviewRoutes } from './reviews/routes';
import { orderStatusRoutes } from './order-status/routes';
import { orderSessionRoutes } from './order-status/session-routes';
import { adminProfileRoutes } from './admin/profile/profile-routes';
import { adminLibraryRoutes } from './admin/library/library-routes';
import { adminSessionRoutes } from './admin/sessions/session-routes';
import { placesRoutes } from './places/routes';
import {
  bareErrorHeaders,
  inlineScriptSource,
  mergeContentSecurity,
  registerSecurityHeaders,
} from './security-headers';
import {
  createObjectStorage,
  isLocalObjectStorage,
  localObjectRoutes,
  storageContentSecurity,
  type ObjectStorage,
} from './storage';
import { storefrontRoutes } from './storefront/routes';
import { healthRoutes } from './web/health-routes';
import { isServingPages } from './shop-role';
import { sitemapRoutes } from './web/sitemap';
import type { HtmlSource } from './web/html';
import { loggerOptions } from './logger-options';
import { registerTextGuard } from './web/text-guard';
import { webPlugin } from './web/plugin';
import { createPageViewCounter } from './web/page-views';
import { REFERRAL_COOKIE } from '../common/affiliate';
import { affiliateSignInOf } from './affiliates/sign-in-cookie';
import { supportRoutes } from './support/routes';
import { workspaceRoutes } from './reports/workspace/routes';

/** Everything the routes need from the outside world, built once by the caller. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Stripe or the embedded test mode, chosen from config (`payments/index.ts`). */
  payments: PaymentProvider;
  /** Private files: an S3 bucket or DATA_DIR/uploads, chosen from config (`storage/index.ts`). */
  storage: ObjectStorage;
  /** What time the shop's rules read (`clock.ts`); the system clock but in tests. */
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  /** `payments` and `storage` default to the adapters the config selects, `clock` to the system's. */
  deps: Omit<AppDeps, 'payments' | 'storage' | 'clock'> &
    Partial<Pick<AppDeps, 'payments' | 'storage' | 'clock'>>;
  html?: HtmlSource;
  clientDir?: string;
  /** Development: lets Vite's middleware answer first. */
  serverFactory?: FastifyServerFactory;
  logger?: boolean;
  /** Tests read the log lines here (JSON, one per line). */
  logStream?: { write(line: string): void };
}

/**
 * One log line per request, written when it completes and naming the request too, instead of
 * Fastify's two: the log is the busiest writer of the shop (decision 145).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Routes check what they receive with zod, not with JSON schemas: Fastify's own schema compilers
 * (Ajv and fast-json-stringify) would only be loaded, at 0.2-0.3 s of every start, to stay
 * unused (decisions 321, 322). A route given a JSON schema fails the start, saying so.
 */
function noJsonSchemas(what: string): never {
  throw new Error(
    `a route was given a JSON schema for its ${what}: the shop's routes parse with zod instead`,
  );
}
const zodOnlySchemaController = {
  compilersFactory: {
    buildValidator: () => () => noJsonSchemas('input'),
    buildSerializer: () => () => noJsonSchemas('reply'),
  },
};

/** Builds the whole app as a plugin tree; `start-shop.ts` only starts it (as fastify/demo does). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options.deps;
  const deps: AppDeps = {
    ...options.deps,
    payments: options.deps.payments ?? (await createPaymentProvider(config, options.deps.db)),
    storage: options.deps.storage ?? createObjectStorage(config),
    clock: options.deps.clock ?? systemClock,
  };
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    logController: new OneLinePerRequest(),
    schemaController: zodOnlySchemaController,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    // A URL that does not decode is refused before any hook runs: answer it here, headers included.
    frameworkErrors: (_error, request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .headers({ ...bareErrorHeaders(config.isProduction), 'x-request-id': request.id })
        .send({ error: 'bad_request', message: 'This address is not valid.' });
    },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }) as unknown as FastifyInstance<Server>;

  app.decorate('deps', deps);
  // The API speaks JSON only; a feature needing another body type registers its own parser.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerTextGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    enableCsp: !options.serverFactory,
    extras: mergeContentSecurity(
      // The prerendered pages' one inline script, which keeps input made before they boot.
      { scriptSrc: [inlineScriptSource(EARLY_INPUT_SCRIPT)] },
      paymentContentSecurity(deps.payments),
      storageContentSecurity(deps.storage),
    ),
  });
  await app.register(compress, { threshold: 1024 });
  // Unsigned: session cookies carry random tokens looked up (hashed) in Postgres.
  await app.register(cookie);

  // Each route says who may call it; its guard runs for the route the router matched (decision 170).
  authoriseOnTheMatchedRoute(app, {
    admin: adminAccessGuard(deps.db, config),
    affiliate: affiliateAccessGuard(deps.db, config),
  });
  await app.register(healthRoutes);
  // A worker instance answers its load balancer's checks and nothing else (decision 366).
  if (!isServingPages(config.SHOP_ROLE)) return app as unknown as FastifyInstance;
  await app.register(sitemapRoutes);
  await app.register(adminSignInRoutes);
  await app.register(storefrontRoutes);
  await app.register(checkoutRoutes);
  await app.register(checkoutReminderRoutes);
  await app.register(affiliateRoutes);
  await app.register(affiliateAccountRoutes);
  await app.register(placesRoutes);
  await app.register(intakeRoutes);
  await app.register(adminOrderActionRoutes);
  await app.register(customerDataRoutes);
  await app.register(adminAffiliateRoutes);
  await app.register(adminCodeRoutes);
  await app.register(adminFiguresRoutes);
  await app.register(downloadRoutes);
  await app.register(orderStatusRoutes);
  await app.register(giftRoutes);
  await app.register(upgradeRoutes);
  // The approved reviews' averages, for the product pages' AggregateRating (decision 361).
  const productRatings = createProductRatings(deps.db);
  app.addHook('onReady', () => productRatings.refresh().catch(() => {}));
  app.addHook('onClose', () => productRatings.stop());
  await app.register(reviewRoutes, { ratings: productRatings });
  await app.register(orderSessionRoutes);
  await app.register(adminSessionRoutes);
  await app.register(adminProfileRoutes);
  await app.register(adminLibraryRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(supportRoutes);
  await app.register(adminReadingQueueRoutes);
  await app.register(adminMessageRoutes);
  await app.register(workspaceRoutes);
  if (isLocalObjectStorage(deps.storage)) {
    await app.register(localObjectRoutes, { storage: deps.storage });
  }

  if (options.html) {
    const affiliateSignIn = affiliateSignInOf(config);
    // The public pages' views, per day and page, for the owner's figures (decision 362).
    const pageViews = createPageViewCounter(deps.db, { now: deps.clock });
    app.addHook('onClose', () => pageViews.stop());
    await app.register(webPlugin, {
      html: options.html,
      clientDir: options.clientDir,
      ...(config.announcesTestMode ? { testModeNotice: TEST_MODE_NOTICE } : {}),
      hasOwnState: (request) =>
        request.cookies[REFERRAL_COOKIE] !== undefined ||
        affiliateSignIn.signInCookie.read(request) !== undefined,
      isSecure: config.isProduction,
      onPageView: (pathname, query, userAgent) => pageViews.count(pathname, query, userAgent),
      pageHead: (pagePath) => productRatings.headOf(pagePath),
      clientConfig: {
        shopName: config.SHOP_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        payments: deps.payments.publicConfig,
      },
    });
  }
  return app as unknown as FastifyInstance;
}
