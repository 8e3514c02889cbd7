import { eq } from 'drizzle-orm';
import {
  affiliateMessages,
  type AffiliateLoginInput,
  type AffiliateProfile,
} from '../../common/affiliate';
import type { Database, Queryable } from '../db/client';
import { affiliates, type Affiliate } from '../db/schema';
import { AppError } from '../errors';
import { AFFILIATE_SIGN_IN_ALERT_KIND } from '../mail/contracts';
import { enqueueEmail } from '../mail/outbox';
import {
  beginLoginAttempt,
  checkAccountDelay,
  clearLoginFailures,
  defaultAccountDelay,
} from '../sign-ins/login-throttle';
import {
  createSignIn,
  destroySignIn,
  findSignIn,
  pruneExpiredSignIns,
  type NewSignIn,
} from '../sign-ins/store';
import { findAffiliateByEmail, emailKeyOf } from '../referrals/accounts';
import { knownDeviceToken, recognisedDevice } from './known-device';
import {
  hashForUnknownAccount,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../referrals/password';

function profileOf(affiliate: Affiliate): AffiliateProfile {
  return { name: affiliate.name, referralCode: affiliate.referralCode };
}

export interface AffiliateLoginRequest extends AffiliateLoginInput {
  ipAddress: string;
  /** The browser's current session cookie, ended when the new session starts. */
  previousToken?: string;
  /** The browser's known-device cookie, if it has one (decision 310). */
  deviceToken?: string;
}

export interface AffiliateLoginResult {
  session: NewSignIn;
  affiliate: AffiliateProfile;
  /** The known-device cookie's new value: this browser signed in with the right password. */
  deviceToken: string;
}

/**
 * Signs the affiliate in: a new session, their profile, and this browser's known-device token,
 * signed for the password hash the account now holds (a recognised device keeps its id).
 */
export async function signInAffiliate(
  db: Queryable,
  affiliate: Affiliate,
  options: { signInLifetimeSeconds: number; deviceId?: string },
): Promise<AffiliateLoginResult> {
  const session = await createSignIn(db, {
    subjectKind: 'affiliate',
    subjectId: affiliate.id,
    lifetimeSeconds: options.signInLifetimeSeconds,
  });
  return {
    session,
    affiliate: profileOf(affiliate),
    deviceToken: knownDeviceToken(affiliate, options.deviceId),
  };
}

/**
 * Checks e-mail and password and starts a session. An unknown e-mail and a wrong password get
 * the same message after the same work. A browser the account signed in from before is throttled
 * on its own (5 failures in 15 minutes); any other is throttled per e-mail and address and by the
 * account's delay, which strangers' guesses grow, so they can slow down only the unknown devices
 * (decision 310).
 */
export async function loginAffiliate(
  db: Database,
  request: AffiliateLoginRequest,
  options: { signInLifetimeSeconds: number },
): Promise<AffiliateLoginResult> {
  const emailKey = emailKeyOf(request.email);
  const knownAccount = request.deviceToken
    ? await findAffiliateByEmail(db, request.email)
    : undefined;
  const deviceId = recognisedDevice(request.deviceToken, knownAccount);
  const attemptKey = deviceId
    ? // The device stands where the address would: its failures are its own.
      { scope: 'affiliate-device', emailKey, ipAddress: `device:${deviceId}` }
    : { scope: 'affiliate', emailKey, ipAddress: request.ipAddress };
  const { isAllowed, attemptId } = await beginLoginAttempt(db, attemptKey);
  if (!isAllowed) throw new AppError('too_many_requests', affiliateMessages.tooManyAttempts);
  // Said of known and unknown e-mails alike, so it does not tell which accounts exist.
  const account = deviceId ? null : await checkAccountDelay(db, attemptKey, attemptId);
  if (account && !account.isAllowed) {
    const slowed = new AppError('too_many_requests', affiliateMessages.accountSlowedDown);
    slowed.retryAfterSeconds = account.retryAfterSeconds;
    throw slowed;
  }

  const affiliate = knownAccount ?? (await findAffiliateByEmail(db, request.email));
  const storedHash = affiliate?.passwordHash ?? (await hashForUnknownAccount());
  const isPasswordRight = await verifyPassword(request.password, storedHash);
  if (!affiliate || !isPasswordRight) {
    if (
      account &&
      affiliate?.isActive &&
      account.failures + 1 >= defaultAccountDelay.freeFailures
    ) {
      await queueSignInAlert(db, affiliate, account.failures + 1);
    }
    throw new AppError('unauthorized', affiliateMessages.invalidCredentials);
  }
  // Said only to someone who knows the password, so it tells an outsider nothing.
  if (!affiliate.isActive) throw new AppError('forbidden', affiliateMessages.inactive);

  await clearLoginFailures(db, attemptKey);
  let passwordHash = storedHash;
  if (needsRehash(storedHash)) {
    passwordHash = await hashPassword(request.password);
    await db.update(affiliates).set({ passwordHash }).where(eq(affiliates.id, affiliate.id));
  }
  await destroySignIn(db, request.previousToken);
  await pruneExpiredSignIns(db);
  return signInAffiliate(
    db,
    { ...affiliate, passwordHash },
    { ...options, deviceId: deviceId ?? undefined },
  );
}

/**
 * Tells the affiliate that their account draws failed sign-ins, once a day at most (the
 * dedupe key), whatever the addresses the guesses come from.
 */
async function queueSignInAlert(db: Database, affiliate: Affiliate, failedAttempts: number) {
  const day = new Date().toISOString().slice(0, 10);
  await enqueueEmail(db, {
    kind: AFFILIATE_SIGN_IN_ALERT_KIND,
    recipient: affiliate.email,
    payload: {
      name: affiliate.name,
      failedAttempts,
      windowMinutes: defaultAccountDelay.windowMinutes,
    },
    dedupeKey: `${AFFILIATE_SIGN_IN_ALERT_KIND}:${affiliate.id}:${day}`,
  });
}

/** The signed-in affiliate behind a session cookie, or null (also when since deactivated). */
export async function affiliateForSignIn(
  db: Database,
  token: string | undefined,
): Promise<AffiliateProfile | null> {
  const session = await findSignIn(db, token, 'affiliate');
  if (!session) return null;
  const [affiliate] = await db
    .select()
    .from(affiliates)
    .where(eq(affiliates.id, session.subjectId));
  return affiliate?.isActive ? profileOf(affiliate) : null;
}

/** Ends the session in the database, so the old cookie opens nothing even if replayed. */
export async function logoutAffiliate(db: Database, token: string | undefined): Promise<void> {
  await destroySignIn(db, token);
}
