import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local upload URL promises: this key, this exact body size and type, until then. */
export interface LocalPutGrant {
  key: string;
  /** Unix seconds. */
  expires: number;
  length: number;
  contentType: string;
}

export function signLocalPut(secret: string, grant: LocalPutGrant): string {
  // Newlines cannot occur in a key or a number, and the type comes last, so fields cannot shift.
  const text = ['PUT', grant.key, grant.expires, grant.length, grant.contentType].join('\n');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function isLocalPutSignatureValid(
  secret: string,
  grant: LocalPutGrant,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signLocalPut(secret, grant), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
