import { crc32, deflateSync } from 'node:zlib';

/**
 * Small but real files for upload tests: each is detected by its bytes as what its name says
 * (and the images have the pixel size asked for), without binary fixtures in the repository.
 */

/** A one-page PDF a viewer opens (offsets in the xref table are computed, not guessed). */
export function makePdf(text = 'Resume of a test customer'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    streamObject(`BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`),
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function streamObject(content: string): string {
  return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
}

export interface ZipEntry {
  name: string;
  content: string | Buffer;
}

/** A zip archive with stored (uncompressed) entries: enough for Office files and detectors. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OPEN_XML = 'http://schemas.openxmlformats.org';

function contentTypes(mainPart: string, mainType: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${OPEN_XML}/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/${mainPart}" ContentType="${mainType}"/></Types>`
  );
}

function packageRelations(mainPart: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${OPEN_XML}/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${OPEN_XML}/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/></Relationships>`
  );
}

/** A minimal Word document (Word and LibreOffice open it). */
export function makeDocx(text = 'Resume of a test customer'): Buffer {
  const main = 'word/document.xml';
  return makeZip([
    {
      name: '[Content_Types].xml',
      content: contentTypes(
        main,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
    },
    { name: '_rels/.rels', content: packageRelations(main) },
    {
      name: main,
      content:
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${OPEN_XML}/wordprocessingml/2006/main">` +
        `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

/** A spreadsheet: a zip with [Content_Types].xml like a DOCX, but not a Word file. */
export function makeXlsx(): Buffer {
  const main = 'xl/workbook.xml';
  return makeZip([
    {
      name: '[Content_Types].xml',
      content: contentTypes(
        main,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
    },
    { name: '_rels/.rels', content: packageRelations(main) },
    { name: main, content: `<workbook xmlns="${OPEN_XML}/spreadsheetml/2006/main"/>` },
  ]);
}

/**
 * The start of a legacy Word file: an OLE compound file header and a directory sector naming
 * the `WordDocument` stream. Detectors look no further; Word itself would want the streams.
 */
export function makeDoc(streamName = 'WordDocument'): Buffer {
  const file = Buffer.alloc(512 * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // sector shift
  file.writeUInt16LE(6, 32); // mini sector shift
  file.writeUInt32LE(1, 44); // one FAT sector
  file.writeUInt32LE(1, 48); // directory starts at sector 1
  file.writeUInt32LE(0x1000, 56); // mini stream cutoff
  file.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  file.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  file.fill(0xff, 76, 512); // DIFAT entries unused...
  file.writeUInt32LE(0, 76); // ...but the first: the FAT is sector 0
  const fat = 512;
  file.fill(0xff, fat, fat + 512);
  file.writeUInt32LE(0xfffffffd, fat); // sector 0 is the FAT
  file.writeUInt32LE(0xfffffffe, fat + 4); // sector 1, the directory, ends its chain
  const directory = 1024;
  directoryEntry(file, directory, 'Root Entry', 5);
  directoryEntry(file, directory + 128, streamName, 2);
  return file;
}

function directoryEntry(file: Buffer, at: number, name: string, type: number): void {
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  encoded.copy(file, at);
  file.writeUInt16LE(encoded.length, at + 64);
  file.writeUInt8(type, at + 66);
  file.writeUInt32LE(0xffffffff, at + 68); // no siblings, no child
  file.writeUInt32LE(0xffffffff, at + 72);
  file.writeUInt32LE(0xffffffff, at + 76);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, checksum]);
}

/** A valid grey PNG of this size; it compresses to a few kilobytes even at 4000 px. */
export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/**
 * A real grey JPEG of the size asked for, which decoders open (uploaded photos are re-encoded):
 * one component, one quantisation table, and Huffman tables of one 1-bit code each, so every
 * 8x8 block is two zero bits (DC difference 0, end of block).
 */
export function makeJpeg(width: number, height: number): Buffer {
  const jfif = Buffer.from([
    0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const quantisation = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]);
  const frame = Buffer.from([0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  const oneCode = Buffer.from([1, ...Array<number>(15).fill(0), 0x00]);
  const huffman = Buffer.concat([Buffer.from([0x00]), oneCode, Buffer.from([0x10]), oneCode]);
  const scanHeader = Buffer.from([0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
  const bits = Math.ceil(width / 8) * Math.ceil(height / 8) * 2;
  const scan = Buffer.alloc(Math.ceil(bits / 8), 0);
  // The last byte is padded with one bits, as the standard asks.
  if (bits % 8) scan[scan.length - 1] = (1 << (8 - (bits % 8))) - 1;
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, jfif),
    jpegSegment(0xdb, quantisation),
    jpegSegment(0xc0, frame),
    jpegSegment(0xc4, huffman),
    jpegSegment(0xda, scanHeader),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A Windows program (MZ header pointing at a PE header), as if renamed to `photo.jpg`. */
export function makeExecutable(): Buffer {
  const file = Buffer.alloc(256);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x14c, 0x84); // i386
  return file;
}

/** A Linux program header. */
export function makeElf(): Buffer {
  const file = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]).copy(file, 0);
  return file;
}
