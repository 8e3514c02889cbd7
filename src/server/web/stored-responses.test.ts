import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltFolder, storeToCompress } from './stored-responses';

describe('responses kept in memory', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('lists a built folder at once and reads each file, with its copies, on its first request', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-built-'));
    folders.push(folder);
    writeFileSync(path.join(folder, 'index-abc.js'), 'console.log(1)');
    writeFileSync(path.join(folder, 'index-abc.js.br'), 'brotli bytes');
    writeFileSync(path.join(folder, 'index-abc.js.gz'), 'gzip bytes');
    writeFileSync(path.join(folder, 'robots.txt'), 'User-agent: *');
    mkdirSync(path.join(folder, 'prerendered'));

    const built = readBuiltFolder(folder, (name) => name !== 'robots.txt');
    expect(built.names).toEqual(['index-abc.js']);
    expect(built.get('robots.txt')).toBeUndefined();
    expect(built.get('prerendered')).toBeUndefined();

    const script = built.get('index-abc.js');
    expect(script?.type).toBe('text/javascript; charset=utf-8');
    expect(script?.identity.toString()).toBe('console.log(1)');
    expect(script?.br?.toString()).toBe('brotli bytes');
    expect(script?.gzip?.toString()).toBe('gzip bytes');
    expect(script?.etag).toMatch(/^"[\w-]{27}"$/);
    // Read once, then kept: the same response even once the file is gone.
    unlinkSync(path.join(folder, 'index-abc.js'));
    expect(built.get('index-abc.js')).toBe(script);
  });

  it('compresses a page once, when a copy is first asked for, and keeps only copies that save', () => {
    const html = Buffer.from(`<!doctype html><main>${'<p>The stars</p>'.repeat(200)}</main>`);
    const page = storeToCompress('text/html; charset=utf-8', html);
    const br = page.br;
    expect(br && brotliDecompressSync(br).equals(html)).toBe(true);
    expect(page.gzip && gunzipSync(page.gzip).equals(html)).toBe(true);
    expect(page.br).toBe(br);

    const tiny = storeToCompress('text/plain; charset=utf-8', Buffer.from('ok'));
    expect(tiny.br).toBeUndefined();
    expect(tiny.gzip).toBeUndefined();
    expect(tiny.etag).toBe(storeToCompress('text/plain', Buffer.from('ok')).etag);
  });
});
