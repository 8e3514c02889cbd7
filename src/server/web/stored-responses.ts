import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A response kept in memory with its compressed copies (docs/decisions/135): a page or asset is
 * read and compressed once, on its first request, and then sent without touching the disk or
 * compressing anything again (decision 321).
 */
export interface StoredResponse {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The same for every encoding of one content; `Vary: Accept-Encoding` tells caches apart. */
  etag: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

export function contentTypeOf(fileName: string): string {
  return contentTypes[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Brotli quality for the pages finished when the shop runs: quality 6 takes about 3 ms a page
 * and is within 10% of the maximum (11), which takes about 190 ms a page. Built assets are
 * compressed at the maximum by the build.
 */
const PAGE_BROTLI_QUALITY = 6;

/**
 * A page kept with its compressed copies, made on its first request (a few milliseconds, on
 * this thread) rather than for every page at start: compressing the 36 pages on the thread
 * pool cost each start a quarter of a second of CPU and left some 40 MB of the compressors'
 * memory with the pool's threads (decision 321). A copy that saves nothing is not kept.
 */
export function storeToCompress(type: string, identity: Buffer): StoredResponse {
  let compressed: { br?: Buffer; gzip?: Buffer } | null = null;
  const compress = () => {
    if (compressed) return compressed;
    const br = brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    const gz = gzipSync(identity, { level: constants.Z_BEST_COMPRESSION });
    compressed = {
      ...(br.length < identity.length ? { br } : {}),
      ...(gz.length < identity.length ? { gzip: gz } : {}),
    };
    return compressed;
  };
  return {
    type,
    identity,
    etag: etagOf(identity),
    get br() {
      return compress().br;
    },
    get gzip() {
      return compress().gzip;
    },
  };
}

/** A built file with the `.br` and `.gz` copies the build wrote beside it. */
function readBuiltFile(file: string): StoredResponse {
  const identity = readFileSync(file);
  const sibling = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
  const br = sibling('.br');
  const gz = sibling('.gz');
  return {
    type: contentTypeOf(file),
    identity,
    etag: etagOf(identity),
    ...(br ? { br } : {}),
    ...(gz ? { gzip: gz } : {}),
  };
}

/** The files of a built folder, each read from the disk on its first request and then kept. */
export interface BuiltFolder {
  /** Every file's name (not the compressed copies, not the subfolders). */
  names: readonly string[];
  get(name: string): StoredResponse | undefined;
}

/**
 * A built folder's files by name. Only the names are read at start: a visit asks for a few of
 * the 140 files, and reading and hashing all 6 MB of them (with their compressed copies) was
 * done by every start for files most never send (decision 321).
 */
export function readBuiltFolder(
  folder: string,
  keep: (name: string) => boolean = () => true,
): BuiltFolder {
  const names = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name) && keep(entry.name))
        .map((entry) => entry.name)
    : [];
  const known = new Set(names);
  const read = new Map<string, StoredResponse>();
  return {
    names,
    get(name) {
      if (!known.has(name)) return undefined;
      let stored = read.get(name);
      if (!stored) read.set(name, (stored = readBuiltFile(path.join(folder, name))));
      return stored;
    },
  };
}

/** The best encoding the client accepts that we hold: brotli, then gzip, then none. */
function pickEncoding(
  acceptEncoding: string | undefined,
  stored: StoredResponse,
): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name.trim());
  }
  if (stored.br && accepted.has('br')) return 'br';
  if (stored.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return null;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export interface SendOptions {
  status?: number;
  cacheControl: string;
}

/** Sends a stored response: 304 for a cached copy, else the best encoding the client takes. */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredResponse,
  { status = 200, cacheControl }: SendOptions,
): FastifyReply {
  reply
    .header('cache-control', cacheControl)
    .header('etag', stored.etag)
    .header('vary', 'accept-encoding')
    .type(stored.type);
  if (status === 200 && matchesEtag(request.headers['if-none-match'], stored.etag)) {
    return reply.code(304).send();
  }
  const encoding = pickEncoding(request.headers['accept-encoding'], stored);
  const body = encoding ? stored[encoding] : stored.identity;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(status).send(body);
}
