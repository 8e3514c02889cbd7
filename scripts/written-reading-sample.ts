/**
 * Written readings as a reader's workspace saves them, for the report benchmark and the tests:
 * each section with headings, emphasis, lists, quotes and the charts placed between them.
 */
import { findProduct } from '../src/common/catalogue';
import type {
  WrittenBlock,
  WrittenDoc,
  WrittenInline,
  WrittenReadingChart,
  WrittenReadingSection,
} from '../src/common/written-reading';

const vocabulary =
  'your chart shows a steady rhythm between work and rest with Saturn asking for patience while Venus softens how you meet people and the Moon keeps you close to home in the seasons when decisions feel heavy so trust the slower answer that your body gives before you speak'.split(
    ' ',
  );

/** Deterministic prose: `count` words from the vocabulary, starting at `seed`. */
export function prose(count: number, seed = 0): string {
  const words = Array.from(
    { length: count },
    (_, index) => vocabulary[(seed + index * 7) % vocabulary.length],
  );
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const text = (value: string, marks?: ('bold' | 'italic')[]): WrittenInline =>
  marks
    ? { type: 'text', text: value, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: value };

export const paragraph = (...content: WrittenInline[]): WrittenBlock => ({
  type: 'paragraph',
  content,
});
export const heading = (value: string, level: 2 | 3 = 2): WrittenBlock => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
export const bullets = (...items: string[]): WrittenBlock => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(text(item))] })),
});
export const figure = (chart: WrittenReadingChart): WrittenBlock => ({
  type: 'chartFigure',
  attrs: { chart },
});
export { text as inlineText };

/**
 * A section of about `words` words: chapters of a heading, paragraphs with emphasis, a list, a
 * numbered list and a quote, the given charts placed one per chapter.
 */
export function longSection(
  words: number,
  charts: WrittenReadingChart[] = [],
  seed = 0,
): WrittenDoc {
  const content: WrittenBlock[] = [];
  let written = 0;
  let chapter = 0;
  while (written < words) {
    chapter += 1;
    content.push(heading(`Part ${chapter}: ${prose(4, seed + chapter).slice(0, -1)}`));
    content.push(
      paragraph(
        text(prose(60, seed + chapter * 3)),
        text(' What matters most: ', ['bold']),
        text(prose(40, seed + chapter * 5), ['italic']),
      ),
    );
    const chart = charts[chapter - 1];
    if (chart) content.push(figure(chart));
    content.push(heading(`In practice`, 3));
    content.push(bullets(prose(14, chapter), prose(18, chapter + 1), prose(12, chapter + 2)));
    content.push({
      type: 'orderedList',
      content: [prose(16, chapter + 3), prose(20, chapter + 4)].map((item) => ({
        type: 'listItem',
        content: [paragraph(text(item))],
      })),
    });
    content.push({ type: 'blockquote', content: [paragraph(text(prose(30, chapter + 6)))] });
    content.push(paragraph(text(prose(90, seed + chapter * 11))));
    written += 4 + 100 + 44 + 36 + 30 + 90;
  }
  return { type: 'doc', content };
}

/** A 90-day plan as a reader writes it: phases as headings, steps as lists. */
export function planSection(): WrittenDoc {
  return {
    type: 'doc',
    content: [
      paragraph(text('Three phases, one month each.')),
      heading('Month 1: Ground'),
      bullets('Keep a sleep and energy log', 'Say no to one standing commitment'),
      heading('Month 2: Build'),
      {
        type: 'orderedList',
        content: [
          {
            type: 'listItem',
            content: [
              paragraph(text('Pitch the workshop idea')),
              paragraph(text('to two partners')),
            ],
          },
        ],
      },
      heading('Month 3: Move'),
      bullets('Visit the city on your Jupiter line'),
    ],
  };
}

/** A reading for every written report of the product, `wordsPerSection` each. */
export function readingFor(
  productId: number,
  wordsPerSection = 300,
  charts: WrittenReadingChart[] = ['natal-wheel'],
): WrittenReadingSection[] {
  const product = findProduct(productId);
  if (!product) throw new Error(`no product ${productId}`);
  return product.writtenDocuments.map((item, index) => ({
    key: item.key,
    title: item.name,
    doc:
      item.key === 'notion-workspace'
        ? planSection()
        : longSection(wordsPerSection, index === 0 ? charts : [], index * 13),
  }));
}
