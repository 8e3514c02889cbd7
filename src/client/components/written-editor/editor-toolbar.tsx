import { useEditorState, type Editor } from '@tiptap/react';
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
import type { ReactNode } from 'react';
import type { WrittenReadingChart } from '../../../common/written-reading';
import { cn } from '../../lib/cn';
import { chartNames } from './chart-figure';

/** What the editor may hold: a whole reading, or paragraphs only (a library entry). */
export type WrittenBlocks = 'reading' | 'paragraphs';

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

function ChartPicker({ editor, charts }: { editor: Editor; charts: WrittenReadingChart[] }) {
  return (
    <label className="ml-auto flex items-center gap-2 text-sm text-muted">
      <span className="sr-only sm:not-sr-only">Insert chart</span>
      <select
        aria-label="Insert chart"
        value=""
        onChange={(event) => {
          const chart = charts.find((name) => name === event.target.value);
          if (chart) editor.chain().focus().insertChart(chart).run();
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
  );
}

/** The formatting buttons: for paragraphs only bold and italic, for a reading its blocks too. */
export function EditorToolbar({
  editor,
  blocks,
  charts,
}: {
  editor: Editor;
  blocks: WrittenBlocks;
  charts: WrittenReadingChart[];
}) {
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
  const isReading = blocks === 'reading';
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-border p-1"
    >
      {isReading ? (
        <>
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
        </>
      ) : null}
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
      {isReading ? (
        <>
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
        </>
      ) : null}
      <ToolButton label="Undo" onClick={() => chain().undo().run()}>
        <Undo2 />
      </ToolButton>
      <ToolButton label="Redo" onClick={() => chain().redo().run()}>
        <Redo2 />
      </ToolButton>
      {isReading && charts.length > 0 ? <ChartPicker editor={editor} charts={charts} /> : null}
    </div>
  );
}
