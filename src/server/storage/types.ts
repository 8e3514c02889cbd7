import type { Readable } from 'node:stream';

export interface PresignPutInput {
  /** `uploads/<orderUuid>/<uploadUuid>`; see `keys.ts` for what a key may contain. */
  key: string;
  contentType: string;
  contentLength: number;
  /** Default 15 minutes. */
  expiresInSeconds?: number;
}

export interface PresignedPut {
  /** Absolute for S3, relative to the shop for local storage. */
  url: string;
  /** Headers the PUT must carry exactly as given (they are part of the signature). */
  headers: Record<string, string>;
}

export interface StoredObjectInfo {
  size: number;
  contentType?: string;
}

/** One object of a listing: its key and when it was last written. */
export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

export interface WriteObjectInput {
  key: string;
  body: Buffer;
  contentType: string;
}

/**
 * Private file storage (docs/architecture.md §2 and decision 6): nothing in it is ever public.
 * Browsers only PUT through short-lived signed URLs; reads go through the server.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * A URL the browser PUTs one file to. It expires, signs the exact Content-Length and
   * Content-Type, and for local storage works once.
   */
  presignPut(input: PresignPutInput): Promise<PresignedPut>;
  /** Stores a file the server itself made (a rendered report, an admin's delivery). */
  write(input: WriteObjectInput): Promise<void>;
  /** Size (and stored type) of an object, or null when it does not exist. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Reads a whole object into memory; throws above `maxBytes`; null when missing. */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  /** A stream for downloads, or null when missing. */
  openRead(key: string): Promise<Readable | null>;
  /** Deletes an object; deleting a missing one is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` (a folder such as `reports/`), read page by
   * page: the sweep of files no row names walks it (`orders/report-file-orphans.ts`).
   */
  list(prefix: string): AsyncIterable<ListedObject>;
}

export const DEFAULT_PUT_EXPIRY_SECONDS = 15 * 60;
/** The largest upload any kind allows (a palm photo, `uploadRules` in src/common/intake.ts). */
export const MAX_UPLOAD_BYTES = 10_485_760;
