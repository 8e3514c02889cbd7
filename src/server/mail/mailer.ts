import path from 'node:path';
import type { Config } from '../config';
import { orderStatusPathFor } from '../../common/order-status';
import type { Database } from '../db/client';
import { createOrderAccessTokensFor } from '../sessions/order-access';
import { mailTemplates } from './templates';
import { createMailTransport, type MailLogger } from './transport';
import type { MailContext } from './types';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './worker';
import { TEST_MODE_NOTICE } from '../../common/test-mode';

export interface Mailer {
  worker: MailWorker;
  /** Finishes the send in flight, then closes the transport. */
  stop(): Promise<void>;
}

export function mailContextOf(config: Config): MailContext {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const orderAccess = createOrderAccessTokensFor(config);
  return {
    shopName: config.SHOP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl,
    orderStatusUrl: (purchaseId) =>
      `${publicUrl}${orderStatusPathFor(orderAccess.sign(purchaseId))}`,
    ...(config.announcesTestMode ? { testModeNotice: TEST_MODE_NOTICE } : {}),
  };
}

/** The sender's domain (`Shop <hello@shop.example>` -> `shop.example`), else the site's host. */
export function messageIdDomainOf(config: Config): string {
  const fromDomain = /@([\w.-]+)>?\s*$/.exec(config.mailFrom)?.[1];
  return fromDomain ?? new URL(config.PUBLIC_URL).hostname;
}

/** Builds the configured transport and starts the outbox worker of this process. */
export function startMailer(
  config: Config,
  db: Database,
  logger: MailLogger,
  tuning: Partial<MailWorkerOptions> = {},
): Mailer {
  const mailDir = path.join(config.dataDir, 'mail');
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, mailDir, logger });
  const worker = createMailWorker({
    db,
    transport,
    templates: mailTemplates,
    context: mailContextOf(config),
    from: config.mailFrom,
    messageIdDomain: messageIdDomainOf(config),
    logger,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    ...tuning,
  });
  worker.start();
  logger.info(
    config.SMTP_URL
      ? `mail: sending through SMTP at ${new URL(config.SMTP_URL).host}`
      : `mail: SMTP_URL not set, writing each mail as an .eml file to ${mailDir}`,
  );
  return {
    worker,
    async stop() {
      await worker.stop();
      await transport.close?.();
    },
  };
}
