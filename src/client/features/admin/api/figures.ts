import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FiguresCsvTable, FiguresQuery, FiguresReport } from '../../../../common/figures';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `from=…&to=…&by=…`, the range as the report and its CSV files both take it. */
export function figuresSearch(query: FiguresQuery): URLSearchParams {
  return new URLSearchParams({ from: query.from, to: query.to, by: query.by });
}

export function figuresUrl(query: FiguresQuery): string {
  return `/api/admin/figures?${figuresSearch(query).toString()}`;
}

/** The "Download CSV" link of one table, over the range the page shows. */
export function figuresCsvUrl(table: FiguresCsvTable, query: FiguresQuery): string {
  const params = new URLSearchParams({ table });
  figuresSearch(query).forEach((value, name) => params.set(name, value));
  return `/api/admin/figures.csv?${params.toString()}`;
}

export function getFigures(query: FiguresQuery): Promise<FiguresReport> {
  return apiRequest<FiguresReport>('GET', figuresUrl(query));
}

export function figuresQueryOptions(query: FiguresQuery) {
  return queryOptions({
    queryKey: [...adminQueryKeys.all, 'figures', query.from, query.to, query.by],
    queryFn: () => getFigures(query),
    // A new range keeps the last figures in view until its own arrive, instead of a blank page.
    placeholderData: keepPreviousData,
  });
}

/** The figures of a valid range (`checkedRange` says which are). */
export function useFigures(query: FiguresQuery) {
  return useQuery(figuresQueryOptions(query));
}
