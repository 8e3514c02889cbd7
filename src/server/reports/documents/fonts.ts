/**
 * The shop's two typefaces, embedded in every report. The site uses the variable woff2 builds;
 * fontkit cannot subset those (Inter throws, Cormorant embeds blank glyphs), so the PDFs use the
 * static .woff files of the same families. Latin-ext is a fallback family for names and places
 * such as "Łódź" or "Brașov"; only the glyphs a report uses are embedded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { rememberShaping, type ShapingFont } from './shaping-memory';
import { woffToSfnt } from './woff-to-sfnt';

export const bodyFont = ['Inter', 'Inter Extended'];
export const displayFont = ['Cormorant Garamond', 'Cormorant Garamond Extended'];

/** Body text has italics too: readers' written reports emphasise words (decision 270). */
const families: {
  family: string;
  file: string;
  subset: string;
  weights: number[];
  hasItalics?: boolean;
}[] = [
  { family: 'Inter', file: 'inter', subset: 'latin', weights: [400, 600], hasItalics: true },
  {
    family: 'Inter Extended',
    file: 'inter',
    subset: 'latin-ext',
    weights: [400, 600],
    hasItalics: true,
  },
  {
    family: 'Cormorant Garamond',
    file: 'cormorant-garamond',
    subset: 'latin',
    weights: [500, 700],
  },
  {
    family: 'Cormorant Garamond Extended',
    file: 'cormorant-garamond',
    subset: 'latin-ext',
    weights: [500, 700],
  },
];

export let preparing: Promise<void> | null = null;

/** Marks a font this file has prepared, in whichever copy of the module prepared it. */
const PINNED = Symbol.for('astral.report-font-pinned');

/**
 * fontkit caches each glyph with the characters it was first asked for. Embedding a subset asks
 * for the parts of composite glyphs (the "." inside "·" or ":") with none, so the next report
 * laid out with that font lost those characters: shifted line breaks, text a reader cannot copy.
 * Asking for every mapped character first pins the right characters to each glyph.
 *
 * Then, for the time a document takes (decision 365): pdfkit embeds a font once per document by
 * its PostScript name, and the latin-ext files carry the latin ones' names, so each run of text
 * set in one embedded another copy (121 subsets in a journal for a "Łukasz"); their own name keeps
 * one. The em size fontkit would look up in its tables at each of layout's many asks is read
 * once, and shaped runs are remembered.
 */
async function loadAndPinCharacters(
  { family, subset }: { family: string; subset: string },
  fontWeight: number,
  fontStyle: 'normal' | 'italic' = 'normal',
): Promise<void> {
  await Font.load({ fontFamily: family, fontWeight, fontStyle });
  const font = Font.getFont({ fontFamily: family, fontWeight, fontStyle }).data;
  if (!font || !('characterSet' in font)) return;
  // react-pdf keeps its fonts for the process; a second copy of this module (a test runner's
  // fresh module graph) finds them already pinned, and must not rename them again.
  if (PINNED in font) return;
  Object.defineProperty(font, PINNED, { value: true });
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  if (subset !== 'latin') {
    Object.defineProperty(font, 'postscriptName', { value: `${font.postscriptName}-${subset}` });
  }
  Object.defineProperty(font, 'unitsPerEm', { value: font.unitsPerEm });
  // fontkit ships no types: react-pdf's name for its font says nothing of `layout`.
  rememberShaping(font as unknown as ShapingFont);
}

function fontDataUrl(woffPath: string): string {
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(woffPath)).toString('base64')}`;
}

async function registerAndLoad(): Promise<void> {
  const require = createRequire(import.meta.url);
  for (const { family, file, subset, weights, hasItalics } of families) {
    const fontStyles = hasItalics ? (['normal', 'italic'] as const) : (['normal'] as const);
    Font.register({
      family,
      fonts: fontStyles.flatMap((fontStyle) =>
        weights.map((fontWeight) => ({
          src: fontDataUrl(
            require.resolve(
              `@fontsource/${file}/files/${file}-${subset}-${fontWeight}-${fontStyle}.woff`,
            ),
          ),
          fontWeight,
          fontStyle,
        })),
      ),
    });
  }
  // Whole words only: the default hyphenator splits names and sign names oddly.
  Font.registerHyphenationCallback((word) => [word]);
  await Promise.all(
    families.flatMap((face) => [
      ...face.weights.map((fontWeight) => loadAndPinCharacters(face, fontWeight)),
      ...(face.hasItalics
        ? face.weights.map((fontWeight) => loadAndPinCharacters(face, fontWeight, 'italic'))
        : []),
    ]),
  );
}

/** Registers and loads the fonts once per process; resolved from node_modules (src and dist). */
export function prepareReportFonts(): Promise<void> {
  preparing ??= registerAndLoad();
  return preparing;
}
