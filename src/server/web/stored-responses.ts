import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A response kept in memory with its compressed copies (docs/decisions/135): pages and assets
 * are sent without touching the disk or compressing anything per request.
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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality for what is compressed when the shop starts: quality 6 takes about 3 ms a page
 * and is within 10% of the maximum (11), which takes about 190 ms a page and would hold up the
 * start by seconds. Built assets are compressed at the maximum by the build.
 */
const START_BROTLI_QUALITY = 6;

/** Compresses on the thread pool, once; a copy that saves nothing is not kept. */
export async function storeCompressed(type: string, identity: Buffer): Promise<StoredResponse> {
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: START_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    type,
    identity,
    etag: etagOf(identity),
    ...(br.length < identity.length ? { br } : {}),
    ...(gz.length < identity.length ? { gzip: gz } : {}),
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

/** Every file of a built folder (not its subfolders), by name, without the compressed copies. */
export function readBuiltFolder(
  folder: string,
  keep: (name: string) => boolean = () => true,
): Map<string, StoredResponse> {
  const files = new Map<string, StoredResponse>();
  if (!existsSync(folder)) return files;
  for (const name of readdirSync(folder)) {
    if (/\.(br|gz)$/.test(name) || !keep(name)) continue;
    const file = path.join(folder, name);
    if (statSync(file).isFile()) files.set(name, readBuiltFile(file));
  }
  return files;
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
