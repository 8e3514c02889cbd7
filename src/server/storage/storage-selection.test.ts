import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { mergeContentSecurity } from '../security-headers';
import { createTestApp } from '../../../tests/support/app';
import { makePdf } from '../../../tests/support/file-fixtures';
import { startTestS3Server, type TestS3Server } from '../../../tests/support/s3-server';
import { createObjectStorage, isLocalObjectStorage, storageContentSecurity } from './index';

describe('choosing the file storage from config', () => {
  let dataDir: string;
  let s3: TestS3Server;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'storage-selection-'));
    s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps files in DATA_DIR/uploads when no bucket is set, with nothing extra in CSP', () => {
    const storage = createObjectStorage(loadConfig({ DATA_DIR: dataDir }));
    expect(storage.kind).toBe('local');
    expect(isLocalObjectStorage(storage) && storage.rootDir).toBe(path.join(dataDir, 'uploads'));
    expect(storageContentSecurity(storage)).toEqual({});
  });

  it('generates the signing secret once, privately, so links survive a restart', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const before = createObjectStorage(config);
    const key = `uploads/${randomUUID()}/${randomUUID()}`;
    const ticket = await before.presignPut({
      key,
      contentType: 'application/pdf',
      contentLength: 5,
    });
    const file = path.join(dataDir, 'upload-signing-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).length).toBeGreaterThanOrEqual(32);

    const after = createObjectStorage(config); // a restart
    const query = new URL(ticket.url, 'http://shop.test').searchParams;
    if (!isLocalObjectStorage(after)) throw new Error('expected local storage');
    const signed = {
      expires: Number(query.get('expires')),
      length: 5,
      type: 'application/pdf',
      signature: query.get('signature')!,
    };
    const headers = { contentType: 'application/pdf', contentLength: '5' };
    expect(after.checkPut(key, signed, headers).key).toBe(key);

    const configured = createObjectStorage(
      loadConfig({ DATA_DIR: dataDir, UPLOAD_SIGNING_SECRET: 'x'.repeat(40) }),
    );
    if (!isLocalObjectStorage(configured)) throw new Error('expected local storage');
    expect(() => configured.checkPut(key, signed, headers)).toThrow('not valid');
  });

  it('uses the bucket when S3_BUCKET is set, and lets the page reach it', () => {
    const storage = createObjectStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
    expect(storage.kind).toBe('s3');
    expect(storageContentSecurity(storage)).toEqual({ connectSrc: [s3.endpoint] });
  });

  it('refuses half an S3 setup or a short secret, naming the keys', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: needed with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: needed with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ UPLOAD_SIGNING_SECRET: 'short' })).toThrow(/UPLOAD_SIGNING_SECRET/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    const empty = loadConfig({ S3_BUCKET: '', S3_REGION: '', UPLOAD_SIGNING_SECRET: '' });
    expect(empty.s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('merges the origins adapters need', () => {
    expect(
      mergeContentSecurity(
        { connectSrc: ['https://api.stripe.com'], scriptSrc: ['https://js.stripe.com'] },
        { connectSrc: ['https://bucket.s3.eu-west-3.amazonaws.com', 'https://api.stripe.com'] },
        {},
      ),
    ).toEqual({
      connectSrc: ['https://api.stripe.com', 'https://bucket.s3.eu-west-3.amazonaws.com'],
      scriptSrc: ['https://js.stripe.com'],
    });
  });
});

describe('the whole app with each storage', () => {
  it('serves the local PUT route through every app plugin (headers, compression, errors)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storage-app-'));
    const shop = await createTestApp('pglite', { DATA_DIR: dataDir });
    try {
      const key = `uploads/${randomUUID()}/${randomUUID()}`;
      const body = makePdf();
      const ticket = await shop.app.deps.storage.presignPut({
        key,
        contentType: 'application/pdf',
        contentLength: body.length,
      });
      const response = await shop.app.inject({
        method: 'PUT',
        url: ticket.url,
        headers: { ...ticket.headers, 'accept-encoding': 'gzip' },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ key, size: body.length });
      expect((await shop.app.deps.storage.read(key, body.length))?.equals(body)).toBe(true);
      const again = await shop.app.inject({
        method: 'PUT',
        url: ticket.url,
        headers: ticket.headers,
        payload: body,
      });
      expect(again.statusCode).toBe(409);
    } finally {
      await shop.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('has no PUT route and allows the bucket in connect-src with S3', async () => {
    const s3 = await startTestS3Server();
    const shop = await createTestApp('pglite', s3.env);
    try {
      const response = await shop.app.inject({
        method: 'PUT',
        url: `/api/objects/${randomUUID()}/${randomUUID()}?expires=1&length=1&type=a&signature=b`,
        headers: { 'content-type': 'application/pdf' },
        payload: 'x',
      });
      expect(response.statusCode).toBe(404);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(new RegExp(`connect-src 'self' ${s3.endpoint.replace(/\./g, '\\.')}`));
    } finally {
      await shop.close();
      await s3.close();
    }
  });
});
