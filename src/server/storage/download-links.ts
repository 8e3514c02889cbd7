import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_LINK_DAYS } from '../../common/shop-limits';

/** How long a report download link works (decision 074); an admin can re-issue it. */
export const DOWNLOAD_LINK_LIFETIME_SECONDS = DOWNLOAD_LINK_DAYS * 24 * 60 * 60;

export interface SignedDownload {
  /** Site-relative: `/api/downloads/<fileId>?expires=<unix>&signature=<hex>`. */
  path: string;
  expiresAt: Date;
}

export type DownloadCheck = 'valid' | 'expired' | 'invalid';

export interface DownloadLinks {
  sign(fileId: string): SignedDownload;
  check(fileId: string, expires: number, signature: string): DownloadCheck;
}

/**
 * HMAC-SHA256 over the file and the expiry. The leading word keeps these signatures apart from
 * the upload URLs signed with the same secret (`local-signature.ts` starts with `PUT`).
 */
export function signDownload(secret: string, fileId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(['download', fileId, expires].join('\n'))
    .digest('hex');
}

export interface DownloadLinkOptions {
  /** A function is called once, on first use: building the app touches no files. */
  secret: string | (() => string);
  /** Unix milliseconds; tests move the clock. */
  now?: () => number;
}

/** Private, expiring links to delivered report files, checked by `GET /api/downloads/:fileId`. */
export function createDownloadLinks(options: DownloadLinkOptions): DownloadLinks {
  const now = options.now ?? Date.now;
  let secret = typeof options.secret === 'string' ? options.secret : undefined;
  const secretOf = () => {
    secret ??= (options.secret as () => string)();
    return secret;
  };
  return {
    sign(fileId) {
      const expires = Math.floor(now() / 1000) + DOWNLOAD_LINK_LIFETIME_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: signDownload(secretOf(), fileId, expires),
      });
      return {
        path: `/api/downloads/${fileId}?${query.toString()}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    check(fileId, expires, signature) {
      if (!/^[0-9a-f]{64}$/.test(signature) || !Number.isSafeInteger(expires)) return 'invalid';
      const expected = Buffer.from(signDownload(secretOf(), fileId, expires), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
      return expires * 1000 > now() ? 'valid' : 'expired';
    },
  };
}
