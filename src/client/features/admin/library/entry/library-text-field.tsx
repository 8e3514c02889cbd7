import { useId, type Ref } from 'react';
import type { WrittenDoc } from '../../../../../common/written-reading';
import {
  WrittenEditor,
  type WrittenEditorHandle,
} from '../../../../components/written-editor/written-editor';

/**
 * An entry's text in the shared editor, paragraphs with bold and italic only, with what is said
 * about it beneath: the reason it was refused (the form's or the server's) or what was saved.
 */
export function LibraryTextField({
  label,
  initialDoc,
  error,
  status,
  onChange,
  editorRef,
}: {
  label: string;
  initialDoc: WrittenDoc;
  error: string | undefined;
  status: string;
  onChange: (doc: WrittenDoc) => void;
  editorRef?: Ref<WrittenEditorHandle>;
}) {
  const messageId = useId();
  return (
    <div className="grid gap-2">
      <WrittenEditor
        ref={editorRef}
        label={label}
        initialDoc={initialDoc}
        blocks="paragraphs"
        onChange={onChange}
        describedBy={messageId}
        isInvalid={error !== undefined}
      />
      <div id={messageId} className="grid gap-1 text-sm">
        {error ? (
          <p role="alert" className="text-red-300">
            {error}
          </p>
        ) : null}
        <p role="status" className="text-success empty:hidden">
          {status}
        </p>
      </div>
    </div>
  );
}
