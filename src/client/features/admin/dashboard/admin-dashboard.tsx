import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminPage } from '../../../../common/admin';
import { AffiliatesPanel } from '../affiliates/affiliates-panel';
import { useAdminAffiliates } from '../api/get-admin-affiliates';
import { useAdminStats } from '../api/get-admin-stats';
import { adminOrdersQueryOptions, useAdminOrders } from '../api/get-admin-orders';
import { adminCustomersQueryOptions, useAdminCustomers } from '../api/get-admin-customers';
import { DashboardSearch } from './dashboard-search';
import { DashboardTabs } from './dashboard-tabs';
import {
  activeSearch,
  hasOrderFilters,
  listsShown,
  type DashboardTab,
  type DashboardView,
} from './dashboard-view';
import { OrderFilters } from './order-filters';
import { OrderList } from './order-list';
import { StatCounters } from './stat-counters';
import { QueueCounts } from '../readings/queue-counts';
import { CustomerList } from './customer-list';
import { useDashboardView } from './use-dashboard-view';
import { formatCount } from '../../../../common/format';

/** How many a list shows: "25+" while more pages wait, nothing before the first answer. */
function loadedCount(data: InfiniteData<AdminPage<unknown>> | undefined): string | null {
  if (!data) return null;
  const count = data.pages.reduce((sum, page) => sum + page.items.length, 0);
  const hasMore = data.pages.at(-1)?.nextCursor != null;
  return `${formatCount(count)}${hasMore ? '+' : ''}`;
}

/** The admin overview (docs/product.md §2): counters, search, and the Users and Orders tabs. */
export function AdminDashboard() {
  const [view, setDashboardView] = useDashboardView();
  const queryClient = useQueryClient();
  // A new search or filter asks for its lists at once, before the page is drawn again for it
  // (the address, the tabs, the filters): the answer is on its way while that drawing runs.
  const setView = useCallback(
    (change: Partial<DashboardView>) => {
      const next = { ...view, ...change };
      const lists = listsShown(next);
      if (lists.users)
        void queryClient.prefetchInfiniteQuery(adminCustomersQueryOptions(next.query));
      if (lists.orders) void queryClient.prefetchInfiniteQuery(adminOrdersQueryOptions(next));
      setDashboardView(change);
    },
    [view, queryClient, setDashboardView],
  );
  const search = activeSearch(view.query);
  const onSearch = useCallback((query: string) => setView({ query }), [setView]);
  const stats = useAdminStats();
  const lists = listsShown(view);
  const users = useAdminCustomers(view.query, lists.users);
  const purchases = useAdminOrders(view, lists.orders);
  const affiliates = useAdminAffiliates(view.query, view.tab === 'affiliates');

  const customerCount = search
    ? loadedCount(users.data)
    : stats.data && formatCount(stats.data.totalCustomers);
  const orderCount =
    search || hasOrderFilters(view)
      ? loadedCount(purchases.data)
      : stats.data && formatCount(stats.data.totalOrders);
  const labels: Record<DashboardTab, string> = {
    users: customerCount ? `Users (${customerCount})` : 'Users',
    orders: orderCount ? `Orders (${orderCount})` : 'Orders',
    affiliates: 'Affiliates',
  };
  const tabNames: Record<DashboardTab, string> = {
    users: 'users',
    orders: 'orders',
    affiliates: 'affiliates',
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-4xl font-semibold">Admin Dashboard</h1>
        <p className="mt-1 text-muted">Manage users, orders, deliveries and affiliates</p>
      </header>

      <section aria-label="Totals">
        <StatCounters />
      </section>

      <QueueCounts />

      <section aria-label="Users and orders" className="grid gap-4">
        <DashboardSearch value={view.query} onSearch={onSearch} />
        <DashboardTabs active={view.tab} onChange={(tab) => setView({ tab })} labels={labels}>
          {search ? (
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              Search results for “{search}” in {tabNames[view.tab]}
            </p>
          ) : null}
          {view.tab === 'users' ? (
            <CustomerList users={users} />
          ) : view.tab === 'affiliates' ? (
            <AffiliatesPanel affiliates={affiliates} />
          ) : (
            <div className="grid gap-4">
              <OrderFilters view={view} onChange={setView} />
              <OrderList purchases={purchases} />
            </div>
          )}
        </DashboardTabs>
      </section>
    </div>
  );
}
