import { useCallback, useRef } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { LibraryEntryView } from '../../../../../common/library';
import type { WrittenDoc } from '../../../../../common/written-reading';
import type { WrittenEditorHandle } from '../../../../components/written-editor/written-editor';
import { PageLoading } from '../../../../components/layout/page-loading';
import { AdminLoadError } from '../../shared/admin-page-states';
import { useLibraryEntry } from '../api/get-library';
import type { LibraryEntryLinkState } from '../library-row';
import { libraryListPath } from '../library-view';
import { EntryFacts } from './entry-facts';
import { OwnTextPanel } from './own-text-panel';
import { ShopTextPanel } from './shop-text-panel';
import { useShopText } from './use-shop-text';
import { VersionHistory } from './version-history';

function LibraryEntry({ view }: { view: LibraryEntryView }) {
  const editor = useRef<WrittenEditorHandle>(null);
  const replaceEditorDoc = useCallback((doc: WrittenDoc) => editor.current?.replace(doc), []);
  const shopText = useShopText(view, replaceEditorDoc);
  return (
    <>
      <EntryFacts view={view} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <ShopTextPanel view={view} shopText={shopText} editorRef={editor} />
          <OwnTextPanel view={view} />
        </div>
        <VersionHistory view={view} shopText={shopText} />
      </div>
    </>
  );
}

/** One entry of the library: its text, its versions and the reader's own alternative. */
export function LibraryEntryPage({ entryKey }: { entryKey: string }) {
  const entry = useLibraryEntry(entryKey);
  // The list's search, when the reader came from it: the way back shows the same list.
  const cameFrom = useHistoryState<Partial<LibraryEntryLinkState> | null>();
  const backPath = libraryListPath(cameFrom?.librarySearch ?? '');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <Link
        href={backPath}
        className="w-fit text-sm text-gold-bright underline-offset-4 hover:underline"
      >
        ← Back to the library
      </Link>
      {entry.isPending ? (
        <PageLoading label="Loading the entry…" />
      ) : entry.isError ? (
        <AdminLoadError error={entry.error} notFound="No such library entry" />
      ) : (
        <LibraryEntry view={entry.data} />
      )}
    </div>
  );
}
