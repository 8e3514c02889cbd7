import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Affiliate } from '../db/schema';
import { isSignatureOf } from '../sign-ins/token-bytes';

/**
 * A browser an affiliate signed in from (decision 310): it keeps its own sign-in allowance, so
 * strangers guessing at the account from elsewhere cannot keep the owner out of it.
 */
export const KNOWN_DEVICE_DAYS = 180;
const SECONDS_PER_DAY = 24 * 60 * 60;
/** Four short parts and a MAC: a longer cookie is not ours. */
const MAX_TOKEN_LENGTH = 200;

type DeviceOwner = Pick<Affiliate, 'id' | 'passwordHash'>;

/**
 * Keyed by the account's password hash, which only the database holds: no shop secret to share
 * between instances, and a new password (a reset implies doubt) retires every device at once.
 */
function macOf(owner: DeviceOwner, payload: string): Buffer {
  const key = Buffer.from(
    hkdfSync('sha256', owner.passwordHash ?? '', 'astral-affiliate', 'known device', 32),
  );
  return createHmac('sha256', key).update(payload).digest();
}

/** `affiliateId.deviceId.issuedAt.mac`, signed for this account's current password. */
export function knownDeviceToken(
  owner: DeviceOwner,
  deviceId: string = randomUUID(),
  issuedAt = Math.floor(Date.now() / 1000),
): string {
  const payload = `${owner.id}.${deviceId}.${issuedAt}`;
  return `${payload}.${macOf(owner, payload).toString('base64url')}`;
}

/**
 * The device id a cookie names when it was signed for this account's current password within
 * `KNOWN_DEVICE_DAYS`, else null (missing, forged, another account's, expired, or from before
 * a password change).
 */
export function recognisedDevice(
  token: string | undefined,
  owner: DeviceOwner | null | undefined,
  now = Math.floor(Date.now() / 1000),
): string | null {
  if (!token || !owner?.passwordHash || token.length > MAX_TOKEN_LENGTH) return null;
  const [affiliateId, deviceId, issuedAtText, mac, ...rest] = token.split('.');
  if (rest.length > 0 || affiliateId !== owner.id || !deviceId || !mac) return null;
  const issuedAt = Number(issuedAtText);
  if (!Number.isInteger(issuedAt) || now - issuedAt > KNOWN_DEVICE_DAYS * SECONDS_PER_DAY) {
    return null;
  }
  const expected = macOf(owner, `${affiliateId}.${deviceId}.${issuedAtText}`);
  return isSignatureOf(mac, expected) ? deviceId : null;
}

export interface KnownDeviceCookie {
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
}

/** HttpOnly, SameSite=Lax, `__Host-` in production, like the session cookie it outlives. */
export function knownDeviceCookieOf(config: Config): KnownDeviceCookie {
  const isSecure = config.isProduction;
  const name = isSecure ? '__Host-affiliate_device' : 'affiliate_device';
  const flags = { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure } as const;
  return {
    read: (request) => request.cookies[name],
    set: (reply, token) => {
      reply.setCookie(name, token, { ...flags, maxAge: KNOWN_DEVICE_DAYS * SECONDS_PER_DAY });
    },
  };
}
