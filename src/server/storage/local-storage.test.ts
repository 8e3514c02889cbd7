import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeMessages } from '../../common/intake';
import { registerErrorHandler } from '../errors';
import { makePng } from '../../../tests/support/file-fixtures';
import { localObjectRoutes } from './local-routes';
import { createLocalStorage, type LocalObjectStorage } from './local-storage';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('local file storage and its PUT route', () => {
  let rootDir: string;
  let clock: number;
  let storage: LocalObjectStorage;
  let app: FastifyInstance;

  beforeAll(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
    clock = Date.now();
    storage = createLocalStorage({ rootDir, signingSecret: SECRET, now: () => clock });
    app = Fastify();
    registerErrorHandler(app);
    await app.register(localObjectRoutes, { storage });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(rootDir, { recursive: true, force: true });
  });

  const newKey = () => `uploads/${randomUUID()}/${randomUUID()}`;
  const sign = (key: string, body: Buffer, contentType = 'image/png', expiresInSeconds?: number) =>
    storage.presignPut({ key, contentType, contentLength: body.length, expiresInSeconds });
  const put = (url: string, body: Buffer, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url, payload: body, headers });
  const partialFiles = async () => readdir(path.join(rootDir, '.partial')).catch(() => []);

  it('signs a relative URL whose last path segment is the upload id', async () => {
    const key = newKey();
    const { url, headers } = await sign(key, Buffer.alloc(10));
    const address = new URL(url, 'http://shop.test');
    expect(url.startsWith('/api/objects/')).toBe(true);
    expect(address.pathname).toBe(`/api/objects/${key.slice('uploads/'.length)}`);
    expect(address.pathname.split('/').at(-1)).toBe(key.split('/').at(-1));
    expect(address.searchParams.get('length')).toBe('10');
    expect(address.searchParams.get('type')).toBe('image/png');
    expect(Number(address.searchParams.get('expires'))).toBe(Math.floor(clock / 1000) + 900);
    expect(address.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it('stores the exact bytes of a good PUT, then heads, reads, streams and removes them', async () => {
    const key = newKey();
    const body = makePng(1200, 900);
    const { url, headers } = await sign(key, body);
    const response = await put(url, body, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key, size: body.length });

    expect(await storage.head(key)).toEqual({ size: body.length });
    expect((await storage.read(key, body.length))?.equals(body)).toBe(true);
    const stream = await storage.openRead(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
    await expect(storage.read(key, body.length - 1)).rejects.toThrow(intakeMessages.fileTooLarge);

    await storage.remove(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.read(key, body.length)).toBeNull();
    expect(await storage.openRead(key)).toBeNull();
    await storage.remove(key); // removing twice is fine
    expect(await partialFiles()).toEqual([]);
  });

  it('takes any signed type as raw bytes, even JSON, without parsing it', async () => {
    const key = newKey();
    const body = Buffer.from('{"not": "parsed"');
    const { url, headers } = await sign(key, body, 'application/json');
    expect((await put(url, body, headers)).statusCode).toBe(200);
    expect((await storage.read(key, 100))?.toString()).toBe('{"not": "parsed"');
  });

  it('refuses a wrong signature with 403 and a JSON message', async () => {
    const body = Buffer.from('resume');
    const { url, headers } = await sign(newKey(), body, 'application/pdf');
    const address = new URL(url, 'http://shop.test');
    const signature = address.searchParams.get('signature')!;
    address.searchParams.set(
      'signature',
      `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`,
    );
    const response = await put(`${address.pathname}${address.search}`, body, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'forbidden',
      message: 'This upload link is not valid.',
    });

    address.searchParams.set('signature', 'short');
    expect((await put(`${address.pathname}${address.search}`, body, headers)).statusCode).toBe(403);
  });

  it('refuses an expired link with the message buyers see', async () => {
    const key = newKey();
    const body = Buffer.from('late');
    const { url, headers } = await sign(key, body, 'application/pdf', 60);
    clock += 61_000;
    const response = await put(url, body, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(intakeMessages.uploadExpired);
    expect(await storage.head(key)).toBeNull();
  });

  it('refuses a URL whose signed length, type or address was changed', async () => {
    const key = newKey();
    const body = Buffer.from('0123456789');
    const { url, headers } = await sign(key, body, 'image/png');
    const tamper = (change: (address: URL) => void) => {
      const address = new URL(url, 'http://shop.test');
      change(address);
      return `${address.pathname}${address.search}`;
    };
    const longer = tamper((address) => address.searchParams.set('length', '20'));
    expect((await put(longer, Buffer.alloc(20), headers)).statusCode).toBe(403);
    const retyped = tamper((address) => address.searchParams.set('type', 'text/html'));
    expect((await put(retyped, body, { 'Content-Type': 'text/html' })).statusCode).toBe(403);
    const moved = tamper((address) => {
      address.pathname = `/api/objects/${randomUUID()}/${randomUUID()}`;
    });
    expect((await put(moved, body, headers)).statusCode).toBe(403);
    // The signed numbers spelt otherwise: a signed link has one spelling.
    const respelt = [
      tamper((address) => address.searchParams.set('length', '010')),
      tamper((address) => address.searchParams.set('length', '10.0')),
      tamper((address) =>
        address.searchParams.set('expires', `0${address.searchParams.get('expires')}`),
      ),
      tamper((address) =>
        address.searchParams.set('expires', ` ${address.searchParams.get('expires')}`),
      ),
    ];
    for (const respeltUrl of respelt) {
      expect((await put(respeltUrl, body, headers)).statusCode, respeltUrl).toBe(403);
    }
    expect(await storage.head(key)).toBeNull();
  });

  it('requires the signed Content-Type and Content-Length on the request itself', async () => {
    const key = newKey();
    const body = Buffer.from('0123456789');
    const { url } = await sign(key, body, 'image/png');
    expect((await put(url, body, { 'Content-Type': 'image/jpeg' })).statusCode).toBe(403);
    expect((await put(url, body.subarray(0, 5), { 'Content-Type': 'image/png' })).statusCode).toBe(
      403,
    );
    const untyped = await app.inject({ method: 'PUT', url, payload: body });
    expect(untyped.statusCode).toBe(403);
    const compressed = await put(url, body, {
      'Content-Type': 'image/png',
      'Content-Encoding': 'gzip',
    });
    expect(compressed.statusCode).toBe(403);
    expect(await storage.head(key)).toBeNull();
  });

  it('refuses a body larger than signed with 413 and leaves no file behind', async () => {
    const key = newKey();
    const { url, headers } = await sign(key, Buffer.alloc(1000));
    const response = await put(url, Buffer.alloc(5000, 1), headers);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: intakeMessages.fileTooLarge });
    expect(await storage.head(key)).toBeNull();
    expect(await partialFiles()).toEqual([]);
  });

  it('stops reading as soon as a body passes its signed size, keeping nothing', async () => {
    const key = newKey();
    const grant = { key, expires: Math.floor(clock / 1000) + 60, length: 1000, contentType: 'x/y' };
    // More bytes than the Content-Length said: only a broken or hostile client sends this.
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    await expect(storage.storeUpload(grant, endless)).rejects.toMatchObject({ statusCode: 413 });
    expect(produced).toBeLessThan(1024 * 1024);
    const cutShort = Readable.from([Buffer.alloc(400)]);
    await expect(storage.storeUpload(grant, cutShort)).rejects.toThrow(/cut short/);
    expect(await storage.head(key)).toBeNull();
    expect(await partialFiles()).toEqual([]);
  });

  it('accepts each URL once: a second PUT is refused and the first file kept', async () => {
    const key = newKey();
    const first = Buffer.from('first version');
    const { url, headers } = await sign(key, first, 'application/pdf');
    expect((await put(url, first, headers)).statusCode).toBe(200);
    const again = await put(url, Buffer.from('other version'), headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', message: intakeMessages.uploadExpired });
    expect((await storage.read(key, 100))?.toString()).toBe('first version');
  });

  it('lets only one of two simultaneous PUTs of the same URL win', async () => {
    const key = newKey();
    const body = Buffer.alloc(200_000, 7);
    const { url, headers } = await sign(key, body);
    const statuses = (await Promise.all([put(url, body, headers), put(url, body, headers)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect(await partialFiles()).toEqual([]);
  });

  it('refuses keys that could leave the storage folder, in every operation', async () => {
    const bad = [
      '../secret',
      '/etc/passwd',
      'uploads/../../x',
      'uploads/a/b.txt',
      'uploads/A/b',
      'uploads//b',
      'uploads/a/b/',
      'uploads\\a\\b',
      '',
    ];
    for (const key of bad) {
      await expect(
        storage.presignPut({ key, contentType: 'x/y', contentLength: 1 }),
      ).rejects.toThrow();
      await expect(storage.head(key)).rejects.toThrow('Invalid file reference.');
      await expect(storage.read(key, 10)).rejects.toThrow('Invalid file reference.');
      await expect(storage.openRead(key)).rejects.toThrow('Invalid file reference.');
      await expect(storage.remove(key)).rejects.toThrow('Invalid file reference.');
    }
    for (const url of ['/api/objects/..%2F..%2Fx/y', '/api/objects/a/..', '/api/objects/A/b']) {
      const response = await put(
        `${url}?expires=9999999999&length=1&type=x%2Fy&signature=0`,
        Buffer.alloc(1),
        {
          'Content-Type': 'x/y',
        },
      );
      expect([403, 404]).toContain(response.statusCode);
    }
  });

  it('refuses to sign more than the largest upload, or a key of another shape', async () => {
    await expect(
      storage.presignPut({ key: newKey(), contentType: 'image/png', contentLength: 10_485_761 }),
    ).rejects.toThrow(intakeMessages.fileTooLarge);
    await expect(
      storage.presignPut({ key: 'reports/a/b', contentType: 'application/pdf', contentLength: 1 }),
    ).rejects.toThrow(/uploads/);
  });

  it('writes server-made files and replaces them on a second write', async () => {
    const key = `reports/${randomUUID()}`;
    await storage.write({ key, body: Buffer.from('one'), contentType: 'application/pdf' });
    await storage.write({ key, body: Buffer.from('two!'), contentType: 'application/pdf' });
    expect(await storage.head(key)).toEqual({ size: 4 });
    expect(await text((await storage.openRead(key))!)).toBe('two!');
  });
});

describe('the PUT route over real HTTP', () => {
  it('streams a file from fetch to disk and refuses an oversized one before reading it', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'local-http-'));
    const storage = createLocalStorage({ rootDir, signingSecret: SECRET });
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(localObjectRoutes, { storage });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const key = `uploads/${randomUUID()}/${randomUUID()}`;
      const body = makePng(2000, 1500);
      const ticket = await storage.presignPut({
        key,
        contentType: 'image/png',
        contentLength: body.length,
      });
      const good = await fetch(`${origin}${ticket.url}`, {
        method: 'PUT',
        headers: ticket.headers,
        body: new Uint8Array(body),
      });
      expect(good.status).toBe(200);
      expect((await storage.read(key, body.length))?.equals(body)).toBe(true);

      const small = await storage.presignPut({
        key: `uploads/${randomUUID()}/${randomUUID()}`,
        contentType: 'image/png',
        contentLength: 10,
      });
      const large = await fetch(`${origin}${small.url}`, {
        method: 'PUT',
        headers: small.headers,
        body: new Uint8Array(100_000),
      });
      expect(large.status).toBe(413);
    } finally {
      await app.close();
      await rm(rootDir, { recursive: true, force: true });
    }
  });
});
