import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailTransport, type MailLogger } from './transport';

function recordingLogger() {
  const lines: string[] = [];
  const logger = {
    info: (_object: unknown, message?: string) => lines.push(message ?? ''),
    warn: () => {},
    error: () => {},
  } as unknown as MailLogger;
  return { logger, lines };
}

describe('mail transport without SMTP', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file in the mail folder and logs where', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    const mailDir = path.join(dir, 'mail');
    const { logger, lines } = recordingLogger();
    const transport = createMailTransport({ mailDir, logger });
    const sent = await transport.send({
      from: 'Astral Path <hello@astral.test>',
      to: 'maya@example.com',
      replyTo: 'help@astral.test',
      subject: 'Your free astrological summary, Maya',
      html: '<p>Sun in <b>Pisces</b></p>',
      text: 'Sun in Pisces',
      messageId: '<job-1@astral.test>',
    });
    await transport.send({
      from: 'a@astral.test',
      to: 'b@example.com',
      subject: 'Two',
      html: '<p>2</p>',
      text: '2',
    });

    const files = (await readdir(mailDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const first = files.find((file) => file.includes('job-1'))!;
    expect(lines).toContain(`mail written to ${path.join(mailDir, first)}`);
    expect(sent.messageId).toBe('<job-1@astral.test>');

    const mail = await simpleParser(await readFile(path.join(mailDir, first)));
    expect(mail.subject).toBe('Your free astrological summary, Maya');
    expect(mail.from?.value[0]).toMatchObject({
      name: 'Astral Path',
      address: 'hello@astral.test',
    });
    expect(mail.replyTo?.text).toBe('help@astral.test');
    expect(mail.messageId).toBe('<job-1@astral.test>');
    expect(mail.text?.trim()).toBe('Sun in Pisces');
    expect(mail.html).toContain('<b>Pisces</b>');
  });
});
