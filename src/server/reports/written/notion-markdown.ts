/**
 * Written sections as Markdown and tables as CSV, the two formats Notion imports. Readers' text is
 * escaped, so nothing they typed becomes a link, an image, HTML or a heading of its own.
 */
import { find } from 'linkifyjs';
import type {
  WrittenBlock,
  WrittenDoc,
  WrittenInline,
  WrittenReadingChart,
} from '../../../common/written-reading';
import { withoutFormula } from '../../csv-cell';

/** `https://example.com/a.b` -> `https[:]//example[.]com/a.b`: the scheme and the host broken. */
function defanged(address: string): string {
  const [, scheme = '', host = '', rest = ''] =
    /^([a-z][\w+.-]*:\/\/)?([^/?#]*)([\s\S]*)$/i.exec(address) ?? [];
  return `${scheme.replace('://', '[:]//')}${host.replaceAll('.', '[.]')}${rest}`;
}

/**
 * Web addresses defanged: Notion's importer turns any address it finds in text or a CSV cell
 * into a live link, and a customer's workspace should hold no link that nobody chose to make
 * (issue 36). Still readable, and copyable by hand.
 */
export function withoutLinks(text: string): string {
  let result = '';
  let position = 0;
  for (const link of find(text, 'url')) {
    result += text.slice(position, link.start) + defanged(link.value);
    position = link.end;
  }
  return result + text.slice(position);
}

/** Markdown's punctuation, escaped wherever it appears in a reader's text (links defanged first). */
export function escapeMarkdown(text: string): string {
  return withoutLinks(text)
    .replace(/[\\`*_[\]<>|~!#]/g, '\\$&')
    .replace(/^(\s*)([-+=]|\d+[.)])/gm, '$1\\$2');
}

export function inlineMarkdown(content: readonly WrittenInline[] | undefined): string {
  return (content ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '  \n';
      const text = escapeMarkdown(node.text);
      const marks = new Set((node.marks ?? []).map((mark) => mark.type));
      // Emphasis markers must hug the words, so spaces at the edges stay outside them.
      const [, before = '', words = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
      if (words === '' || marks.size === 0) return text;
      const marker = `${marks.has('bold') ? '**' : ''}${marks.has('italic') ? '_' : ''}`;
      const closing = [...marker].reverse().join('');
      return `${before}${marker}${words}${closing}${after}`;
    })
    .join('');
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${prefix}${line}`))
    .join('\n');
}

function blockMarkdown(
  block: WrittenBlock,
  chartLine: (chart: WrittenReadingChart) => string,
): string {
  switch (block.type) {
    case 'paragraph':
      return inlineMarkdown(block.content);
    case 'heading':
      // The page's own title is its level 1: the sections' levels 2 and 3 stay as they are.
      return `${'#'.repeat(block.attrs.level)} ${inlineMarkdown(block.content)}`;
    case 'blockquote':
      return blocksMarkdown(block.content, chartLine)
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
    case 'bulletList':
    case 'orderedList': {
      const start = block.type === 'orderedList' ? (block.attrs?.start ?? 1) : 1;
      return block.content
        .map((item, index) => {
          const marker = block.type === 'orderedList' ? `${start + index}. ` : '- ';
          const body = blocksMarkdown(item.content, chartLine).replace(/\n\n/g, '\n');
          const [first = '', ...rest] = body.split('\n');
          const pad = ' '.repeat(marker.length);
          return [`${marker}${first}`, ...rest.map((line) => indent(line, pad))].join('\n');
        })
        .join('\n');
    }
    case 'horizontalRule':
      return '---';
    case 'chartFigure':
      return chartLine(block.attrs.chart);
  }
}

export function blocksMarkdown(
  blocks: readonly WrittenBlock[],
  chartLine: (chart: WrittenReadingChart) => string,
): string {
  return blocks
    .map((block) => blockMarkdown(block, chartLine))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** A page: its title as the level-1 heading Notion names the page by, then the section. */
export function pageMarkdown(
  title: string,
  doc: WrittenDoc,
  chartLine: (chart: WrittenReadingChart) => string,
): string {
  return `# ${escapeMarkdown(title)}\n\n${blocksMarkdown(doc.content, chartLine)}\n`;
}

/**
 * RFC 4180: every field quoted, quotes doubled, CRLF between rows; Notion's first column titles.
 * A field is formula-guarded like the admin's exports (a customer may open it in a spreadsheet)
 * and its web addresses are defanged.
 */
export function csv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) =>
      row.map((field) => `"${withoutFormula(withoutLinks(field)).replace(/"/g, '""')}"`).join(','),
    )
    .join('\r\n')
    .concat('\r\n');
}
