import { describe, expect, it } from 'vitest';
import { writtenDocSchema } from '../../../common/written-reading';
import { cleanPastedHtml } from './clean-paste';
import { toWrittenDoc } from './to-written-doc';

describe("the editor's document as the reading stores it", () => {
  it('keeps headings, emphasis, lists, quotes, rules, breaks and chart figures', () => {
    const doc = toWrittenDoc({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Your hands' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bold', marks: [{ type: 'bold' }, { type: 'link' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'plain' },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3, type: null },
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
            },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph' }] },
        { type: 'horizontalRule' },
        { type: 'chartFigure', attrs: { chart: 'bodygraph' } },
      ],
    });
    expect(writtenDocSchema.safeParse(doc).success).toBe(true);
    expect(doc.content[1]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'plain' },
      ],
    });
    expect(doc.content[2]).toMatchObject({ type: 'orderedList', attrs: { start: 3 } });
    expect(doc.content[5]).toEqual({ type: 'chartFigure', attrs: { chart: 'bodygraph' } });
  });

  it('turns anything else into its words, and drops charts it does not know', () => {
    const doc = toWrittenDoc({
      type: 'doc',
      content: [
        { type: 'codeBlock', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
        { type: 'chartFigure', attrs: { chart: '<img onerror=x>' } },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Top' }] },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Top' }] },
      ],
    });
    expect(writtenDocSchema.safeParse(doc).success).toBe(true);
    expect(toWrittenDoc({ type: 'doc', content: [] })).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph' }],
    });
  });

  it('splits a text too long for one node', () => {
    const doc = toWrittenDoc({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a'.repeat(45_000) }] }],
    });
    expect(writtenDocSchema.safeParse(doc).success).toBe(true);
    expect(doc.content[0]).toMatchObject({ content: [{}, {}, {}] });
  });
});

describe('a paste from a word processor', () => {
  it('loses its style sheets, Office markup, comments and attributes', () => {
    const pasted =
      '<html><head><meta charset="utf-8"><style>p.MsoNormal{margin:0}</style></head><body>' +
      '<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->' +
      '<p class="MsoNormal" style="color:red" onclick="x()">Hello<o:p></o:p></p>' +
      '<script>alert(1)</script></body></html>';
    expect(cleanPastedHtml(pasted)).toBe('<html><body><p>Hello</p></body></html>');
  });

  it("keeps a first draft's factor mark, drops one the server would refuse and every null", () => {
    const doc = toWrittenDoc({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { factor: ' Venus in Libra ', drafted: '0a1b2c3d' },
          content: [{ type: 'text', text: 'Drafted.' }],
        },
        {
          type: 'paragraph',
          attrs: { factor: null, drafted: null },
          content: [{ type: 'text', text: 'Mine.' }],
        },
        {
          type: 'paragraph',
          attrs: { factor: 'Mars', drafted: '<script>' },
          content: [{ type: 'text', text: 'Odd.' }],
        },
      ],
    });
    expect(writtenDocSchema.safeParse(doc).success).toBe(true);
    expect(doc.content).toEqual([
      {
        type: 'paragraph',
        attrs: { factor: 'Venus in Libra', drafted: '0a1b2c3d' },
        content: [{ type: 'text', text: 'Drafted.' }],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Mine.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Odd.' }] },
    ]);
  });
});
