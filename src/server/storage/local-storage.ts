import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { intakeMessages } from '../../common/intake';
import { AppError } from '../errors';
import { assertValidObjectKey, isValidObjectKey } from './keys';
import { isLocalPutSignatureValid, signLocalPut, type LocalPutGrant } from './local-signature';
import {
  DEFAULT_PUT_EXPIRY_SECONDS,
  MAX_UPLOAD_BYTES,
  type ListedObject,
  type ObjectStorage,
  type PresignPutInput,
} from './types';

/** Local URLs name only the part after this prefix: `/api/objects/<purchase>/<upload>`. */
export const LOCAL_UPLOAD_PREFIX = 'uploads/';
const LOCAL_PUT_KEY = /^uploads\/[a-z0-9-]{1,64}\/[a-z0-9-]{1,64}$/;
/** Partial bodies live beside the files (same file system, so `link` works); keys have no dots. */
const PARTIAL_DIR = '.partial';

/** The signed query of a local upload URL, as the route received it. */
export interface LocalPutQuery {
  expires: number;
  length: number;
  type: string;
  signature: string;
}

export interface LocalObjectStorage extends ObjectStorage {
  readonly kind: 'local';
  readonly rootDir: string;
  /** Checks a PUT's URL and headers before a byte of the body is read; throws an AppError. */
  checkPut(key: string, query: LocalPutQuery, headers: PutHeaders): LocalPutGrant;
  /** Streams a checked body into place, once: a second PUT of the same URL is refused. */
  storeUpload(grant: LocalPutGrant, body: Readable): Promise<{ key: string; size: number }>;
}

export interface PutHeaders {
  contentType?: string;
  contentLength?: string;
}

export interface LocalStorageOptions {
  /** Files live in `<rootDir>/<key>`; the app passes `DATA_DIR/uploads`. */
  rootDir: string;
  /** A function is called once, on the first signature: building the app touches no files. */
  signingSecret: string | (() => string);
  /** Unix milliseconds; tests move the clock. */
  now?: () => number;
}

/** A refusal with an HTTP status AppError has no code for; the error handler maps it. */
class HttpStatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function createLocalStorage(options: LocalStorageOptions): LocalObjectStorage {
  const rootDir = path.resolve(options.rootDir);
  const now = options.now ?? Date.now;
  let secret = typeof options.signingSecret === 'string' ? options.signingSecret : undefined;
  const signingSecret = () => {
    secret ??= (options.signingSecret as () => string)();
    return secret;
  };
  const fileOf = (key: string) => {
    assertValidObjectKey(key);
    return path.join(rootDir, key);
  };
  const partialFile = async () => {
    await mkdir(path.join(rootDir, PARTIAL_DIR), { recursive: true, mode: 0o700 });
    return path.join(rootDir, PARTIAL_DIR, randomUUID());
  };

