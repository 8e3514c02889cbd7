import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isAdminAreaPath } from '../common/routes';
import { PageLoading } from './components/layout/page-loading';
import { LazyToaster } from './components/ui/lazy-toaster';
import { ShopLayout } from './layouts/shop-layout';
import { lazyComponent } from './lib/lazy-component';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './routes';

// Its own chunk: the admin frame never weighs on the public pages' first load.
const AdminLayout = lazyComponent(() =>
  import('./layouts/admin-layout').then((module) => ({ default: module.AdminLayout })),
);

/** Each area has its own frame (decision 070): the admin area has no shop top bar or footer. */
function AreaLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (!isAdminAreaPath(location)) return <ShopLayout>{children}</ShopLayout>;
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminLayout>{children}</AdminLayout>
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  // Says the page is live (hydrated or drawn): what monitoring and the journeys wait for.
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AreaLayout>
        <AppRoutes />
      </AreaLayout>
      <LazyToaster />
    </QueryClientProvider>
  );
}
