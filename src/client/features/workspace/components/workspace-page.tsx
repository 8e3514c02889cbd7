import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import { PageLoading } from '../../../components/layout/page-loading';
import { messageOf } from '../../../lib/api-client';
import { useWorkspace } from '../api/get-workspace';
import { Workspace } from './workspace';

/** The workspace of one order, with its loading and error states. */
export function WorkspacePage({ purchaseId }: { purchaseId: string }) {
  const query = useWorkspace(purchaseId);
  // The workspace (its editors, the reading's panels, the checklist) is drawn in the background
  // once it arrives, in slices the browser can answer a tap between, rather than in one task
  // the moment the answer lands (decision 398).
  const view = useDeferredValue(query.data);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:px-6">
      <Link
        href={`/admin/purchase/${purchaseId}`}
        className="text-sm text-gold-bright underline-offset-4 hover:underline"
      >
        ← Back to the order
      </Link>
      {query.isError ? (
        <p role="alert" className="text-muted">
          {messageOf(query.error, 'The workspace could not be loaded. Please reload the page.')}
        </p>
      ) : view === undefined ? (
        <PageLoading label="Loading the workspace…" />
      ) : (
        <>
          <header>
            <h1 className="text-3xl font-semibold sm:text-4xl">
              Reading for {view.customer.fullName}
            </h1>
            <p className="mt-1 text-muted">
              {view.productName} · order {view.reference}
            </p>
          </header>
          <Workspace view={view} />
        </>
      )}
    </div>
  );
}
