import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { createSignInLink, SIGN_IN_LINK_MINUTES } from './sign-in-links';

export const adminUsage = `Usage: npm run admin -- <command>

  link <email>
        Prints a one-time sign-in link for an e-mail on ADMIN_EMAILS. It works once, for
        ${SIGN_IN_LINK_MINUTES} minutes. Use it without Google, or when Google sign-in is down.`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface AdminCliContext {
  db: Queryable;
  config: Config;
  output: CliOutput;
}

/** Runs one command; returns the process exit code (0 done, 1 refused, 2 bad usage). */
export async function runAdminCli(argv: string[], context: AdminCliContext): Promise<number> {
  const { db, config, output } = context;
  const [command, ...rest] = argv;
  if (command === undefined || ['help', '--help', '-h'].includes(command)) {
    output.out(adminUsage);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'link' || rest.length !== 1 || rest[0]!.startsWith('-')) {
    output.err(`Error: expected \`link <email>\`.\n\n${adminUsage}`);
    return 2;
  }
  try {
    const link = await createSignInLink(db, config, rest[0]!);
    output.out(`One-time admin sign-in link for ${link.email}:`);
    output.out(`  ${link.url}`);
    output.out(
      `It works once, until ${link.expiresAt.toISOString()} (${SIGN_IN_LINK_MINUTES} minutes).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      output.err(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/**
 * What to say when the running shop holds the PGlite files. Without Google the shop printed
 * fresh links when it started; otherwise it must stop for the CLI to open the database.
 */
export function pgliteHeldMessage(config: Config, heldMessage: string): string {
  const lines = [
    'The running shop has the PGlite database open, so this command cannot make a link now.',
  ];
  if (!config.google) {
    lines.push(
      'Without Google sign-in the shop printed one fresh link per admin when it started: look',
      'for "Admin sign-in link" in its start output (each works once, for 15 minutes).',
    );
  }
  lines.push('Or stop the shop, run this command again, then start the shop.', '', heldMessage);
  return lines.join('\n');
}
