/**
 * A PDF read back as a customer's viewer reads it: text through pdf.js, the fonts named in the
 * file, pages counted, and the bitmaps each page paints (vector drawings paint none).
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PlacedText {
  text: string;
  /** Baseline, in points from the page's bottom edge. */
  baseline: number;
  size: number;
  /** Left edge and width of the run, in points: to check what runs into what on a line. */
  x: number;
  width: number;
}

export interface ReadPdf {
  pageTexts: string[];
  /** Each page's text runs with where they sit, to check what overlaps. */
  placedByPage: PlacedText[][];
  text: string;
  fontNames: string[];
  imageCountByPage: number[];
  /** All pages' painted bitmaps together. */
  imageCount: number;
  /** [width, height] of each page in points. */
  pageSizes: [number, number][];
  bytes: number;
  /** The form fields a reader can fill in, with the page (from 1) each sits on. */
  formFields: FormField[];
}

export interface FormField {
  name: string;
  /** "Tx" for a text field. */
  type: string;
  isMultiline: boolean;
  page: number;
  /** Height in points, to check a writing space is not squeezed. */
  height: number;
}

const imageOperators = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pageTexts: string[] = [];
  const placedByPage: PlacedText[][] = [];
  const imageCountByPage: number[] = [];
  const pageSizes: [number, number][] = [];
  const formFields: FormField[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pageTexts.push(text.replace(/\s+/g, ' '));
    placedByPage.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                text: item.str,
                baseline: item.transform[5] as number,
                size: item.height,
                x: item.transform[4] as number,
                width: item.width,
              },
            ]
          : [],
      ),
    );
    const [, , width = 0, height = 0] = page.view;
    pageSizes.push([width, height]);
    for (const annotation of await page.getAnnotations())
      if (annotation.subtype === 'Widget')
        formFields.push({
          name: annotation.fieldName as string,
          type: annotation.fieldType as string,
          isMultiline: annotation.multiLine === true,
          page: number,
          height: Math.abs((annotation.rect[3] as number) - (annotation.rect[1] as number)),
        });
    const operators = await page.getOperatorList();
    imageCountByPage.push(
      operators.fnArray.filter((operator) => imageOperators.has(operator)).length,
    );
  }
  await pdf.destroy();
  // pdfkit writes font dictionaries uncompressed: "/BaseFont /ABCDEF+Inter-Regular" for an
  // embedded subset, "/BaseFont /Helvetica" for a standard font the reader must supply.
  const fontNames = [
    ...bytes.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g),
  ]
    .map((match) => match[1] ?? '')
    .filter((name, index, names) => names.indexOf(name) === index);
  return {
    pageTexts,
    placedByPage,
    text: pageTexts.join(' '),
    fontNames,
    imageCountByPage,
    imageCount: imageCountByPage.reduce((total, count) => total + count, 0),
    pageSizes,
    bytes: bytes.length,
    formFields,
  };
}
