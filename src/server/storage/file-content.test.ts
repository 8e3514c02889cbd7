import { describe, expect, it } from 'vitest';
import {
  makeDoc,
  makeDocx,
  makeElf,
  makeExecutable,
  makeJpeg,
  makePdf,
  makePng,
  makeXlsx,
  makeZip,
} from '../../../tests/support/file-fixtures';
import { DOC, DOCX, JPEG, PDF, PNG, detectFileContent } from './file-content';

describe('detectFileContent: what a file is by its bytes', () => {
  it('recognises the document types a resume may be', async () => {
    expect(await detectFileContent(makePdf())).toEqual({ contentType: PDF });
    expect(await detectFileContent(makeDocx())).toEqual({ contentType: DOCX });
    expect(await detectFileContent(makeDoc())).toEqual({ contentType: DOC });
  });

  it('recognises palm photos with their pixel size', async () => {
    expect(await detectFileContent(makePng(1200, 900))).toEqual({
      contentType: PNG,
      width: 1200,
      height: 900,
    });
    expect(await detectFileContent(makeJpeg(4032, 3024))).toEqual({
      contentType: JPEG,
      width: 4032,
      height: 3024,
    });
  });

  it('does not take other zip or compound files for Word documents', async () => {
    expect(await detectFileContent(makeXlsx())).toEqual({ contentType: null });
    expect(await detectFileContent(makeZip([{ name: 'resume.txt', content: 'hi' }]))).toEqual({
      contentType: null,
    });
    // A zip claiming to be Word in [Content_Types].xml but without Word's main part.
    const hollow = makeZip([
      {
        name: '[Content_Types].xml',
        content: makeDocx()
          .toString('latin1')
          .match(/<\?xml.*?<\/Types>/s)![0],
      },
      { name: 'word/readme.txt', content: 'not a document' },
    ]);
    expect(await detectFileContent(hollow)).toEqual({ contentType: null });
    expect(await detectFileContent(makeDoc('Workbook'))).toEqual({ contentType: null });
  });

  it('gives null for programs renamed as documents or photos, and for text', async () => {
    expect(await detectFileContent(makeExecutable())).toEqual({ contentType: null });
    expect(await detectFileContent(makeElf())).toEqual({ contentType: null });
    expect(await detectFileContent(Buffer.from('My resume, as plain text.\n'))).toEqual({
      contentType: null,
    });
    expect(
      await detectFileContent(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toEqual({ contentType: null });
    expect(await detectFileContent(Buffer.alloc(0))).toEqual({ contentType: null });
  });

  it('still names a truncated image, without a size when none can be read', async () => {
    const truncated = makePng(1200, 900).subarray(0, 20);
    const found = await detectFileContent(truncated);
    expect(found.contentType).toBe(PNG);
  });
});
