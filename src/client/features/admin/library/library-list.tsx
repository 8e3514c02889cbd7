import { libraryLimits } from '../../../../common/library';
import { messageOf } from '../../../lib/api-client';
import { ListMessage } from '../dashboard/load-more';
import { AdminPageHeader } from '../shared/admin-page-states';
import { useLibraryList } from './api/get-library';
import { LibraryFilters } from './library-filters';
import { LibraryRow } from './library-row';
import { LibraryTransfer } from './library-transfer';
import { countLine } from './library-lines';
import { useLibraryView } from './use-library-view';

/** The interpretation library (issue 38): every paragraph the documents draw on, searchable. */
export function LibraryList() {
  const [view, setView] = useLibraryView();
  const list = useLibraryList(view);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <AdminPageHeader title="Interpretation library">
        The paragraphs the documents print for each factor of a chart. An edit is saved as a new
        version and printed in every document drawn from then on; a delivered document keeps what it
        printed.
      </AdminPageHeader>
      <LibraryTransfer />
      <section aria-labelledby="library-entries" className="grid gap-4">
        <h2 id="library-entries" className="sr-only">
          Entries
        </h2>
        <LibraryFilters view={view} onChange={setView} />
        {list.isPending ? (
          <ListMessage>Loading the library…</ListMessage>
        ) : list.isError ? (
          <ListMessage>
            {messageOf(list.error, 'The library could not be loaded. Please reload the page.')}
          </ListMessage>
        ) : (
          <>
            <p role="status" className="text-sm text-muted">
              {countLine(list.data.entries.length, list.data.total)}
              {list.data.total > libraryLimits.listed ? ': search to narrow it down.' : ''}
            </p>
            <ul className="grid gap-3" aria-busy={list.isPlaceholderData}>
              {list.data.entries.map((entry) => (
                <LibraryRow key={entry.key} entry={entry} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
