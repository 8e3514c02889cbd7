import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeMessages } from '../../common/intake';
import type { S3Settings } from '../config';
import { makeJpeg, makePdf } from '../../../tests/support/file-fixtures';
import { startTestS3Server, type TestS3Server } from '../../../tests/support/s3-server';
import { createS3Storage, uploadOriginOf, type S3ObjectStorage } from './s3-storage';

describe('S3 storage against a real S3-protocol server (s3rver)', () => {
  let server: TestS3Server;
  let storage: S3ObjectStorage;

  beforeAll(async () => {
    server = await startTestS3Server();
    storage = createS3Storage(server.settings);
  });
  afterAll(async () => {
    await server?.close();
  });

  const newKey = () => `uploads/${randomUUID()}/${randomUUID()}`;

  it('takes a browser-style PUT to the presigned URL, then heads, reads, streams, removes', async () => {
    const key = newKey();
    const body = makeJpeg(4032, 3024);
    const ticket = await storage.presignPut({
      key,
      contentType: 'image/jpeg',
      contentLength: body.length,
    });
    expect(ticket.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(new URL(ticket.url).origin).toBe(storage.uploadOrigins[0]);
    const response = await fetch(ticket.url, {
      method: 'PUT',
      headers: ticket.headers,
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(200);

    expect(await storage.head(key)).toEqual({ size: body.length, contentType: 'image/jpeg' });
    expect((await storage.read(key, body.length))?.equals(body)).toBe(true);
    await expect(storage.read(key, body.length - 1)).rejects.toThrow(intakeMessages.fileTooLarge);
    const stream = await storage.openRead(key);
    expect((await buffer(stream!)).equals(body)).toBe(true);

    await storage.remove(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.read(key, 1000)).toBeNull();
    expect(await storage.openRead(key)).toBeNull();
    await storage.remove(key); // removing a missing object is not an error
  });

  it('signs the length and type into the URL, so real S3 refuses any other', async () => {
    const ticket = await storage.presignPut({
      key: newKey(),
      contentType: 'application/pdf',
      contentLength: 1234,
      expiresInSeconds: 60,
    });
    const query = new URL(ticket.url).searchParams;
    // s3rver does not check SigV4 signatures (its source: "Signature version 4 calculation is
    // unimplemented"), so a PUT of another size or type is not refused here. AWS, MinIO and R2
    // refuse it because these headers are part of what the signature covers.
    expect(query.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(query.get('X-Amz-Expires')).toBe('60');
    // The SDK would otherwise add a checksum of the empty body that S3 checks the file against.
    expect([...query.keys()].some((name) => /checksum/i.test(name))).toBe(false);
  });

  it('is refused by the server once the URL has expired (which s3rver does check)', async () => {
    const body = makePdf();
    const ticket = await storage.presignPut({
      key: newKey(),
      contentType: 'application/pdf',
      contentLength: body.length,
      expiresInSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await fetch(ticket.url, {
      method: 'PUT',
      headers: ticket.headers,
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
  });

  it('writes server-made files with their type', async () => {
    const key = `reports/${randomUUID()}`;
    const body = makePdf('A natal chart report');
    await storage.write({ key, body, contentType: 'application/pdf' });
    expect(await storage.head(key)).toEqual({ size: body.length, contentType: 'application/pdf' });
    expect((await storage.read(key, body.length))?.equals(body)).toBe(true);
  });

  it('refuses keys that are not plain lower-case segments', async () => {
    for (const key of ['../x', '/uploads/a/b', 'uploads/a/b.pdf', 'uploads/a//b']) {
      await expect(
        storage.presignPut({ key, contentType: 'x/y', contentLength: 1 }),
      ).rejects.toThrow('Invalid file reference.');
      await expect(storage.head(key)).rejects.toThrow('Invalid file reference.');
      await expect(storage.read(key, 1)).rejects.toThrow('Invalid file reference.');
      await expect(storage.remove(key)).rejects.toThrow('Invalid file reference.');
    }
  });
});

describe('the origin browsers upload to (for CSP)', () => {
  const credentials = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret' };
  const cases: S3Settings[] = [
    { bucket: 'shop-uploads', region: 'us-east-1', forcePathStyle: false },
    { bucket: 'shop-uploads', region: 'eu-west-3', forcePathStyle: false },
    { bucket: 'shop.uploads', region: 'eu-west-3', forcePathStyle: false },
    { bucket: 'shop-uploads', region: 'eu-west-3', forcePathStyle: true },
    {
      bucket: 'shop-uploads',
      region: 'auto',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      forcePathStyle: false,
    },
    {
      bucket: 'shop-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: false,
    },
    {
      bucket: 'shop-uploads',
      region: 'us-east-1',
      endpoint: 'http://[::1]:9000',
      forcePathStyle: false,
    },
    {
      bucket: 'shop.uploads',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: false,
    },
    {
      bucket: 'shop.uploads',
      region: 'us-east-1',
      endpoint: 'https://minio.lan',
      forcePathStyle: false,
    },
    {
      bucket: 'shop-uploads',
      region: 'us-east-1',
      endpoint: 'https://minio.lan/base',
      forcePathStyle: true,
    },
  ];

  it.each(cases)('is where the SDK points the URL: %o', async (settings) => {
    const storage = createS3Storage({ ...settings, credentials });
    const { url } = await storage.presignPut({
      key: 'uploads/a-1/b-2',
      contentType: 'image/png',
      contentLength: 10,
    });
    expect(uploadOriginOf(settings)).toBe(new URL(url).origin);
  });
});
