import { createHmac } from 'node:crypto';
import { isSignatureOf } from './token-bytes';
import type { Config } from '../config';
import { loadUploadSigningSecret } from '../storage/signing-secret';

/**
 * The two private links of a gift (decision 356), signed like an order's link (HMAC-SHA256 under
 * the shop's signing secret, nothing stored):
 * - the buyer's gift page, `/gift#token=<purchase id>.<signature>`, valid for the gift's life;
 * - the recipient's claim page, `/gift/claim#token=<purchase id>.<version>.<signature>`: the
 *   version is the gift's when the mail was queued, so a new date, address or resend (each a new
 *   version) ends every older link without a list of them.
 * Each has its own leading word, so no signature of one kind (or of an order, a download or an
 * upload) passes for another.
 */
export interface GiftAccessTokens {
  signManage(purchaseId: string): string;
  verifyManage(token: string): string | null;
  signClaim(purchaseId: string, version: number): string;
  verifyClaim(token: string): { purchaseId: string; version: number } | null;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MANAGE_PATTERN = new RegExp(`^(${UUID})\\.([\\w-]{43})$`);
const CLAIM_PATTERN = new RegExp(`^(${UUID})\\.([1-9]\\d{0,5})\\.([\\w-]{43})$`);

function signatureOf(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

/** A function secret is read once, on first use: building the app touches no files. */
export function createGiftAccessTokens(secret: string | (() => string)): GiftAccessTokens {
  let key = typeof secret === 'string' ? secret : undefined;
  const keyOf = () => (key ??= (secret as () => string)());
  const manageText = (id: string) => `gift-buyer\n${id}`;
  const claimText = (id: string, version: number) => `gift-claim\n${id}\n${version}`;
  return {
    signManage(purchaseId) {
      const id = purchaseId.toLowerCase();
      return `${id}.${signatureOf(keyOf(), manageText(id)).toString('base64url')}`;
    },
    verifyManage(token) {
      const match = MANAGE_PATTERN.exec(token);
      if (!match) return null;
      const [, id = '', signature = ''] = match;
      return isSignatureOf(signature, signatureOf(keyOf(), manageText(id))) ? id : null;
    },
    signClaim(purchaseId, version) {
      const id = purchaseId.toLowerCase();
      const signature = signatureOf(keyOf(), claimText(id, version)).toString('base64url');
      return `${id}.${version}.${signature}`;
    },
    verifyClaim(token) {
      const match = CLAIM_PATTERN.exec(token);
      if (!match) return null;
      const [, id = '', versionText = '', signature = ''] = match;
      const version = Number(versionText);
      return isSignatureOf(signature, signatureOf(keyOf(), claimText(id, version)))
        ? { purchaseId: id, version }
        : null;
    },
  };
}

/** Signed with the shop's one signing secret, the same in every instance. */
export function createGiftAccessTokensFor(config: Config): GiftAccessTokens {
  return createGiftAccessTokens(() =>
    loadUploadSigningSecret(config.dataDir, config.UPLOAD_SIGNING_SECRET),
  );
}
