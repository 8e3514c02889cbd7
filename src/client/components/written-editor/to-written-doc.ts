import {
  writtenReadingCharts,
  writtenReadingLimits,
  type WrittenBlock,
  type WrittenDoc,
  type WrittenInline,
  type WrittenListItem,
  type WrittenMark,
} from '../../../common/written-reading';

/** The editor's JSON, as loosely as Tiptap hands it over. */
export interface EditorNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string }[];
  content?: EditorNode[];
}

function marksOf(node: EditorNode): WrittenMark[] | undefined {
  const kept = new Set(
    (node.marks ?? [])
      .map((mark) => mark.type)
      .filter((type) => type === 'bold' || type === 'italic'),
  );
  return kept.size > 0 ? [...kept].map((type) => ({ type }) as WrittenMark) : undefined;
}

function textNodes(text: string, marks: WrittenMark[] | undefined): WrittenInline[] {
  const pieces: WrittenInline[] = [];
  for (let start = 0; start < text.length; start += writtenReadingLimits.textLength) {
    const piece = text.slice(start, start + writtenReadingLimits.textLength);
    pieces.push(marks ? { type: 'text', text: piece, marks } : { type: 'text', text: piece });
  }
  return pieces;
}

/** The inline run of a node: text with bold and italic, line breaks; anything else as its text. */
function inlineOf(nodes: EditorNode[] | undefined): WrittenInline[] {
  return (nodes ?? []).flatMap((node): WrittenInline[] => {
    if (node.type === 'hardBreak') return [{ type: 'hardBreak' }];
    if (node.type === 'text') return node.text ? textNodes(node.text, marksOf(node)) : [];
    return inlineOf(node.content);
  });
}

function paragraph(content: WrittenInline[]): WrittenBlock {
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

function listItemsOf(nodes: EditorNode[] | undefined): WrittenListItem[] {
  return (nodes ?? []).map((item) => {
    const content = blocksOf(item.type === 'listItem' ? item.content : [item]);
    return { type: 'listItem', content: content.length > 0 ? content : [paragraph([])] };
  });
}

function blockOf(node: EditorNode): WrittenBlock[] {
  switch (node.type) {
    case 'paragraph': {
      const content = inlineOf(node.content);
      const { factor, drafted } = node.attrs ?? {};
      // A first draft's mark (decision 352), kept only in the shape the server accepts.
      const isDrafted =
        typeof factor === 'string' &&
        factor.trim().length > 0 &&
        typeof drafted === 'string' &&
        /^[0-9a-f]{8}$/.test(drafted);
      if (!isDrafted) return [paragraph(content)];
      const attrs = { factor: factor.trim().slice(0, 160), drafted };
      return [
        content.length > 0 ? { type: 'paragraph', attrs, content } : { type: 'paragraph', attrs },
      ];
    }
    case 'heading': {
      const level = Number(node.attrs?.level) <= 2 ? 2 : 3;
      const content = inlineOf(node.content);
      return [
        content.length > 0
          ? { type: 'heading', attrs: { level }, content }
          : { type: 'heading', attrs: { level } },
      ];
    }
    case 'blockquote': {
      const content = blocksOf(node.content);
      return [{ type: 'blockquote', content: content.length > 0 ? content : [paragraph([])] }];
    }
    case 'bulletList':
    case 'orderedList': {
      const items = listItemsOf(node.content);
      if (items.length === 0) return [];
      if (node.type === 'bulletList') return [{ type: 'bulletList', content: items }];
      const start = Number(node.attrs?.start);
      return [
        Number.isInteger(start) && start > 1 && start <= 10_000
          ? { type: 'orderedList', attrs: { start }, content: items }
          : { type: 'orderedList', content: items },
      ];
    }
    case 'horizontalRule':
      return [{ type: 'horizontalRule' }];
    case 'chartFigure': {
      const chart = writtenReadingCharts.find((name) => name === node.attrs?.chart);
      return chart ? [{ type: 'chartFigure', attrs: { chart } }] : [];
    }
    case 'hardBreak':
    case 'text':
      return [paragraph(inlineOf([node]))];
    default: {
      // A node the reading does not hold keeps its words as a paragraph, never its markup.
      const content = inlineOf(node.content);
      return content.length > 0 ? [paragraph(content)] : [];
    }
  }
}

function blocksOf(nodes: EditorNode[] | undefined): WrittenBlock[] {
  return (nodes ?? []).flatMap(blockOf);
}

/**
 * The editor's document as the closed shape the server stores (`writtenDocSchema`): only the
 * reading's nodes, marks and attributes survive, whatever the editor or a paste produced.
 */
export function toWrittenDoc(json: EditorNode): WrittenDoc {
  const content = blocksOf(json.content);
  return { type: 'doc', content: content.length > 0 ? content : [paragraph([])] };
}
