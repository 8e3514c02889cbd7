import type { imageSize as ImageSize } from 'image-size';

export const PDF = 'application/pdf';
export const DOC = 'application/msword';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const JPEG = 'image/jpeg';
export const PNG = 'image/png';

export interface FileContent {
  /** What the bytes are, among the types uploads accept; null for anything else. */
  contentType: string | null;
  width?: number;
  height?: number;
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Word's main stream; its name sits in the compound file's directory in UTF-16LE. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const DOCX_MAIN_PART = 'word/document.xml';
const ZIP_CENTRAL_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/**
 * What a file is by its bytes, never its name (decision 066): PDF, Word (DOC, DOCX),
 * JPEG or PNG, with the pixel size of images. Pure: the caller reads the bytes.
 */
export async function detectFileContent(bytes: Buffer): Promise<FileContent> {
  // Loaded with the first upload checked, not at start: about 50 modules and 0.1 s of CPU
  // that every start paid for a few uploads a day (decision 321).
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([
    import('file-type'),
    import('image-size'),
  ]);
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.mime) {
    case PDF:
      return { contentType: PDF };
    case DOCX:
      // file-type trusts [Content_Types].xml; a Word file also has its main part.
      return { contentType: zipHasEntry(bytes, DOCX_MAIN_PART) ? DOCX : null };
    case 'application/x-cfb':
      // A compound file may be Excel, an installer...: only one holding Word's stream is a DOC.
      return { contentType: isWordCompoundFile(bytes) ? DOC : null };
    case JPEG:
    case PNG:
      return { contentType: found.mime, ...pixelSize(imageSize, bytes, found.mime) };
    default:
      return { contentType: null };
  }
}

function isWordCompoundFile(bytes: Buffer): boolean {
  return bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC) && bytes.includes(WORD_STREAM);
}

/** Looks through the zip's central directory (the list readers trust) for an entry name. */
function zipHasEntry(bytes: Buffer, name: string): boolean {
  for (
    let at = bytes.indexOf(ZIP_CENTRAL_ENTRY);
    at !== -1 && at + 46 <= bytes.length;
    at = bytes.indexOf(ZIP_CENTRAL_ENTRY, at + 4)
  ) {
    const nameLength = bytes.readUInt16LE(at + 28);
    if (bytes.toString('latin1', at + 46, at + 46 + nameLength) === name) return true;
  }
  return false;
}

/** image-size's name for each image type the uploads accept. */
const imageSizeTypes: Record<string, string> = { [JPEG]: 'jpg', [PNG]: 'png' };

function pixelSize(
  imageSize: typeof ImageSize,
  bytes: Buffer,
  contentType: string,
): { width?: number; height?: number } {
  try {
    const { width, height, type } = imageSize(bytes);
    // The size of another format found further in is not this image's size.
    if (type !== imageSizeTypes[contentType]) return {};
    return { width, height };
  } catch {
    // A truncated image still is one; the caller decides whether the size matters.
    return {};
  }
}
