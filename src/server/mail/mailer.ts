import path from 'node:path';
import type { Config } from '../config';
import { giftClaimPathFor, giftManagePathFor } from '../../common/gifts';
import { orderStatusPathFor, withOrderToken } from '../../common/order-status';
import type { Database } from '../db/client';
import { createGiftAccessTokensFor } from '../sign-ins/gift-access';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { mailTemplates } from './templates';
import { createMailTransport, type MailLogger } from './transport';
import type { MailContext } from './types';
import { mailJob, type MailWorkerOptions } from './worker';
import { TEST_MODE_NOTICE } from '../../common/test-mode';

/** The mail job of this process and the transport it sends through. */
export interface MailJobRuntime {
  job: ReturnType<typeof mailJob>;
  /** Closes the transport, once the job worker has stopped. */
  close(): Promise<void>;
}

export function mailContextOf(config: Config): MailContext {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const orderAccess = createOrderAccessTokensFor(config);
  const giftAccess = createGiftAccessTokensFor(config);
  return {
    shopName: config.SHOP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl,
    orderStatusUrl: (purchaseId) =>
      `${publicUrl}${orderStatusPathFor(orderAccess.sign(purchaseId))}`,
    questionnaireUrl: (path, purchaseId) =>
      `${publicUrl}${withOrderToken(path, orderAccess.sign(purchaseId))}`,
    giftManageUrl: (purchaseId) =>
      `${publicUrl}${giftManagePathFor(giftAccess.signManage(purchaseId))}`,
    giftClaimUrl: (purchaseId, version) =>
      `${publicUrl}${giftClaimPathFor(giftAccess.signClaim(purchaseId, version))}`,
    ...(config.announcesTestMode ? { testModeNotice: TEST_MODE_NOTICE } : {}),
  };
}

/** The sender's domain (`Shop <hello@shop.example>` -> `shop.example`), else the site's host. */
export function messageIdDomainOf(config: Config): string {
  const fromDomain = /@([\w.-]+)>?\s*$/.exec(config.mailFrom)?.[1];
  return fromDomain ?? new URL(config.PUBLIC_URL).hostname;
}

/** The mail job over the configured transport, for this process's job worker to run. */
export function mailJobFor(
  config: Config,
  db: Database,
  logger: MailLogger,
  tuning: Partial<MailWorkerOptions> = {},
): MailJobRuntime {
  const mailDir = path.join(config.dataDir, 'mail');
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, mailDir, logger });
  const job = mailJob({
    db,
    transport,
    templates: mailTemplates,
    context: mailContextOf(config),
    from: config.mailFrom,
    messageIdDomain: messageIdDomainOf(config),
    logger,
    ...tuning,
  });
  logger.info(
    config.SMTP_URL
      ? `mail: sending through SMTP at ${new URL(config.SMTP_URL).host}`
      : `mail: SMTP_URL not set, writing each mail as an .eml file to ${mailDir}`,
  );
  return {
    job,
    async close() {
      await transport.close?.();
    },
  };
}
