import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageLoading } from '../../../components/layout/page-loading';
import { Button } from '../../../components/ui/button';
import { errorCodes } from '../../../../common/error-codes';
import { isApiError, messageOf } from '../../../lib/api-client';

export const dashboardPath = '/admin/dashboard';

export function BackToDashboard({ label = 'Back to Dashboard' }: { label?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
      <Link href={dashboardPath}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/** A page-sized message in place of a record: not found, or the server's error. */
export function AdminMessage({ title, children }: { title: string; children?: string }) {
  const isNotFound = children === undefined;
  const Icon = isNotFound ? SearchX : TriangleAlert;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon className="mb-5 size-10 text-gold" aria-hidden />
      <h1 className="text-4xl font-semibold">{title}</h1>
      {children ? <p className="mt-3 text-muted">{children}</p> : null}
    </section>
  );
}

/** The not-found message on a 404 (and for an empty answer), else the server's words. */
export function AdminLoadError({ error, notFound }: { error: unknown; notFound: string }) {
  if (isApiError(error, errorCodes.notFound)) return <AdminMessage title={notFound} />;
  return (
    <AdminMessage title="Something went wrong">
      {messageOf(error, 'The server did not answer. Please reload the page.')}
    </AdminMessage>
  );
}

/** An admin page's title under the way back, with a line on what the page holds. */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="grid gap-2">
      <BackToDashboard />
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="text-muted">{children}</p>
    </header>
  );
}

/** One record's page (an order, a client, an affiliate): loading, its error, then the record. */
export function AdminRecordPage<Data>({
  query,
  loadingLabel,
  notFound,
  children,
}: {
  query: UseQueryResult<Data>;
  loadingLabel: string;
  notFound: string;
  children: (record: Data) => ReactNode;
}) {
  // The record (an order's panels, a client's orders) is drawn in the background once it
  // arrives, in slices the browser can answer a tap between (decision 398).
  const record = useDeferredValue(query.data);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-8 sm:px-6">
      <BackToDashboard />
      {query.isError ? (
        <AdminLoadError error={query.error} notFound={notFound} />
      ) : record === undefined ? (
        <PageLoading label={loadingLabel} />
      ) : (
        children(record)
      )}
    </div>
  );
}
