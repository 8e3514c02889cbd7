import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/config';

/**
 * A real S3-protocol server (s3rver) on loopback, keeping objects in a temporary folder.
 * It checks the access key and the expiry of presigned URLs, but not SigV4 signatures: a PUT
 * with another length or type than signed is accepted here, where AWS would refuse it.
 */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Settings for `createS3Storage` (path style: the bucket is not a subdomain of 127.0.0.1). */
  settings: S3Settings;
  /** The same as environment variables, for `loadConfig`. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export async function startTestS3Server(bucket = 'shop-uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
