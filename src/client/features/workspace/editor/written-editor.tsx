import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect, useImperativeHandle, type ReactNode, type Ref } from 'react';
import type { FactCheckStatement } from '../../../../common/workspace';
import type { WrittenDoc, WrittenReadingChart } from '../../../../common/written-reading';
import { cn } from '../../../lib/cn';
import { ChartCheckMarks, showChartCheck } from './chart-check-marks';
import { ChartFigure, chartNames } from './chart-figure';
import { cleanPastedHtml } from './clean-paste';
import { toWrittenDoc } from './to-written-doc';
import './written-editor.css';

const noStatements: readonly FactCheckStatement[] = [];

export interface WrittenEditorHandle {
  replace: (doc: WrittenDoc) => void;
}

/** Only the reading's nodes: no code, strike, underline or links, headings at levels 2 and 3. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: false,
  }),
  ChartFigure,
  ChartCheckMarks,
];

function ToolButton({
  label,
  isActive = false,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4',
        isActive && 'bg-gold/20 text-gold-bright',
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, charts }: { editor: Editor; charts: WrittenReadingChart[] }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isH2: current.isActive('heading', { level: 2 }),
      isH3: current.isActive('heading', { level: 3 }),
      isBullet: current.isActive('bulletList'),
      isOrdered: current.isActive('orderedList'),
      isQuote: current.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-border p-1"
    >
      <ToolButton
        label="Heading"
        isActive={state.isH2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Heading2 />
      </ToolButton>
      <ToolButton
        label="Subheading"
        isActive={state.isH3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <Heading3 />
      </ToolButton>
      <ToolButton label="Bold" isActive={state.isBold} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </ToolButton>
      <ToolButton
        label="Italic"
        isActive={state.isItalic}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic />
      </ToolButton>
      <ToolButton
        label="Bulleted list"
        isActive={state.isBullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        isActive={state.isOrdered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered />
      </ToolButton>
      <ToolButton
        label="Quote"
        isActive={state.isQuote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <Quote />
      </ToolButton>
      <ToolButton label="Dividing line" onClick={() => chain().setHorizontalRule().run()}>
        <Minus />
      </ToolButton>
      <ToolButton label="Undo" onClick={() => chain().undo().run()}>
        <Undo2 />
      </ToolButton>
      <ToolButton label="Redo" onClick={() => chain().redo().run()}>
        <Redo2 />
      </ToolButton>
      {charts.length > 0 ? (
        <label className="ml-auto flex items-center gap-2 text-sm text-muted">
          <span className="sr-only sm:not-sr-only">Insert chart</span>
          <select
            aria-label="Insert chart"
            value=""
            onChange={(event) => {
              const chart = charts.find((name) => name === event.target.value);
              if (chart) chain().insertChart(chart).run();
            }}
            className="h-9 rounded-md border border-border bg-background px-2 text-sm text-foreground"
          >
            <option value="">Choose…</option>
            {charts.map((chart) => (
              <option key={chart} value={chart}>
                {chartNames[chart]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

/**
 * One section's rich-text editor (Tiptap): the reading's nodes only, pastes cleaned, and every
 * change handed on as the closed shape the server stores.
 */
export function WrittenEditor({
  label,
  initialDoc,
  charts,
  checked = noStatements,
  onChange,
  ref,
}: {
  label: string;
  initialDoc: WrittenDoc | null;
  charts: WrittenReadingChart[];
  /** The fact check's latest statements, marked on the text (decision 350). */
  checked?: readonly FactCheckStatement[];
  onChange: (doc: WrittenDoc) => void;
  ref?: Ref<WrittenEditorHandle>;
}) {
  const editor = useEditor({
    extensions,
    content: initialDoc ?? '',
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'workspace-prose min-h-64 px-4 py-3 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(toWrittenDoc(current.getJSON())),
  });
  useImperativeHandle(
    ref,
    () => ({ replace: (doc) => editor?.commands.setContent(doc, { emitUpdate: false }) }),
    [editor],
  );
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.view.dispatch(showChartCheck(editor.state.tr, checked));
  }, [editor, checked]);
  useEffect(() => () => editor?.destroy(), [editor]);
  if (!editor) return null;
  return (
    <div className="rounded-md border border-border bg-background/40 focus-within:border-gold/60">
      <Toolbar editor={editor} charts={charts} />
      {/* A long section scrolls inside its frame, so the toolbar stays in reach. */}
      <EditorContent editor={editor} className="max-h-[70dvh] overflow-y-auto" />
    </div>
  );
}
