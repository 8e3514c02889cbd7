import { Extension } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { FactCheckStatement } from '../../../../common/workspace';
import type { EditorMarks } from '../../../components/written-editor/written-editor';
import './chart-check-marks.css';

/** The fact check's marks on the text itself (decision 350): set with `showChartCheck`. */
export const chartCheckKey = new PluginKey<DecorationSet>('chart-check');

/**
 * The statements' ranges in this document: the check numbers its text blocks (paragraphs and
 * headings, in order) as the editor does, with a line break one character in both. A statement
 * whose text is no longer where the check found it (typed over since) is not marked; the next
 * check, a moment later, marks it again.
 */
function decorationsOf(doc: ProseMirrorNode, statements: readonly FactCheckStatement[]) {
  const blocks: number[] = [];
  doc.descendants((node, position) => {
    if (node.isTextblock) {
      blocks.push(position + 1);
      return false;
    }
    return true;
  });
  const decorations = statements.flatMap((statement) => {
    if (statement.verdict === 'true' || statement.dismissed) return [];
    const blockStart = blocks[statement.block];
    if (blockStart === undefined) return [];
    const from = blockStart + statement.start;
    const to = blockStart + statement.end;
    if (to > doc.content.size || doc.textBetween(from, to, '\n', '\n') !== statement.text)
      return [];
    const isFalse = statement.verdict === 'false';
    return [
      Decoration.inline(from, to, {
        class: isFalse ? 'chart-check-false' : 'chart-check-uncertain',
        title: `${isFalse ? 'The chart says' : 'Without the birth time'}: ${statement.chart}`,
      }),
    ];
  });
  return DecorationSet.create(doc, decorations);
}

export const ChartCheckMarks = Extension.create({
  name: 'chartCheckMarks',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: chartCheckKey,
        state: {
          init: () => DecorationSet.empty,
          apply(transaction, marks) {
            const statements = transaction.getMeta(chartCheckKey) as
              FactCheckStatement[] | undefined;
            if (statements) return decorationsOf(transaction.doc, statements);
            return marks.map(transaction.mapping, transaction.doc);
          },
        },
        props: {
          decorations: (state) => chartCheckKey.getState(state),
        },
      }),
    ];
  },
});

/** The transaction that puts the latest check's marks on the text. */
export function showChartCheck(
  transaction: Transaction,
  statements: readonly FactCheckStatement[],
): Transaction {
  return transaction.setMeta(chartCheckKey, statements);
}

/** The check's statements as marks the shared editor draws (`WrittenEditor`'s `marks`). */
export function chartCheckMarks(statements: readonly FactCheckStatement[]): EditorMarks {
  return {
    extension: ChartCheckMarks,
    show: (transaction) => showChartCheck(transaction, statements),
  };
}
