import { createHmac } from 'node:crypto';
import { isSignatureOf } from './token-bytes';
import type { Config } from '../config';
import { loadUploadSigningSecret } from '../storage/signing-secret';

/**
 * A private link's token for one value (a checkout draft's id, an address to unsubscribe):
 * the value in base64url and an HMAC-SHA256 of it under the shop's signing secret, nothing
 * stored. `purpose` is signed in too, so a token of one kind never passes for another (nor for
 * an order's, a gift's, a download's or an upload's link, signed with other words).
 */
export interface SignedLinks {
  sign(value: string): string;
  /** The value the token carries, or null for anything not signed by us for this purpose. */
  verify(token: string): string | null;
}

const TOKEN_PATTERN = /^([\w-]{1,400})\.([\w-]{43})$/;

export function createSignedLinks(purpose: string, secret: string | (() => string)): SignedLinks {
  let key = typeof secret === 'string' ? secret : undefined;
  const keyOf = () => (key ??= (secret as () => string)());
  const signatureOf = (value: string) =>
    createHmac('sha256', keyOf()).update(`${purpose}\n${value}`).digest();
  return {
    sign(value) {
      const encoded = Buffer.from(value, 'utf8').toString('base64url');
      return `${encoded}.${signatureOf(value).toString('base64url')}`;
    },
    verify(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const [, encoded = '', signature = ''] = match;
      // One spelling per token: the value must encode back to what was given, which also
      // refuses bytes that are not UTF-8 (they decode to the same replacement characters).
      const value = Buffer.from(encoded, 'base64url').toString('utf8');
      if (Buffer.from(value, 'utf8').toString('base64url') !== encoded) return null;
      return isSignatureOf(signature, signatureOf(value)) ? value : null;
    },
  };
}

/** Signed with the shop's one signing secret, the same in every instance (as order links). */
export function createSignedLinksFor(config: Config, purpose: string): SignedLinks {
  return createSignedLinks(purpose, () =>
    loadUploadSigningSecret(config.dataDir, config.UPLOAD_SIGNING_SECRET),
  );
}
