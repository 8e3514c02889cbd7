import { createHmac } from 'node:crypto';
import { isSignatureOf } from './token-bytes';
import type { Config } from '../config';
import { loadUploadSigningSecret } from '../storage/signing-secret';

/**
 * The private link of an order's status page (`/order#token=...`): the purchase id and an
 * HMAC-SHA256 of it under the shop's signing secret. Nothing is stored, so every order e-mail
 * ever sent keeps working; rotating the secret ends them all. The leading word keeps these
 * signatures apart from download and upload links signed with the same secret.
 */
export interface OrderAccessTokens {
  sign(purchaseId: string): string;
  /** The purchase id the token opens, or null for anything not signed by us. */
  verify(token: string): string | null;
}

const TOKEN_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/;

function signatureOf(secret: string, purchaseId: string): Buffer {
  return createHmac('sha256', secret).update(`order-status\n${purchaseId}`).digest();
}

/** A function secret is read once, on first use: building the app touches no files. */
export function createOrderAccessTokens(secret: string | (() => string)): OrderAccessTokens {
  let key = typeof secret === 'string' ? secret : undefined;
  const keyOf = () => (key ??= (secret as () => string)());
  return {
    sign(purchaseId) {
      const id = purchaseId.toLowerCase();
      return `${id}.${signatureOf(keyOf(), id).toString('base64url')}`;
    },
    verify(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const [, purchaseId = '', signature = ''] = match;
      return isSignatureOf(signature, signatureOf(keyOf(), purchaseId)) ? purchaseId : null;
    },
  };
}

/** Signed with the shop's one signing secret, the same in every instance (as download links). */
export function createOrderAccessTokensFor(config: Config): OrderAccessTokens {
  return createOrderAccessTokens(() =>
    loadUploadSigningSecret(config.dataDir, config.UPLOAD_SIGNING_SECRET),
  );
}
