import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { adminPaths } from '../../../common/admin-sign-in';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { adminSignInLinks } from '../../db/schema';
import { AppError } from '../../errors';
import { isAllowedAdmin } from './admin-sign-ins';

/** Long enough to copy from a terminal, short enough that a leaked log line soon opens nothing. */
export const SIGN_IN_LINK_MINUTES = 15;

/** 32 random bytes as base64url, like session tokens. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SignInLink {
  url: string;
  email: string;
  expiresAt: Date;
}

/**
 * A one-time sign-in link for an allow-listed e-mail (break-glass, and sign-in without Google).
 * Only the token's SHA-256 is stored, so the table opens nothing.
 */
export async function createSignInLink(
  db: Queryable,
  config: Config,
  email: string,
): Promise<SignInLink> {
  const emailKey = email.trim().toLowerCase();
  if (!isAllowedAdmin(config, emailKey)) {
    throw new AppError(
      'forbidden',
      `${emailKey} is not on ADMIN_EMAILS. Add it there (and restart the shop) first.`,
    );
  }
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(adminSignInLinks)
    .values({
      id: hashLinkToken(token),
      emailKey,
      expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_LINK_MINUTES})`,
    })
    .returning({ expiresAt: adminSignInLinks.expiresAt });
  if (!row) throw new Error('sign-in link insert returned no row');
  const url = new URL(adminPaths.link, config.PUBLIC_URL);
  url.searchParams.set('token', token);
  return { url: url.toString(), email: emailKey, expiresAt: row.expiresAt };
}

/**
 * Uses a link up: one atomic update, so two clicks racing cannot both win. Returns the e-mail
 * it was made for, or null when the token is unknown, expired or already used.
 */
export async function redeemSignInLink(
  db: Queryable,
  token: string | undefined,
): Promise<string | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .update(adminSignInLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminSignInLinks.id, hashLinkToken(token)),
        isNull(adminSignInLinks.usedAt),
        gt(adminSignInLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ emailKey: adminSignInLinks.emailKey });
  return row?.emailKey ?? null;
}

/** Links that expired over a day ago only take room; used ones stay a day for the record. */
export async function pruneSignInLinks(db: Queryable): Promise<number> {
  const pruned = await db
    .delete(adminSignInLinks)
    .where(lt(adminSignInLinks.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: adminSignInLinks.id });
  return pruned.length;
}

/**
 * Without Google, the shop itself makes one fresh link per allow-listed admin at start:
 * with PGlite the CLI cannot open the database while the shop runs.
 */
export async function createStartUpSignInLinks(
  db: Queryable,
  config: Config,
): Promise<SignInLink[]> {
  if (config.google) return [];
  await pruneSignInLinks(db);
  const links: SignInLink[] = [];
  for (const email of config.ADMIN_EMAILS) links.push(await createSignInLink(db, config, email));
  return links;
}
