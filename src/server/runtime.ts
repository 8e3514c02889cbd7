import { isUnbookedReminderWanted } from './bookings/bookable';
import { isReviewRequestWanted } from './orders/review-requests';
import { checkoutReminderSent, isCheckoutReminderWanted } from './checkout/checkout-reminders';
import { bookingRulesOf } from './bookings/rules';
import { isSessionReminderWanted } from './bookings/reminders';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from 'fastify';
import { loadGazetteerInBackground } from '../astrology';
import { createStartUpSignInLinks, type SignInLink } from './admin/sign-in/sign-in-links';
import { buildApp } from './app';
import type { Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { startTableUpkeep } from './db/table-upkeep';
import { createJobWorker } from './jobs/job-worker';
import { mailJobFor } from './mail/mailer';
import {
  giftDeliverySent,
  giftFollowUpsOf,
  isGiftDeliveryWanted,
  isGiftFollowUpWanted,
} from './orders/gifts';
import { recordOrderEmailSent } from './orders/order-mail';
import { startPaidOrderRecovery } from './orders/paid-order-recovery';
import {
  isQuestionnaireReminderWanted,
  QUESTIONNAIRE_REMINDER_KIND,
} from './orders/questionnaire-reminders';
import type { ReportRenderer } from './reports/generate-report';
import { reportJobFor } from './reports/report-runtime';
import { retentionSchedule } from './retention-schedule';
import { isRunningBackgroundWork, isServingPages } from './shop-role';
import type { HtmlSource } from './web/html';

/** A computed report is well under 1 MB; anything this big is not sent as an attachment. */
const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;

export interface Runtime {
  app: FastifyInstance;
  database: DatabaseHandle;
  /**
   * Without Google: one fresh one-time link per allow-listed admin, made at start; none on a
   * worker instance, which serves no admin page.
   */
  adminSignInLinks: SignInLink[];
  /**
   * Starts the background work (mail, documents, the retention purge, paid-order recovery) when
   * `defersBackgroundWork` held it back; does nothing the second time, nor on a web instance
   * (`SHOP_ROLE=web`), whose jobs wait in the database for a worker.
   */
  startBackgroundWork(): void;
  stop(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  html: HtmlSource;
  clientDir?: string;
  serverFactory?: FastifyServerFactory;
  /** Tests move the shop's clock (`clock.ts`); the system clock otherwise. */
  clock?: Clock;
  /**
   * Tests only: background jobs fall due by `clock` instead of the database's clock, so a
   * journey can move the shop to a mail's day (a gift's delivery) and see it sent.
   */
  jobsFollowClock?: boolean;
  /** Told each step of the start as it begins and ends, so a slow start says what it does. */
  onStep?: (message: string) => void;
  /**
   * `npm start`: the background work waits for `startBackgroundWork`, called once the shop
   * listens. Its first queries each read tables the database has not opened yet, and on PGlite
   * they ran on the thread that was getting the first page ready: 0.3-0.5 s of CPU a start
   * (decision 321). Tests start it with the app.
   */
  defersBackgroundWork?: boolean;
  /**
   * Journeys keep the embedded database in memory, started from the migrated image the build
   * saves: on disk, every start unpacked some thousand files and every query opened them again
   * (about 1 s of CPU a start, decision 343). Ignored with `DATABASE_URL`.
   */
  embeddedDatabase?: { inMemoryFrom: Blob };
  /**
   * Tests only: draws the report job's documents instead of the process's render thread. A
   * journey that never opens its orders' documents draws the costly ones as stand-ins
   * (decision 392); the shop always draws them on its thread.
   */
  documentRenderer?: ReportRenderer;
}

/**
 * Opens the database, builds the app and starts background work; `stop` undoes it all. The role
 * (`SHOP_ROLE`, decision 366) decides which: a web instance starts no job worker, mail transport
 * or render thread; a worker instance's app answers only the health checks.
 */
export async function startRuntime(options: StartOptions): Promise<Runtime> {
  const { config } = options;
  const step = timedSteps(options.onStep);
  const pgliteDir = path.join(config.dataDir, 'pg');
  const database = await step(
    config.DATABASE_URL
      ? 'Connecting to PostgreSQL and applying migrations'
      : `Opening the embedded database in ${pgliteDir} and applying migrations`,
    (seconds) => `Database ready in ${seconds}`,
    () =>
      openDatabase({
        databaseUrl: config.DATABASE_URL,
        ...(options.embeddedDatabase
          ? { pgliteDir: 'memory://', pgliteImage: options.embeddedDatabase.inMemoryFrom }
          : { pgliteDir }),
        poolSize: config.DATABASE_POOL_SIZE,
      }),
  );
  const app = await buildApp({
    deps: { config, db: database.db, ...(options.clock ? { clock: options.clock } : {}) },
    html: options.html,
    clientDir: options.clientDir,
    serverFactory: options.serverFactory,
  });
  const { db } = database;
  /** Starts each part of the background work; hands back their stops, in the order they run. */
  const startWork = () => {
    const mail = mailJobFor(config, db, app.log.child({ component: 'mail' }), {
      stillWanted: {
        [QUESTIONNAIRE_REMINDER_KIND]: (job) =>
          isQuestionnaireReminderWanted(db, (job.payload as { purchaseId?: unknown }).purchaseId),
        // A session's reminder only while the booking stands as it said; an unbooked-sessions
        // reminder only while some are unbooked (decisions 277, 278).
        'session-reminder': (job) => isSessionReminderWanted(db, job.payload),
        // A gift's e-mail, reminder and notice only while the gift waits as it was (decision 356).
        'gift-delivery': (job) => isGiftDeliveryWanted(db, job.payload),
        'gift-reminder': (job) => isGiftFollowUpWanted(db, job.payload),
        'gift-unclaimed': (job) => isGiftFollowUpWanted(db, job.payload),
        // Only while consent stands, nobody paid with the address since, and it did not unsubscribe.
        'checkout-reminder': (job) => isCheckoutReminderWanted(db, job.payload, job.recipient),
        // Only while the order stands delivered and paid, and has no review yet.
        'review-request': (job) => isReviewRequestWanted(db, job.payload),
        'sessions-bookable': (job) =>
          (job.payload as { isReminder?: unknown }).isReminder === true
            ? isUnbookedReminderWanted(db, job.payload)
            : Promise.resolve(true),
      },
      onSent: async (job, messageId) => {
        await recordOrderEmailSent(db, { ...job, messageId });
        if (job.kind === 'checkout-reminder') await checkoutReminderSent(db, job.payload);
        if (job.kind === 'gift-delivery') {
          await giftDeliverySent(db, job.payload, giftFollowUpsOf(config), app.deps.clock());
        }
      },
      loadAttachment: (storageKey) => app.deps.storage.read(storageKey, MAX_ATTACHMENT_BYTES),
    });
    const reports = reportJobFor(
      config,
      { db, storage: app.deps.storage },
      app.log.child({ component: 'reports' }),
      {},
      options.documentRenderer,
    );
    // One worker runs every kind of background work, each kind in a lane of its own (decision 328).
    const jobWorker = createJobWorker([mail.job, reports.job], {
      db,
      logger: app.log.child({ component: 'jobs' }),
      leaseMs: config.JOB_LEASE_SECONDS * 1000,
      ...(options.jobsFollowClock && options.clock ? { clock: options.clock } : {}),
    });
    jobWorker.start();
    const retention = retentionSchedule({
      db,
      storage: app.deps.storage,
      clock: app.deps.clock,
      log: app.log.child({ component: 'retention' }),
    });
    retention.start();
    // A payment that succeeded but whose order was not written (the database went away between
    // the two) is completed here, at start and every few minutes, without the browser.
    const paidOrderRecovery = startPaidOrderRecovery({
      db,
      payments: app.deps.payments,
      log: app.log.child({ component: 'paid-order-recovery' }),
      booking: bookingRulesOf(config),
    });
    // Tables are analyzed as soon as autovacuum's rule says so: the embedded database has no
    // autovacuum, PostgreSQL's comes round once a minute (decisions 388, 396).
    const upkeep = startTableUpkeep(database, app.log.child({ component: 'database-upkeep' }));
    return {
      takers: [retention, paidOrderRecovery, jobWorker, upkeep],
      services: [{ stop: () => reports.close() }, { stop: () => mail.close() }],
    };
  };
  /**
   * What takes work of its own (jobs, purges, recoveries), and what requests may still use (the
   * render thread, the mail transport): on stop, the first stop taking work at once.
   */
  let work: Record<'takers' | 'services', { stop(): Promise<void> }[]> | null = null;
  const startBackgroundWork = () => {
    if (isRunningBackgroundWork(config.SHOP_ROLE)) work ??= startWork();
  };
  if (!options.defersBackgroundWork) startBackgroundWork();
  const adminSignInLinks = isServingPages(config.SHOP_ROLE)
    ? await createStartUpSignInLinks(db, config).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not make the admin sign-in links');
        return [];
      })
    : [];
  return {
    app,
    database,
    adminSignInLinks,
    startBackgroundWork,
    async stop() {
      // Background work takes nothing new from the signal on, while requests in flight finish:
      // what they queue waits in the database for the next instance, and no job claimed meanwhile
      // holds the exit back (a loaded run's free summary, claimed as the last sign-ups came in,
      // kept the shop past its 10 s deadline).
      const takersStopped = Promise.all((work?.takers ?? []).map((part) => part.stop()));
      await app.close();
      await takersStopped;
      for (const part of work?.services ?? []) await part.stop();
      await database.close();
    },
  };
}

