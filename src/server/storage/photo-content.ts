import type Sharp from 'sharp';
import { JPEG, PNG } from './file-content';

type SharpModule = typeof Sharp;
let loadedSharp: Promise<SharpModule> | undefined;

/**
 * libvips on the first photo, not at start: importing it costs every start about 0.2 s and
 * 33 MB of memory, for uploads that come a few times a day.
 */
function loadSharp(): Promise<SharpModule> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // Each photo is decoded once: libvips' cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

/**
 * Far above any phone's photo, far below what a few kilobytes of PNG can claim to hold (a
 * "decompression bomb" of 100,000 x 100,000 pixels is refused before it is decoded).
 */
const MAX_INPUT_PIXELS = 120_000_000;

export const WEBP = 'image/webp';

/** The formats a person's photo may arrive in, as libvips names what it finds in the bytes. */
const PHOTO_FORMATS = { jpeg: JPEG, png: PNG, webp: WEBP } as const;
type PhotoFormat = keyof typeof PHOTO_FORMATS;

/**
 * A photo's decoder, strict: a warning (a truncated or corrupt image) fails it, and the camera's
 * rotation is applied, since the tag that held it goes with the rest of the metadata.
 */
function decodeStrictly(sharp: SharpModule, bytes: Buffer) {
  return sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/**
 * What the bytes hold, read by libvips from the content, never the name or a header: JPEG, PNG
 * or WebP, else null (SVG, which libvips would also draw, HTML, a PDF, anything else).
 */
async function photoFormatOf(sharp: SharpModule, bytes: Buffer): Promise<PhotoFormat | null> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return format in PHOTO_FORMATS ? (format as PhotoFormat) : null;
  } catch {
    return null;
  }
}

export interface ReencodedPhoto {
  bytes: Buffer;
  contentType: typeof JPEG | typeof PNG;
  width: number;
  height: number;
}

/**
 * A palm photo decoded and encoded anew in its own format (issue 36): only the pixels survive,
 * so bytes a file carried besides its image (SVG or script after a JPEG header, EXIF with the
 * GPS position of the buyer's home) are gone, and the stored file is what the reader sees. Null
 * when the bytes do not decode as a whole image (truncated, corrupt, or only a header).
 */
export async function reencodePhoto(
  bytes: Buffer,
  contentType: string,
): Promise<ReencodedPhoto | null> {
  if (contentType !== JPEG && contentType !== PNG) return null;
  const sharp = await loadSharp();
  try {
    const image = decodeStrictly(sharp, bytes);
    const encoded = contentType === PNG ? image.png() : image.jpeg({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The side of a reader's portrait, in pixels: twice the largest it is drawn, for sharp screens. */
export const PORTRAIT_SIZE = 256;

/**
 * A reader's photo as customers get it (decision 313): a JPEG, PNG or WebP (by its content)
 * cropped square around what libvips finds most interesting, 256 px, WebP, and nothing but its
 * pixels. Null when the bytes are not one of those formats or do not decode as a whole image.
 */
export async function squarePortrait(bytes: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  if (!(await photoFormatOf(sharp, bytes))) return null;
  try {
    return await decodeStrictly(sharp, bytes)
      .resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
