import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyToaster } from './components/ui/lazy-toaster';
import { ShopLayout } from './layouts/shop-layout';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ShopLayout>
        <AppRoutes />
      </ShopLayout>
      <LazyToaster />
    </QueryClientProvider>
  );
}
