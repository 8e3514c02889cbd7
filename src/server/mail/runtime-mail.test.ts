import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { startRuntime, type Runtime } from '../runtime';

describe('mail in the running shop with no SMTP configured', () => {
  let dataDir = '';
  let runtime: Runtime | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-mail-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    runtime = await startRuntime({ config, html: { render: async () => '<html></html>' } });
  });
  afterAll(async () => {
    await runtime?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the free summary of a sign-up as an .eml file under DATA_DIR/mail', async () => {
    const response = await runtime!.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      payload: {
        fullName: 'Noor Haddad',
        email: 'noor@example.com',
        birthMonth: '07',
        birthDay: '02',
        birthYear: '1993',
        birthHour: '6',
        birthMinute: '40',
        ampm: 'PM',
        birthLocation: 'Lagos, Nigeria',
      },
    });
    expect(response.statusCode).toBe(200);

    const mailDir = path.join(dataDir, 'mail');
    const files = await vi.waitFor(
      async () => {
        const names = await readdir(mailDir).catch(() => []);
        expect(names).toHaveLength(1);
        return names;
      },
      // The first mail of a process loads its template, and with it the chart engine (decision
      // 330): on two busy cores that took 5 to 12 s here.
      { timeout: 25_000, interval: 100 },
    );
    const mail = await simpleParser(await readFile(path.join(mailDir, files[0]!)));
    expect(mail.subject).toBe('Your free astrological summary, Noor');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('noor@example.com');
    expect(mail.text).toContain('Lagos, Nigeria');
    expect(mail.html).toContain('here is your sky');
  });
});
