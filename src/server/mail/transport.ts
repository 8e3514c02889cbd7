import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './types';

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface MailTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://...:465`; unset -> `.eml` files in `mailDir`. */
  smtpUrl?: string;
  mailDir: string;
  logger: MailLogger;
}

/** The one place that knows nodemailer (docs/architecture.md rule 4: adapters at the edge). */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? createSmtpTransport(options.smtpUrl)
    : createFileTransport(options.mailDir, options.logger);
}

type Outgoing = MailMessage & { from: string };

function nodemailerMessage(message: Outgoing) {
  const { from, to, subject, html, text, messageId, replyTo, attachments, headers } = message;
  return {
    from,
    to,
    subject,
    html,
    text,
    ...(messageId ? { messageId } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(attachments?.length ? { attachments } : {}),
    ...(headers ? { headers } : {}),
  };
}

/**
 * nodemailer is loaded by the first mail rather than at start: most starts send none
 * (decision 213).
 */
async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | null = null;
  const connect = () =>
    (transporter ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // Bounded, so one send always ends well inside the worker's lease on the job.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      }),
    ));
  return {
    async send(message) {
      const info = await (await connect()).sendMail(nodemailerMessage(message));
      return { messageId: info.messageId };
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
}

/** No SMTP configured: each message becomes one `.eml` file, openable in any mail program. */
export function createFileTransport(mailDir: string, logger: MailLogger): MailTransport {
  let composer: Promise<Transporter> | null = null;
  const compose = () =>
    (composer ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    ));
  return {
    async send(message) {
      const info = await (await compose()).sendMail(nodemailerMessage(message));
      await mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const idPart = /^<([^@>]+)/.exec(info.messageId)?.[1] ?? randomUUID();
      const file = path.join(mailDir, `${stamp}-${idPart.replace(/[^\w-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ file, to: message.to, subject: message.subject }, `mail written to ${file}`);
      return { messageId: info.messageId };
    },
  };
}
