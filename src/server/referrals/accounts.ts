import { asc, eq, sql } from 'drizzle-orm';
import { affiliateEmailSchema, affiliateMessages } from '../../common/affiliate';
import { isSingleLineText } from '../../common/plain-text';
import {
  commissionRateMessage,
  DEFAULT_COMMISSION_RATE,
  isCommissionRate,
  storedCommissionRate,
} from '../../common/commission';
import type { Database, Queryable } from '../db/client';
import { isUniqueViolation } from '../db/postgres-errors';
import { affiliates, type Affiliate } from '../db/schema';
import { AppError } from '../errors';
import { destroySignInsOf } from '../sign-ins/store';
import { hashPassword, PASSWORD_MIN_LENGTH } from './password';
import { generateReferralCode } from './referral-code';

export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

export interface CreateAffiliateOptions {
  name: string;
  email: string;
  /** Omitted for an invited affiliate, who sets one through the invitation link. */
  password?: string;
  /** Percent of a referred sale (common/commission.ts); the default rate when not given. */
  commissionRate?: number;
  /** A code the admin chose (already in the referral code alphabet); generated when not given. */
  referralCode?: string;
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(
      'bad_request',
      `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    );
  }
}

function checkCommissionRate(rate: number): string {
  if (!isCommissionRate(rate)) throw new AppError('bad_request', commissionRateMessage);
  return storedCommissionRate(rate);
}

const emailTaken = (email: string) =>
  new AppError('conflict', `An affiliate with the e-mail ${email} already exists`, {
    email: 'An affiliate with this e-mail already exists',
  });
const codeTaken = () =>
  new AppError('conflict', 'This referral code is already taken', {
    referralCode: 'This referral code is already taken',
  });

async function isCodeTaken(db: Queryable, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.referralCode, code));
  return row !== undefined;
}

/** A fresh code no affiliate has (a collision is 1 in a trillion per pair: draw again). */
async function unusedReferralCode(db: Queryable): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const code = generateReferralCode();
    if (!(await isCodeTaken(db, code)) || attempt >= 5) return code;
  }
}

/**
 * Creates an affiliate (operator CLI, the admin page). Codes and e-mails are checked before the
 * insert, so it also runs inside a caller's transaction (the admin's create queues the
 * invitation in the same one); a race lost at the unique index is still a 409.
 */
export async function createAffiliate(
  db: Queryable,
  options: CreateAffiliateOptions,
): Promise<Affiliate> {
  const name = options.name.trim();
  const email = options.email.trim();
  if (name.length < 2) throw new AppError('bad_request', 'The name must be at least 2 characters');
  // The CLI comes here without the route's schema: the same one-line rule (issue 36).
  if (!isSingleLineText(name)) {
    throw new AppError(
      'bad_request',
      'The name must be one line, without tabs or control characters',
    );
  }
  if (!affiliateEmailSchema.safeParse(email).success) {
    throw new AppError('bad_request', affiliateMessages.email);
  }
  if (options.password !== undefined) checkPassword(options.password);
  const commissionRate = checkCommissionRate(options.commissionRate ?? DEFAULT_COMMISSION_RATE);
  const passwordHash = options.password === undefined ? null : await hashPassword(options.password);

  if (await findAffiliateByEmail(db, email)) throw emailTaken(email);
  if (options.referralCode && (await isCodeTaken(db, options.referralCode))) throw codeTaken();
  const referralCode = options.referralCode ?? (await unusedReferralCode(db));
  try {
    const [created] = await db
      .insert(affiliates)
      .values({
        name,
        email,
        emailKey: emailKeyOf(email),
        referralCode,
        passwordHash,
        commissionRate,
      })
      .returning();
    if (!created) throw new Error('affiliate insert returned no row');
    return created;
  } catch (error) {
    if (isUniqueViolation(error, 'affiliates_email_key_unique')) throw emailTaken(email);
    if (isUniqueViolation(error, 'affiliates_referral_code_unique')) throw codeTaken();
    throw error;
  }
}

export async function findAffiliateByEmail(
  db: Queryable,
  email: string,
): Promise<Affiliate | null> {
  const [row] = await db
    .select()
    .from(affiliates)
    .where(eq(affiliates.emailKey, emailKeyOf(email)));
  return row ?? null;
}

export async function listAffiliates(db: Queryable): Promise<Affiliate[]> {
  return db.select().from(affiliates).orderBy(asc(affiliates.createdAt), asc(affiliates.emailKey));
}

async function requireAffiliate(db: Queryable, email: string): Promise<Affiliate> {
  const affiliate = await findAffiliateByEmail(db, email);
  if (!affiliate) throw new AppError('not_found', `No affiliate has the e-mail ${email.trim()}`);
  return affiliate;
}

/** Sets a new password and signs the affiliate out everywhere (a reset implies doubt). */
export async function setAffiliatePassword(
  db: Database,
  email: string,
  password: string,
): Promise<Affiliate> {
  checkPassword(password);
  const affiliate = await requireAffiliate(db, email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx
      .update(affiliates)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(affiliates.id, affiliate.id));
    await destroySignInsOf(tx, 'affiliate', affiliate.id);
    return { ...affiliate, passwordHash };
  });
}

/** Deactivating ends the affiliate's sessions and stops their referral code being valid. */
export async function setAffiliateActive(
  db: Database,
  email: string,
  isActive: boolean,
): Promise<Affiliate> {
  const affiliate = await requireAffiliate(db, email);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(affiliates)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(affiliates.id, affiliate.id))
      .returning();
    if (!isActive) await destroySignInsOf(tx, 'affiliate', affiliate.id);
    return updated ?? affiliate;
  });
}

export async function findAffiliateById(db: Queryable, id: string): Promise<Affiliate | null> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id));
  return row ?? null;
}

/**
 * An admin's change by id: the rate future orders get (orders keep their snapshot, and booked
 * commissions are never edited) and whether the account is active (inactive: sessions end and
 * the code stops being valid). Null when there is no such affiliate.
 */
export async function updateAffiliateById(
  db: Database,
  id: string,
  change: { commissionRate?: number; isActive?: boolean },
): Promise<Affiliate | null> {
  const commissionRate =
    change.commissionRate === undefined ? undefined : checkCommissionRate(change.commissionRate);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(affiliates)
      .set({ commissionRate, isActive: change.isActive, updatedAt: sql`now()` })
      .where(eq(affiliates.id, id))
      .returning();
    if (!updated) return null;
    if (change.isActive === false) await destroySignInsOf(tx, 'affiliate', id);
    return updated;
  });
}
