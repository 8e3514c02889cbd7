import { isIP } from 'node:net';
import { Readable } from 'node:stream';
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

/**
 * The AWS SDK and the client made from it. They are loaded with the first file stored or read,
 * not at start: the SDK is about 35 MB and 0.1 s of CPU that a start on local storage never
 * needs and a start on S3 need not wait for (decision 321).
 */
async function loadClient(settings: S3Settings) {
  const [sdk, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Otherwise the SDK adds a CRC32 of the empty body to presigned PUT URLs, which S3 then
    // refuses for the real file; MinIO and R2 also lag behind on the newer checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, presigner, client };
}

type S3Sdk = Awaited<ReturnType<typeof loadClient>>['sdk'];

/** `loadClient` once; a failed load (a broken install) is tried again by the next call. */
function lazyClient(settings: S3Settings) {
  let loading: ReturnType<typeof loadClient> | null = null;
  return () => {
    if (!loading) {
      const load = loadClient(settings);
      load.catch(() => {
        if (loading === load) loading = null;
      });
      loading = load;
    }
    return loading;
  };
}

/** The only module that talks to the AWS SDK (docs/architecture.md rule 4). */
export function createS3Storage(settings: S3Settings): S3ObjectStorage {
  const sdk = lazyClient(settings);
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    uploadOrigins: [uploadOriginOf(settings)],

    async presignPut(input) {
      assertValidObjectKey(input.key);
      const { sdk: s3, client, presigner } = await sdk();
      const command = new s3.PutObjectCommand({
        Bucket,
        Key: input.key,
        ContentType: input.contentType,
        ContentLength: input.contentLength,
      });
      const url = await presigner.getSignedUrl(client, command, {
        expiresIn: input.expiresInSeconds ?? DEFAULT_PUT_EXPIRY_SECONDS,
        // Signed, so S3 refuses a body of another size or type than the server agreed to.
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      // Browsers set Content-Length themselves (it is a forbidden header for scripts).
      return { url, headers: { 'Content-Type': input.contentType } };
    },

    async write(input) {
      assertValidObjectKey(input.key);
      const { sdk: s3, client } = await sdk();
      await client.send(
        new s3.PutObjectCommand({
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
      const { sdk: s3, client } = await sdk();
      const found = await client
        .send(new s3.HeadObjectCommand({ Bucket, Key: key }))
        .catch(ifMissing(s3, null));
      if (!found) return null;
      return { size: found.ContentLength ?? 0, contentType: found.ContentType };
    },

    async read(key, maxBytes) {
      assertValidObjectKey(key);
      const { sdk: s3, client } = await sdk();
      const found = await client
        .send(new s3.GetObjectCommand({ Bucket, Key: key }))
        .catch(ifMissing(s3, null));
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
      const { sdk: s3, client } = await sdk();
      const found = await client
        .send(new s3.GetObjectCommand({ Bucket, Key: key }))
        .catch(ifMissing(s3, null));
      return found?.Body instanceof Readable ? found.Body : null;
    },

    async remove(key) {
      assertValidObjectKey(key);
      const { sdk: s3, client } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix) {
      const { sdk: s3, client } = await sdk();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
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

function ifMissing<T>(s3: S3Sdk, value: T) {
  return (error: unknown): T => {
    const missing =
      error instanceof s3.S3ServiceException &&
      (error.name === 'NotFound' ||
        error.name === 'NoSuchKey' ||
        error.$metadata.httpStatusCode === 404);
    if (missing) return value;
    throw error;
  };
}
