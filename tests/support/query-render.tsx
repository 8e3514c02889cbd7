import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { vi } from 'vitest';
import { Router } from 'wouter';

/** `fetch` answering every call with this JSON and status, as a server would; the calls are kept. */
export function stubJsonFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/**
 * A component's HTML once its queries were answered (`prefetch` runs them first), at `path`,
 * as the server would draw it: a failed read is not asked again as the page mounts.
 */
export async function renderAfterQueries(
  element: ReactElement,
  options: { path: string; prefetch?: (client: QueryClient) => Promise<unknown> },
): Promise<string> {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  await options.prefetch?.(client);
  return renderToStaticMarkup(
    <Router ssrPath={options.path}>
      <QueryClientProvider client={client}>{element}</QueryClientProvider>
    </Router>,
  );
}
