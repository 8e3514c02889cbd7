import { describe, expect, it } from 'vitest';
import type { SignInLink } from './admin/sign-in/sign-in-links';
import { announceAdminSignInLinks } from './runtime';

const link: SignInLink = {
  email: 'ops.lead@astral.test',
  url: 'https://shop.example/auth/link?token=live-secret-token',
  expiresAt: new Date('2026-01-01T00:15:00Z'),
};

function announce(options: { isProduction: boolean; isTerminal: boolean }) {
  const logged: unknown[] = [];
  const printed: string[] = [];
  announceAdminSignInLinks([link], {
    log: { info: (...args: unknown[]) => void logged.push(args) },
    print: (line) => printed.push(line),
    ...options,
  });
  return { logged: JSON.stringify(logged), printed: printed.join('\n') };
}

describe('the start-up admin sign-in links', () => {
  it('never go into the JSON log in production, and are printed only to a terminal', () => {
    const collected = announce({ isProduction: true, isTerminal: false });
    expect(collected.logged).toContain('ops.lead@astral.test');
    expect(collected.logged).not.toContain('live-secret-token');
    expect(collected.printed).toBe('');

    const atTerminal = announce({ isProduction: true, isTerminal: true });
    expect(atTerminal.logged).not.toContain('live-secret-token');
    expect(atTerminal.printed).toContain(link.url);
  });

  it('are logged and printed in development, where the operator is the developer', () => {
    const collected = announce({ isProduction: false, isTerminal: false });
    expect(collected.logged).toContain(link.url);
    expect(collected.printed).toContain(link.url);
  });
});
