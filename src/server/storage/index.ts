import path from 'node:path';
import type { Config } from '../config';
import type { ContentSecurityExtras } from '../security-headers';
import { createDownloadLinks, type DownloadLinks } from './download-links';
import { createLocalStorage, type LocalObjectStorage } from './local-storage';
import { createS3Storage, type S3ObjectStorage } from './s3-storage';
import { loadUploadSigningSecret } from './signing-secret';
import type { ObjectStorage } from './types';

export { localObjectRoutes } from './local-routes';
export type { DownloadLinks } from './download-links';
export type { LocalObjectStorage } from './local-storage';
export type { ObjectStorage } from './types';

/** An S3-compatible bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads` (decision 062). */
export function createObjectStorage(config: Config): ObjectStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage({
    rootDir: path.join(config.dataDir, 'uploads'),
    signingSecret: () => loadUploadSigningSecret(config.dataDir, config.UPLOAD_SIGNING_SECRET),
  });
}

/** Report download links, signed with the upload secret (the same in every instance). */
export function createDownloadLinksFor(config: Config): DownloadLinks {
  return createDownloadLinks({
    secret: () => loadUploadSigningSecret(config.dataDir, config.UPLOAD_SIGNING_SECRET),
  });
}

export function isLocalObjectStorage(storage: ObjectStorage): storage is LocalObjectStorage {
  return storage.kind === 'local' && 'checkPut' in storage;
}

/** The browser PUTs files straight to the bucket, so the page must be allowed to reach it. */
export function storageContentSecurity(storage: ObjectStorage): ContentSecurityExtras {
  if (storage.kind !== 's3' || !('uploadOrigins' in storage)) return {};
  return { connectSrc: [...(storage as S3ObjectStorage).uploadOrigins] };
}
