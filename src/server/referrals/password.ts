import { availableParallelism } from 'node:os';
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '../errors';

/**
 * scrypt from node:crypto (no native package to install). ln=15, r=8, p=3 is one of OWASP's
 * equal-strength scrypt settings (32 MiB, ~250 ms on one of our cores); the parameters are
 * stored in every hash, so raising them later still verifies old hashes (see `needsRehash`).
 */
export const currentScryptParameters = { logN: 15, r: 8, p: 3 } as const;

export interface ScryptParameters {
  logN: number;
  r: number;
  p: number;
}

/** What new hashes are made with and older ones are measured against. */
let parametersInForce: ScryptParameters = currentScryptParameters;

/**
 * The tests' one way to hash at a lower cost: a sign-in at full cost takes a quarter second of
 * a core, which a test of the sign-in rules spends on nothing it checks (decision 319). The
 * unit tests' setup file calls it before every file; a test of the cost itself sets
 * `currentScryptParameters` back. The shop never calls it: eslint refuses it outside tests.
 */
export function setHashingCostForTests(parameters: ScryptParameters): void {
  parametersInForce = parameters;
  // The unknown-account hash follows, so both kinds of sign-in still cost the same.
  dummyHash = undefined;
}

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const HASH_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads, compression and DNS share:
 * a burst of sign-ins must not take all of it, nor every core. Half the cores hash at once; a few dozen may
 * wait; beyond that the sign-in is refused at once rather than queued without end.
 */
// Half the cores, at least one: on 2 cores a hash flood leaves one core to serve everything else.
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(availableParallelism() / 2));
export const MAX_WAITING_HASHES = 32;
let runningHashes = 0;
const waitingHashes: (() => void)[] = [];

/** What a sign-in reads when the server is hashing as fast as it may. */
export const HASHING_BUSY_MESSAGE =
  'Too many sign-ins at this moment. Please try again in a minute.';

/** Sign-ins a process takes at once: as many as may hash or wait for a hash. */
export const MAX_SIGN_INS_IN_PROGRESS = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES;
let signInsInProgress = 0;

/** What the gate holds right now: hashes running, hashes waiting, sign-ins under way (tests read it). */
export function hashingLoad() {
  return { hashing: runningHashes, waiting: waitingHashes.length, signInsInProgress };
}

/** Hashes derived since the process began, by their cost (`ln=15,r=8,p=3`): a few keys at most. */
const derivedByCost = new Map<string, number>();

/** The hashes derived so far at each cost: the work a sign-in did, counted rather than timed. */
export function hashesDerived(): Record<string, number> {
  return Object.fromEntries(derivedByCost);
}

/**
 * The in-memory gate in front of a sign-in: when as many are under way as could hash or wait,
 * null (refuse at once, before any database work: a flood then costs the database nothing and
 * the event loop little). Otherwise a release to call once the reply is out (idempotent).
 */
export function admitSignIn(): (() => void) | null {
  if (signInsInProgress >= MAX_SIGN_INS_IN_PROGRESS) return null;
  signInsInProgress += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    signInsInProgress -= 1;
  };
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningHashes >= MAX_CONCURRENT_HASHES) {
    if (waitingHashes.length >= MAX_WAITING_HASHES) {
      throw new AppError('too_many_requests', HASHING_BUSY_MESSAGE);
    }
    await new Promise<void>((resolve) => waitingHashes.push(resolve));
  } else {
    runningHashes += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = waitingHashes.shift();
    if (next) next();
    else runningHashes -= 1;
  }
}

function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  return withHashSlot(() => deriveNow(password, salt, parameters));
}

function deriveNow(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  const cost = `ln=${parameters.logN},r=${parameters.r},p=${parameters.p}`;
  derivedByCost.set(cost, (derivedByCost.get(cost) ?? 0) + 1);
  const N = 2 ** parameters.logN;
  const options: ScryptOptions = {
    N,
    r: parameters.r,
    p: parameters.p,
    // Node refuses anything over 32 MiB by default; allow what these parameters need.
    maxmem: 128 * N * parameters.r * 2,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `$scrypt$ln=15,r=8,p=3$<salt>$<hash>` (PHC string format, base64url). */
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = parametersInForce,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, parameters);
  const { logN, r, p } = parameters;
  return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parseHash(hash: string) {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const parameters = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (parameters.logN < 10 || parameters.logN > 20 || parameters.r < 1 || parameters.p < 1) {
    return null;
  }
  return { parameters, salt: Buffer.from(salt!, 'base64url'), key: Buffer.from(key!, 'base64url') };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const candidate = await derive(password, parsed.salt, parsed.parameters);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when the hash was made with weaker parameters than the ones in force. */
export function needsRehash(hash: string): boolean {
  const parsed = parseHash(hash);
  if (!parsed) return true;
  const { logN, r, p } = parsed.parameters;
  const current = parametersInForce;
  return logN < current.logN || r < current.r || p < current.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash to verify against when the e-mail is unknown, so a wrong address costs the same time
 * as a wrong password and the reply's timing does not tell which accounts exist.
 */
export function hashForUnknownAccount(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

const GENERATED_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 characters from 56: about 116 bits, easy to copy (no look-alikes or symbols). */
export function generatePassword(length = 20): string {
  let password = '';
  for (let index = 0; index < length; index += 1) {
    password += GENERATED_ALPHABET[randomInt(GENERATED_ALPHABET.length)];
  }
  return password;
}

/** What an operator or an affiliate may set (one rule for the CLI, admin and set-password page). */
export { AFFILIATE_PASSWORD_MIN_LENGTH as PASSWORD_MIN_LENGTH } from '../../common/affiliate';
