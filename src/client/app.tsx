import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { SiteFooter } from './components/layout/site-footer';
import { TopBar } from './components/layout/top-bar';
import { LazyToaster } from './components/ui/lazy-toaster';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-gold px-4 py-2 text-background focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <TopBar />
        <main id="main" className="flex-1">
          <AppRoutes />
        </main>
        <SiteFooter />
      </div>
      <LazyToaster />
    </QueryClientProvider>
  );
}
