import { parseArgs } from 'node:util';
import { terminalLine } from '../../common/plain-text';
import type { Database } from '../db/client';
import type { Affiliate } from '../db/schema';
import { AppError } from '../errors';
import {
  createAffiliate,
  listAffiliates,
  setAffiliateActive,
  setAffiliatePassword,
} from '../referrals/accounts';
import { generatePassword } from '../referrals/password';

export const affiliateUsage = `Usage: npm run affiliate -- <command> [options]

  create --name "Luna Vega" --email luna@example.com [--rate 20] [--password ...]
        Adds an affiliate. Without --password a strong one is generated and printed once.
  list
        Shows every affiliate with code, rate and status.
  set-password --email luna@example.com [--password ...]
        Replaces the password (generated when not given) and signs the affiliate out everywhere.
  deactivate --email luna@example.com
        Blocks sign-in, ends open sessions and stops the referral code counting.
  activate --email luna@example.com
        Undoes deactivate.`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface AffiliateCliContext {
  db: Database;
  /** For the referral link printed after `create`. */
  publicUrl: string;
  output: CliOutput;
}

class UsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

function parseRate(rate: string | undefined): number | undefined {
  if (rate === undefined) return undefined;
  const percent = Number(rate.replace(/%$/, ''));
  if (rate.trim() === '' || !Number.isFinite(percent)) {
    throw new UsageError('--rate must be a percent such as 20 or 12.5.');
  }
  return percent;
}

export function referralLink(publicUrl: string, referralCode: string): string {
  return new URL(`/cart?ref=${referralCode}`, publicUrl).toString();
}

/** "Luna Vega <luna@example.com>", safe to print whatever the database holds (issue 36). */
function nameAndEmail(affiliate: Affiliate): string {
  return `${terminalLine(affiliate.name)} <${terminalLine(affiliate.email)}>`;
}

function describe(affiliate: Affiliate, publicUrl: string): string[] {
  return [
    `  Referral code:   ${affiliate.referralCode}`,
    `  Referral link:   ${referralLink(publicUrl, affiliate.referralCode)}`,
    `  Commission rate: ${affiliate.commissionRate}%`,
  ];
}

function passwordLines(password: string, wasGenerated: boolean): string[] {
  if (!wasGenerated) return ['  Password:        as given'];
  return [
    `  Password:        ${password}`,
    '  (Shown only now. Pass it to the affiliate over a private channel.)',
  ];
}

function table(affiliates: Affiliate[]): string[] {
  if (affiliates.length === 0) return ['No affiliates yet. Add one with `create`.'];
  const rows = affiliates.map((affiliate) => [
    affiliate.referralCode,
    affiliate.isActive ? 'active' : 'inactive',
    `${affiliate.commissionRate}%`,
    terminalLine(affiliate.name),
    terminalLine(affiliate.email),
    affiliate.createdAt.toISOString().slice(0, 10),
  ]);
  const header = ['CODE', 'STATUS', 'RATE', 'NAME', 'E-MAIL', 'CREATED'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** Runs one command; returns the process exit code (0 done, 1 refused, 2 bad usage). */
export async function runAffiliateCli(
  argv: string[],
  context: AffiliateCliContext,
): Promise<number> {
  const { db, output, publicUrl } = context;
  const [command, ...rest] = argv;
  try {
    const { values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        name: { type: 'string' },
        email: { type: 'string' },
        rate: { type: 'string' },
        password: { type: 'string' },
      },
    });
    switch (command) {
      case 'create': {
        const password = values.password ?? generatePassword();
        const affiliate = await createAffiliate(db, {
          name: required(values, 'name'),
          email: required(values, 'email'),
          password,
          commissionRate: parseRate(values.rate),
        });
        output.out(`Created affiliate ${nameAndEmail(affiliate)}`);
        for (const line of describe(affiliate, publicUrl)) output.out(line);
        for (const line of passwordLines(password, values.password === undefined)) output.out(line);
        return 0;
      }
      case 'list':
        for (const line of table(await listAffiliates(db))) output.out(line);
        return 0;
      case 'set-password': {
        const password = values.password ?? generatePassword();
        const affiliate = await setAffiliatePassword(db, required(values, 'email'), password);
        output.out(`New password set for ${nameAndEmail(affiliate)}; open sessions ended.`);
        for (const line of passwordLines(password, values.password === undefined)) output.out(line);
        return 0;
      }
      case 'deactivate':
      case 'activate': {
        const isActive = command === 'activate';
        const affiliate = await setAffiliateActive(db, required(values, 'email'), isActive);
        output.out(
          isActive
            ? `${nameAndEmail(affiliate)} is active again.`
            : `${nameAndEmail(affiliate)} is deactivated: sign-in blocked, sessions ended, code ${affiliate.referralCode} no longer valid.`,
        );
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        output.out(affiliateUsage);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof AppError) {
      output.err(`Error: ${error.message}`);
      return 1;
    }
    const isUsageError =
      error instanceof UsageError ||
      (error instanceof TypeError &&
        'code' in error &&
        String(error.code).startsWith('ERR_PARSE_ARGS'));
    if (isUsageError) {
      output.err(`Error: ${(error as Error).message}\n\n${affiliateUsage}`);
      return 2;
    }
    throw error;
  }
}
