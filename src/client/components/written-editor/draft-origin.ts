import { Extension } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { fingerprint } from '../../../common/first-draft';

const draftOriginKey = new PluginKey<DecorationSet>('draft-origin');

/** Each drafted paragraph: untouched while its words are the draft's, the reader's once edited. */
function decorationsOf(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, position) => {
    if (node.type.name !== 'paragraph') return true;
    const drafted: unknown = node.attrs.drafted;
    if (typeof drafted === 'string' && drafted) {
      const isUntouched = fingerprint(node.textContent) === drafted;
      decorations.push(
        Decoration.node(position, position + node.nodeSize, {
          class: isUntouched ? 'draft-untouched' : 'draft-edited',
        }),
      );
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * The first draft's marks (decision 352): a drafted paragraph keeps the factor it came from and
 * its fingerprint as attributes, shown above it in the editor and never printed. A paragraph
 * begun by pressing Enter is the reader's own, so the attributes are not carried over.
 */
export const DraftOrigin = Extension.create({
  name: 'draftOrigin',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph'],
        attributes: {
          factor: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute('data-factor'),
            renderHTML: (attributes) =>
              typeof attributes.factor === 'string' ? { 'data-factor': attributes.factor } : {},
          },
          drafted: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute('data-drafted'),
            renderHTML: (attributes) =>
              typeof attributes.drafted === 'string' ? { 'data-drafted': attributes.drafted } : {},
          },
        },
      },
    ];
  },
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: draftOriginKey,
        // A drafted paragraph split in two (by Enter, or by the browser itself) leaves its mark on
        // the first part only: the rest is the reader's.
        appendTransaction: (transactions, _before, state) => {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          const seen = new Set<string>();
          const copies: number[] = [];
          state.doc.descendants((node, position) => {
            if (node.type.name !== 'paragraph') return true;
            const drafted: unknown = node.attrs.drafted;
            if (typeof drafted === 'string' && drafted) {
              if (seen.has(drafted)) copies.push(position);
              seen.add(drafted);
            }
            return false;
          });
          if (copies.length === 0) return null;
          const transaction = state.tr;
          for (const position of copies) {
            const node = transaction.doc.nodeAt(position);
            if (node) {
              transaction.setNodeMarkup(position, undefined, {
                ...node.attrs,
                factor: null,
                drafted: null,
              });
            }
          }
          return transaction.setMeta('addToHistory', false);
        },
        state: {
          init: (_config, state) => decorationsOf(state.doc),
          apply: (transaction, decorations) =>
            transaction.docChanged ? decorationsOf(transaction.doc) : decorations,
        },
        props: { decorations: (state) => draftOriginKey.getState(state) },
      }),
    ];
  },
});
