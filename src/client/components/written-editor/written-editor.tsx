import type { Transaction } from '@tiptap/pm/state';
import { EditorContent, useEditor, type AnyExtension, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { WrittenDoc, WrittenReadingChart } from '../../../common/written-reading';
import { afterNextPaint } from '../../lib/after-next-paint';
import { cn } from '../../lib/cn';
import { ChartFigure } from './chart-figure';
import { cleanPastedHtml } from './clean-paste';
import { DraftOrigin } from './draft-origin';
import { EditorToolbar, type WrittenBlocks } from './editor-toolbar';
import { toWrittenDoc } from './to-written-doc';
import './written-editor.css';

export type { WrittenBlocks } from './editor-toolbar';

export interface WrittenEditorHandle {
  replace: (doc: WrittenDoc) => void;
}

/**
 * Marks a page draws over the text without changing it (the workspace's fact check, decision
 * 350): the extension that keeps them, given once as the editor is made, and the transaction
 * that shows the latest ones, dispatched whenever this object changes.
 */
export interface EditorMarks {
  extension: AnyExtension;
  show: (transaction: Transaction) => Transaction;
}

const noCharts: WrittenReadingChart[] = [];

/**
 * The nodes the editor knows. A reading: headings at levels 2 and 3, lists, quotes, rules and
 * chart figures, no code, strike, underline or links. Paragraphs only: bold and italic in
 * paragraphs, so a paste of anything else arrives as paragraphs of its words.
 */
function extensionsFor(blocks: WrittenBlocks, marks: EditorMarks | undefined): AnyExtension[] {
  const omitted = {
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: false,
  } as const;
  const base =
    blocks === 'reading'
      ? [
          StarterKit.configure({ ...omitted, heading: { levels: [2, 3] } }),
          ChartFigure,
          DraftOrigin,
        ]
      : [
          StarterKit.configure({
            ...omitted,
            heading: false,
            blockquote: false,
            bulletList: false,
            orderedList: false,
            listItem: false,
            listKeymap: false,
            horizontalRule: false,
            hardBreak: false,
          }),
        ];
  return marks ? [...base, marks.extension] : base;
}

/**
 * The rich-text editor of written text (Tiptap), for a reader's sections and the library's
 * entries alike: only the nodes `blocks` allows, pastes cleaned, and every change handed on as
 * the closed shape the server stores. Read-only, it shows a saved text the same way.
 *
 * A change is handed on once the frame that shows it is drawn, keys typed meanwhile together:
 * converting a long text and what the page does with it (word counts, the copy kept on the
 * device, the checklist) made each key of a 10,000-word section wait for all of it before its
 * character appeared (decision 380). A blur, a page being hidden and an unmount hand on a
 * change still waiting at once, so a click on Save or a closed tab finds the latest text.
 */
export function WrittenEditor({
  label,
  initialDoc,
  blocks = 'reading',
  charts = noCharts,
  marks,
  isReadOnly = false,
  describedBy,
  isInvalid = false,
  onChange,
  ref,
}: {
  label: string;
  initialDoc: WrittenDoc | null;
  blocks?: WrittenBlocks;
  /** The charts a reading's toolbar offers to place. */
  charts?: WrittenReadingChart[];
  marks?: EditorMarks;
  isReadOnly?: boolean;
  /** The id of what is said about the text (a message beside the editor). */
  describedBy?: string;
  /** Whether that message refuses the text. */
  isInvalid?: boolean;
  onChange?: (doc: WrittenDoc) => void;
  ref?: Ref<WrittenEditorHandle>;
}) {
  // The schema is fixed when the editor is made: a later change of `blocks` or `marks` keeps it.
  const [extensions] = useState(() => extensionsFor(blocks, marks));
  const handOn = useRef(onChange);
  useEffect(() => {
    handOn.current = onChange;
  }, [onChange]);
  const changed = useRef<Editor | null>(null);
  const change = useRef<ReturnType<typeof afterNextPaint> | null>(null);
  useEffect(() => {
    const scheduler = afterNextPaint(() => {
      const current = changed.current;
      if (current && !current.isDestroyed) handOn.current?.(toWrittenDoc(current.getJSON()));
    });
    change.current = scheduler;
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') scheduler.flush();
    };
    window.addEventListener('pagehide', scheduler.flush);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.removeEventListener('pagehide', scheduler.flush);
      document.removeEventListener('visibilitychange', whenHidden);
      // Declared before the editor's own clean-up, so this runs while it still holds the text.
      scheduler.flush();
      change.current = null;
    };
  }, []);
  const editor = useEditor({
    extensions,
    content: initialDoc ?? '',
    editable: !isReadOnly,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        ...(isReadOnly ? { 'aria-readonly': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        role: 'textbox',
        class: cn(
          'written-prose px-4 py-3 focus:outline-none',
          !isReadOnly && (blocks === 'reading' ? 'min-h-64' : 'min-h-40'),
        ),
      },
    },
    onUpdate: ({ editor: current }) => {
      changed.current = current;
      if (change.current) change.current.schedule();
      else handOn.current?.(toWrittenDoc(current.getJSON()));
    },
    onBlur: () => change.current?.flush(),
  });
  useImperativeHandle(
    ref,
    () => ({
      replace: (doc) => {
        // The text put in replaces any change still waiting to be handed on.
        change.current?.cancel();
        editor?.commands.setContent(doc, { emitUpdate: false });
      },
    }),
    [editor],
  );
  useEffect(() => {
    if (editor && !editor.isDestroyed && marks) editor.view.dispatch(marks.show(editor.state.tr));
  }, [editor, marks]);
  useEffect(() => () => editor?.destroy(), [editor]);
  if (!editor) return null;
  return (
    <div
      className={cn(
        'min-w-0 rounded-md border border-border',
        isReadOnly ? 'bg-surface/40' : 'bg-background/40 focus-within:border-gold/60',
        isInvalid && 'border-destructive',
      )}
    >
      {isReadOnly ? null : <EditorToolbar editor={editor} blocks={blocks} charts={charts} />}
      {/* A long text scrolls inside its frame, so the toolbar stays in reach. */}
      <EditorContent editor={editor} className="max-h-[70dvh] overflow-y-auto" />
    </div>
  );
}
