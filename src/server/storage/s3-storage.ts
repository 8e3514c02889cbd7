import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { intakeMessages } from '../../common/intake';
import type { S3Settings } from '../config';
import { AppError } from '../errors';
import { assertValidObjectKey } from './keys';
import { DEFAULT_PUT_EXPIRY_SECONDS, type ObjectStorage } from './types';

export interface S3ObjectStorage extends ObjectStorage {
  readonly kind: 's3';
  /** Origins the browser PUTs to, for the page's CSP `connect-src`. */
  readonly uploadOrigins: readonly string[];
}

/** The only module that talks to the AWS SDK (docs/architecture.md rule 4). */
export function createS3Storage(settings: S3Settings): S3ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Otherwise the SDK adds a CRC32 of the empty body to presigned PUT URLs, which S3 then
    // refuses for the real file; MinIO and R2 also lag behind on the newer checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    uploadOrigins: [uploadOriginOf(settings)],

    async presignPut(input) {
      assertValidObjectKey(input.key);
      const command = new PutObjectCommand({
        Bucket,
        Key: input.key,
        ContentType: input.contentType,
        ContentLength: input.contentLength,
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: input.expiresInSeconds ?? DEFAULT_PUT_EXPIRY_SECONDS,
        // Signed, so S3 refuses a body of another size or type than the server agreed to.
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      // Browsers set Content-Length themselves (it is a forbidden header for scripts).
      return { url, headers: { 'Content-Type': input.contentType } };
    },

    async write(input) {
      assertValidObjectKey(input.key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: input.key,
          Body: input.body,
          ContentType: input.contentType,
          ContentLength: input.body.length,
        }),
      );
    },

    async head(key) {
      assertValidObjectKey(key);
      const found = await client
        .send(new HeadObjectCommand({ Bucket, Key: key }))
        .catch(ifMissing(null));
      if (!found) return null;
      return { size: found.ContentLength ?? 0, contentType: found.ContentType };
    },

    async read(key, maxBytes) {
      assertValidObjectKey(key);
      const found = await client
        .send(new GetObjectCommand({ Bucket, Key: key }))
        .catch(ifMissing(null));
      if (!found?.Body) return null;
      const body = found.Body as Readable;
      if ((found.ContentLength ?? 0) > maxBytes) {
        body.destroy();
        throw new AppError('bad_request', intakeMessages.fileTooLarge);
      }
      // The stated length is the server's word; count what actually arrives too.
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) throw new AppError('bad_request', intakeMessages.fileTooLarge);
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    },

    async openRead(key) {
      assertValidObjectKey(key);
      const found = await client
        .send(new GetObjectCommand({ Bucket, Key: key }))
        .catch(ifMissing(null));
      return found?.Body instanceof Readable ? found.Body : null;
    },

    async remove(key) {
      assertValidObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) {
            yield { key: object.Key, modifiedAt: object.LastModified };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/**
 * Where presigned URLs point, computed as the SDK builds them: the endpoint (or AWS's regional
 * one) with the bucket as a subdomain, or as the first path segment with path-style addressing.
 */
export function uploadOriginOf(settings: S3Settings): string {
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const isPathStyle =
    settings.forcePathStyle ||
    isIP(base.hostname.replace(/^\[|\]$/g, '')) !== 0 ||
    // A name with dots is no valid TLS subdomain, so over https the SDK falls back to paths.
    (settings.bucket.includes('.') && base.protocol === 'https:');
  return isPathStyle ? base.origin : `${base.protocol}//${settings.bucket}.${base.host}`;
}

function ifMissing<T>(value: T) {
  return (error: unknown): T => {
    const missing =
      error instanceof S3ServiceException &&
      (error.name === 'NotFound' ||
        error.name === 'NoSuchKey' ||
        error.$metadata.httpStatusCode === 404);
    if (missing) return value;
    throw error;
  };
}
