import { useId, type Ref } from 'react';
import type { LibraryEntryView } from '../../../../../common/library';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import {
  WrittenEditor,
  type WrittenEditorHandle,
} from '../../../../components/written-editor/written-editor';
import { formatAdminDateTime } from '../../shared/format';
import { LibraryTextField } from './library-text-field';
import type { ShopText, ShopTextStatus } from './use-shop-text';

function statusLine(status: ShopTextStatus): string {
  switch (status.kind) {
    case 'sending':
      return 'Saving…';
    case 'saved':
      return `Saved as version ${status.version}.`;
    case 'unchanged':
      return `Nothing changed: this is still version ${status.version}.`;
    case 'restored':
      return `Version ${status.from} restored as version ${status.version}.`;
    default:
      return '';
  }
}

/** Someone saved the entry meanwhile: their version beside the reader's text, which stays. */
function ConflictNotice({
  message,
  current,
  shopText,
}: {
  message: string;
  current: LibraryEntryView;
  shopText: ShopText;
}) {
  const latest = current.versions[0];
  const savedBy = latest?.savedBy ? `, saved by ${latest.savedBy}` : '';
  const savedAt = latest?.savedAt ? ` on ${formatAdminDateTime(latest.savedAt)}` : '';
  return (
    <div className="grid gap-3 rounded-md border border-gold/60 bg-gold/10 p-4 text-sm">
      <p role="alert">{message}</p>
      <p className="[overflow-wrap:anywhere]">
        <strong>Version {current.version}</strong>
        {savedBy}
        {savedAt}:
      </p>
      <WrittenEditor
        key={current.version}
        label={`Version ${current.version}, saved meanwhile`}
        initialDoc={current.doc}
        blocks="paragraphs"
        isReadOnly
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => shopText.loadTheirs(current)}
        >
          Load their version
        </Button>
        <Button type="button" size="sm" onClick={() => void shopText.save(current.version)}>
          Save mine as version {current.version + 1}
        </Button>
      </div>
    </div>
  );
}

/** The text every document prints, in the editor, saved by hand as a new version. */
export function ShopTextPanel({
  view,
  shopText,
  editorRef,
}: {
  view: LibraryEntryView;
  shopText: ShopText;
  editorRef: Ref<WrittenEditorHandle>;
}) {
  const headingId = useId();
  const { status } = shopText;
  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-2xl font-semibold">
          The shop’s text
        </h2>
        <p className="text-sm text-muted">Editing version {shopText.baseVersion}</p>
      </div>
      <p className="text-sm text-muted">
        What every document drawn from now on prints: paragraphs, with bold and italic. Each save is
        a new version; the earlier ones stay in the history.
      </p>
      <div className="grid gap-3">
        <LibraryTextField
          label="The shop’s text"
          initialDoc={view.doc}
          editorRef={editorRef}
          error={shopText.error}
          status={statusLine(status)}
          onChange={shopText.onChange}
        />
        {status.kind === 'conflict' ? (
          <ConflictNotice message={status.message} current={status.current} shopText={shopText} />
        ) : null}
        {status.kind === 'conflict' ? null : (
          <div>
            {/* Saved by hand, never on each keystroke: every save is a version of its own. */}
            <Button
              type="button"
              onClick={() => void shopText.save()}
              disabled={status.kind === 'sending'}
            >
              Save
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
