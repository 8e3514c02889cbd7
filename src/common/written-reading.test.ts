import { describe, expect, it } from 'vitest';
import { countWords, writtenDocSchema, type WrittenDoc } from './written-reading';

const doc: WrittenDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Your places' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Lisbon suits you — ' },
        { type: 'text', text: 'truly', marks: [{ type: 'bold' }] },
      ],
    },
    { type: 'chartFigure', attrs: { chart: 'astrocartography-map' } },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One 2' }] }],
        },
      ],
    },
  ],
};

describe('written reading content', () => {
  it('accepts what the editor produces and counts its words, not its dashes', () => {
    expect(writtenDocSchema.parse(doc)).toEqual(doc);
    expect(countWords(doc)).toBe(2 + 4 + 2);
  });

  it('refuses markup, links, unknown nodes and attributes', () => {
    const withLink = structuredClone(doc) as unknown as { content: { content?: unknown[] }[] };
    withLink.content[1]!.content!.push({
      type: 'text',
      text: 'x',
      marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
    });
    expect(writtenDocSchema.safeParse(withLink).success).toBe(false);
    for (const block of [
      { type: 'html', content: '<script>' },
      { type: 'heading', attrs: { level: 1 }, content: [] },
      { type: 'paragraph', attrs: { style: 'x' } },
      { type: 'chartFigure', attrs: { chart: 'https://evil.example' } },
    ]) {
      expect(writtenDocSchema.safeParse({ type: 'doc', content: [block] }).success).toBe(false);
    }
  });
});