  return {
    kind: 'local',
    rootDir,

    async presignPut(input: PresignPutInput) {
      assertValidObjectKey(input.key);
      if (!LOCAL_PUT_KEY.test(input.key)) {
        throw new Error(`Local upload keys look like uploads/<purchase>/<upload>: ${input.key}`);
      }
      if (!Number.isSafeInteger(input.contentLength) || input.contentLength < 0) {
        throw new Error(`Invalid upload size: ${input.contentLength}`);
      }
      if (input.contentLength > MAX_UPLOAD_BYTES) {
        throw new AppError('bad_request', intakeMessages.fileTooLarge);
      }
      const grant: LocalPutGrant = {
        key: input.key,
        expires: Math.floor(now() / 1000) + (input.expiresInSeconds ?? DEFAULT_PUT_EXPIRY_SECONDS),
        length: input.contentLength,
        contentType: input.contentType,
      };
      const query = new URLSearchParams({
        expires: String(grant.expires),
        length: String(grant.length),
        type: grant.contentType,
        signature: signLocalPut(signingSecret(), grant),
      });
      const address = input.key.slice(LOCAL_UPLOAD_PREFIX.length);
      return {
        url: `/api/objects/${address}?${query.toString()}`,
        headers: { 'Content-Type': input.contentType },
      };
    },

    checkPut(key, query, headers) {
      const grant: LocalPutGrant = {
        key,
        expires: query.expires,
        length: query.length,
        contentType: query.type,
      };
      if (!isLocalPutSignatureValid(signingSecret(), grant, query.signature)) {
        throw new AppError('forbidden', 'This upload link is not valid.');
      }
      if (grant.expires * 1000 <= now()) {
        throw new AppError('forbidden', intakeMessages.uploadExpired);
      }
      if ((headers.contentType ?? '').trim() !== grant.contentType) {
        throw new AppError('forbidden', 'The file was sent with a different type than signed.');
      }
      if (headers.contentLength === undefined) {
        throw new HttpStatusError(411, 'The upload must say its size (Content-Length).');
      }
      const declared = Number(headers.contentLength);
      if (declared > grant.length) throw new HttpStatusError(413, intakeMessages.fileTooLarge);
      if (declared !== grant.length) {
        throw new AppError('forbidden', 'The file was sent with a different size than signed.');
      }
      return grant;
    },

    async storeUpload(grant, body) {
      const target = fileOf(grant.key);
      const partial = await partialFile();
      try {
        await pipeline(
          body,
          limitBytes(grant.length),
          createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
        );
        const { size } = await stat(partial);
        if (size !== grant.length) {
          throw new AppError('bad_request', 'The upload was cut short. Please try again.');
        }
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        // link() refuses an existing name, which makes the URL single-use without a lock.
        await link(partial, target).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') throw new AppError('conflict', intakeMessages.uploadExpired);
          throw error;
        });
        return { key: grant.key, size };
      } finally {
        await rm(partial, { force: true });
      }
    },

    async write(input) {
      const target = fileOf(input.key);
      const partial = await partialFile();
      try {
        await writeFile(partial, input.body, { flag: 'wx', mode: 0o600 });
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },

    async head(key) {
      const found = await stat(fileOf(key)).catch(ifMissing(null));
      return found?.isFile() ? { size: found.size } : null;
    },

    async read(key, maxBytes) {
      const handle = await open(fileOf(key), 'r').catch(ifMissing(null));
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) return null;
        if (info.size > maxBytes) throw new AppError('bad_request', intakeMessages.fileTooLarge);
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },

    async openRead(key) {
      const handle = await open(fileOf(key), 'r').catch(ifMissing(null));
      if (!handle) return null;
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        return null;
      }
      return handle.createReadStream();
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    list(prefix) {
      return listFiles(rootDir, prefix);
    },
  };
}

/**
 * The files under `<rootDir>/<prefix>` as keys, folder by folder. Names no key could have (the
 * `.partial` folder of bodies being written, anything with a dot) are not objects and are skipped.
 */
async function* listFiles(rootDir: string, prefix: string): AsyncGenerator<ListedObject> {
  const folder = prefix.replace(/\/+$/, '');
  if (!isValidObjectKey(folder)) throw new Error(`Invalid listing prefix: ${prefix}`);
  const pending = [folder];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const entries = await readdir(path.join(rootDir, current), { withFileTypes: true }).catch(
      ifMissing([]),
    );
    for (const entry of entries) {
      const key = `${current}/${entry.name}`;
      if (!isValidObjectKey(key)) continue;
      if (entry.isDirectory()) pending.push(key);
      else if (entry.isFile()) {
        const info = await stat(path.join(rootDir, key)).catch(ifMissing(null));
        if (info) yield { key, modifiedAt: info.mtime };
      }
    }
  }
}

/** Fails the pipeline as soon as more bytes arrive than were signed, before they are written. */
function limitBytes(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) return callback(new HttpStatusError(413, intakeMessages.fileTooLarge));
      callback(null, chunk);
    },
  });
}

function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') {
      return value;
    }
    throw error;
  };
}
