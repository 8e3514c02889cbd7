import { describe, expect, it } from 'vitest';
import type { WrittenDoc } from '../../../../common/written-reading';
import { isSameDoc } from './same-doc';

describe('the same section text', () => {
  const doc: WrittenDoc = {
    type: 'doc',
    content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'A' }] }],
  };

  it('is recognised whatever order the keys come back in', () => {
    const reordered = JSON.parse(
      '{"content":[{"attrs":{"level":2},"content":[{"text":"A","type":"text"}],"type":"heading"}],"type":"doc"}',
    ) as WrittenDoc;
    expect(isSameDoc(doc, reordered)).toBe(true);
  });

  it('differs by a word or a level', () => {
    expect(isSameDoc(doc, { ...doc, content: [{ type: 'paragraph' }] })).toBe(false);
    const level3: WrittenDoc = {
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'A' }] }],
    };
    expect(isSameDoc(doc, level3)).toBe(false);
  });
});
