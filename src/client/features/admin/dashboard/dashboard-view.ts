import {
  ADMIN_SEARCH_MIN_LENGTH,
  paymentStatuses,
  processingStatuses,
  orderSorts,
  type PaymentStatus,
  type ProcessingStatus,
  type OrderSort,
} from '../../../../common/admin';
import { products } from '../../../../common/catalogue';
import { normalizeCode } from '../../../../common/discount-codes';
import { owedFilters, type OwedFilter } from '../../../../common/still-owed';

export const dashboardTabs = ['users', 'orders', 'affiliates'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/**
 * Everything that decides what the dashboard shows. It lives in the URL's query string (the
 * same words the API takes), so a filtered view can be bookmarked and shared.
 */
export interface DashboardView {
  tab: DashboardTab;
  /** The search box as typed; it applies only once longer than 2 characters. */
  query: string;
  status: PaymentStatus[];
  processing: ProcessingStatus[];
  product: number[];
  /** `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
  sort: OrderSort;
  /** Orders referred by this affiliate (its id), or empty for all. */
  affiliate: string;
  /** Orders bought with this discount code, in capitals as codes are kept, or empty for all. */
  code: string;
  /** Delivered orders that still owe sessions or support (decision 281), or empty for all. */
  owed: OwedFilter | '';
}

export const defaultView: DashboardView = {
  tab: 'orders',
  query: '',
  status: [],
  processing: [],
  product: [],
  from: '',
  to: '',
  sort: 'newest',
  affiliate: '',
  code: '',
  owed: '',
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const productIds = products.map((product) => product.id);

function listParam<Value extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly Value[],
): Value[] {
  const values = (params.get(name) ?? '').split(',');
  // Kept in the order of `allowed`, so the same view always writes the same URL.
  return allowed.filter((value) => values.includes(value));
}

function oneOf<Value extends string>(
  value: string | null,
  allowed: readonly Value[],
  fallback: Value,
) {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** Reads a view from a URL query, dropping anything unknown instead of failing. */
export function viewFromSearch(params: URLSearchParams): DashboardView {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isoDay.test(value) ? value : '';
  };
  const wantedProducts = (params.get('product') ?? '').split(',');
  return {
    tab: oneOf(params.get('tab'), dashboardTabs, defaultView.tab),
    query: (params.get('q') ?? '').slice(0, 200),
    status: listParam(params, 'status', paymentStatuses),
    processing: listParam(params, 'processing', processingStatuses),
    product: productIds.filter((id) => wantedProducts.includes(String(id))),
    from: day('from'),
    to: day('to'),
    sort: oneOf(params.get('sort'), orderSorts, defaultView.sort),
    affiliate: uuid.test(params.get('affiliate') ?? '') ? (params.get('affiliate') ?? '') : '',
    code: normalizeCode(params.get('code') ?? '').slice(0, 64),
    owed: oneOf<OwedFilter | ''>(params.get('owed'), owedFilters, ''),
  };
}

/** The purchase filters as the API takes them (shared by the list, the search and the CSV). */
function appendFilters(params: URLSearchParams, view: DashboardView) {
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.processing.length > 0) params.set('processing', view.processing.join(','));
  if (view.product.length > 0) params.set('product', view.product.join(','));
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.sort !== defaultView.sort) params.set('sort', view.sort);
  if (view.affiliate) params.set('affiliate', view.affiliate);
  const code = normalizeCode(view.code);
  if (code) params.set('code', code);
  if (view.owed) params.set('owed', view.owed);
}

/** Writes a view back as a URL query, leaving out what is at its default. */
export function searchFromView(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== defaultView.tab) params.set('tab', view.tab);
  if (view.query) params.set('q', view.query);
  appendFilters(params, view);
  return params;
}

/** The search text to send, or null while it is too short to search (docs/product.md §2, 9). */
export function activeSearch(query: string): string | null {
  const trimmed = query.trim();
  return trimmed.length >= ADMIN_SEARCH_MIN_LENGTH ? trimmed : null;
}

export function hasOrderFilters(view: DashboardView): boolean {
  return (
    view.status.length + view.processing.length + view.product.length > 0 ||
    Boolean(view.from || view.to || view.affiliate || view.code || view.owed) ||
    view.sort !== defaultView.sort
  );
}

/** `GET /api/admin/purchases` or `/search/purchases` for one page of this view. */
export function orderListUrl(view: DashboardView, cursor?: string | null): string {
  const search = activeSearch(view.query);
  const params = new URLSearchParams();
  if (search) params.set('query', search);
  appendFilters(params, view);
  if (cursor) params.set('cursor', cursor);
  const path = search ? '/api/admin/search/purchases' : '/api/admin/purchases';
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** `GET /api/admin/users` or `/search/users` for one page. */
export function customerListUrl(query: string, cursor?: string | null): string {
  const search = activeSearch(query);
  const params = new URLSearchParams();
  if (search) params.set('query', search);
  if (cursor) params.set('cursor', cursor);
  const path = search ? '/api/admin/search/users' : '/api/admin/users';
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The "Export CSV" link: every order matching the current filters (and search). */
export function orderCsvUrl(view: DashboardView): string {
  const params = new URLSearchParams();
  const search = activeSearch(view.query);
  if (search) params.set('query', search);
  appendFilters(params, view);
  const text = params.toString();
  return text ? `/api/admin/purchases.csv?${text}` : '/api/admin/purchases.csv';
}

/** Adds or removes one value of a multi-choice filter, keeping the canonical order. */
export function toggled<Value extends string | number>(
  current: readonly Value[],
  value: Value,
  allValues: readonly Value[],
): Value[] {
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return allValues.filter((item) => next.includes(item));
}

/**
 * The lists a view loads: its tab's, and both while searching, so both tab counts tell how many
 * matched. The page asks for them as soon as the view is chosen, before drawing it.
 */
export function listsShown(view: DashboardView): { users: boolean; orders: boolean } {
  const isSearching = activeSearch(view.query) !== null;
  return {
    users: view.tab === 'users' || isSearching,
    orders: view.tab === 'orders' || isSearching,
  };
}
