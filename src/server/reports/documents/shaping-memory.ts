/**
 * Shaped text remembered per font (decision 365). react-pdf asks fontkit to shape every run of
 * text it lays out, and the same runs come back again and again: the footer of every page, the
 * labels of 52 journal weeks, the interpretation texts every order shares. A shaped run depends
 * only on the font and what was asked (fontkit hands out its own cached glyphs either way), so
 * it is kept, up to a budget of glyphs, the least recently used let go first. Callers scale the
 * positions they get in place (pdfkit does), so each one gets a copy of its own.
 */

/** About 10 MB of the render thread's heap: several orders' worth of every document's text. */
export const shapedGlyphBudget = 250_000;

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** What fontkit's `layout` answers, as far as the copy needs to know it. */
export interface GlyphRun {
  glyphs: object[];
  positions: GlyphPosition[];
  features: Record<string, boolean>;
}

export interface ShapingFont {
  layout(text: string, ...options: unknown[]): GlyphRun;
}

/** A run as fontkit made it, of the same classes, with arrays and positions of its own. */
function copyOf(run: GlyphRun): GlyphRun {
  const sameKind = <T extends object>(value: T): T =>
    Object.assign(Object.create(Object.getPrototypeOf(value) as object) as T, value);
  return Object.assign(sameKind(run), {
    glyphs: run.glyphs.slice(),
    positions: run.positions.map(sameKind),
    features: { ...run.features },
  });
}

export interface ShapingMemory {
  /** Makes `font.layout` answer a run it has shaped before from memory; once per font. */
  remember(font: ShapingFont): void;
  /** What is held now. */
  size(): { runs: number; glyphs: number };
}

export function createShapingMemory(glyphBudget = shapedGlyphBudget): ShapingMemory {
  const runs = new Map<string, GlyphRun>();
  let glyphsHeld = 0;
  const fontNumbers = new WeakMap<ShapingFont, number>();
  let fontsSeen = 0;

  function keep(key: string, run: GlyphRun): void {
    runs.set(key, run);
    glyphsHeld += run.glyphs.length;
    // A Map iterates in insertion order: the first entries are the least recently used.
    for (const [oldest, { glyphs }] of runs) {
      if (glyphsHeld <= glyphBudget) break;
      runs.delete(oldest);
      glyphsHeld -= glyphs.length;
    }
  }

  return {
    remember(font) {
      if (fontNumbers.has(font)) return;
      const fontNumber = ++fontsSeen;
      fontNumbers.set(font, fontNumber);
      const shape = font.layout.bind(font);
      font.layout = (text, ...options) => {
        const key = `${fontNumber}\u0000${JSON.stringify(options)}\u0000${text}`;
        const known = runs.get(key);
        if (known) {
          runs.delete(key);
          runs.set(key, known);
          return copyOf(known);
        }
        const run = shape(text, ...options);
        keep(key, copyOf(run));
        return run;
      };
    },
    size: () => ({ runs: runs.size, glyphs: glyphsHeld }),
  };
}

/** The render thread's one memory, shared by every font it loads. */
const shapingMemory = createShapingMemory();

export const rememberShaping = (font: ShapingFont) => shapingMemory.remember(font);