export interface SignInLinkOutput {
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Plain text for the operator watching `npm start`. */
  print: (line: string) => void;
  isProduction: boolean;
  /** Whether the plain text reaches a person at a terminal rather than a log collector. */
  isTerminal: boolean;
}

/**
 * Tells the operator the start-up sign-in links. A link signs in whoever opens it, so in
 * production it never goes into the JSON log, and is printed only to a terminal: otherwise the
 * log names the admins and points to `npm run admin -- link`.
 */
export function announceAdminSignInLinks(links: SignInLink[], output: SignInLinkOutput): void {
  const isLinkShown = !output.isProduction || output.isTerminal;
  for (const link of links) {
    if (!output.isProduction) {
      output.log.info(
        { admin: link.email, url: link.url },
        'Admin sign-in link (works once, 15 minutes)',
      );
    } else {
      output.log.info(
        { admin: link.email },
        isLinkShown
          ? 'Admin sign-in link printed to the terminal (works once, 15 minutes)'
          : 'Admin sign-in link made but not shown: run `npm run admin -- link <email>` for one',
      );
    }
    if (isLinkShown) {
      output.print(`Admin sign-in link for ${link.email} (works once, 15 minutes):\n  ${link.url}`);
    }
  }
}

/**
 * Builds the index of birthplaces after the shop listens, a few milliseconds at a time, so
 * pages are served meanwhile; a place search or chart that cannot wait finishes the build
 * itself (decision 213). Not while the database connects: blocking the event loop past the
 * 5 s connection timeout failed the start of a second instance (decision 150).
 */
export function loadPlaceIndexInBackground(onStep: (message: string) => void): Promise<void> {
  const startedAt = performance.now();
  onStep('Loading the index of birthplaces in the background');
  return loadGazetteerInBackground().then(() =>
    onStep(`Index of birthplaces ready in ${secondsSince(startedAt)}`),
  );
}

/** "0.4 s" */
export function secondsSince(startedAt: number): string {
  return `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
}

/** Runs a start-up step, telling `onStep` when it begins and, once done, how long it took. */
function timedSteps(onStep: ((message: string) => void) | undefined) {
  return async <T>(
    what: string,
    done: (seconds: string) => string,
    run: () => Promise<T>,
  ): Promise<T> => {
    if (!onStep) return run();
    onStep(`${what}…`);
    const startedAt = performance.now();
    const result = await run();
    onStep(done(secondsSince(startedAt)));
    return result;
  };
}
