import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, for tests of anything that mails. */
export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** The messages received so far with `address` among their recipients. */
  mailsTo(address: string): ParsedMail[];
  /** How many messages have arrived or are arriving (accepted or not yet). */
  arriving(): number;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Listen on this port (e.g. one a test reserved while the server was "down"). */
  port?: number;
  /** Recipients answered with 550 (a permanent refusal). */
  isRefusedRecipient?: (address: string) => boolean;
  /**
   * Holds each message this long before accepting it, to catch a send in flight; a function is
   * asked per message. A held message is kept even if the client goes away before the answer,
   * as a real server that queued it would.
   */
  acceptDelayMs?: number | (() => number);
}

export async function startTestSmtpServer(
  options: TestSmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  let inFlight = 0;
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.isRefusedRecipient?.(address.address)) {
        const refusal = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        return callback(refusal);
      }
      callback();
    },
    onData(stream, _session, callback) {
      // A message counts as arriving until it is in `messages` or its sender is gone (a client
      // killed mid-message cuts its stream off, and no message follows).
      inFlight += 1;
      let isSettled = false;
      const settle = () => {
        if (!isSettled) inFlight -= 1;
        isSettled = true;
      };
      stream.once('error', settle);
      simpleParser(stream).then(
        async (mail) => {
          const { acceptDelayMs } = options;
          const holdMs = typeof acceptDelayMs === 'function' ? acceptDelayMs() : acceptDelayMs;
          if (holdMs) await new Promise((r) => setTimeout(r, holdMs));
          if (!isSettled) messages.push(mail);
          settle();
          callback();
        },
        (error: Error) => {
          settle();
          callback(error);
        },
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo: (address) =>
      messages.filter((mail) => JSON.stringify(mail.to ?? []).includes(address)),
    arriving: () => messages.length + inFlight,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (yet): connecting to it is refused. */
export async function reserveFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
