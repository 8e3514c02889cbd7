import sharp from 'sharp';
import { JPEG, PNG } from './file-content';

// Each photo is decoded once: libvips' cache would only hold memory.
sharp.cache(false);

/**
 * Far above any phone's photo, far below what a few kilobytes of PNG can claim to hold (a
 * "decompression bomb" of 100,000 x 100,000 pixels is refused before it is decoded).
 */
const MAX_INPUT_PIXELS = 120_000_000;

export interface ReencodedPhoto {
  bytes: Buffer;
  contentType: typeof JPEG | typeof PNG;
  width: number;
  height: number;
}

/**
 * A palm photo decoded and encoded anew in its own format (issue 36): only the pixels survive,
 * so bytes a file carried besides its image (SVG or script after a JPEG header, EXIF with the
 * GPS position of the buyer's home) are gone, and the stored file is what the reader sees. The
 * camera's rotation is applied first, since the tag that held it goes with the rest. Null when
 * the bytes do not decode as a whole image (truncated, corrupt, or only a header).
 */
export async function reencodePhoto(
  bytes: Buffer,
  contentType: string,
): Promise<ReencodedPhoto | null> {
  if (contentType !== JPEG && contentType !== PNG) return null;
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const encoded = contentType === PNG ? image.png() : image.jpeg({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
