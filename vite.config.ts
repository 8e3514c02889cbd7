import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [] : [react(), tailwindcss()],
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/client/lib/react-use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        ssr: true,
        // The report renderer runs on its own thread (src/server/reports/render-pool.ts).
        rollupOptions: {
          input: {
            main: 'src/server/main.ts',
            'render-worker': 'src/server/reports/render-worker.ts',
          },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        assetsInlineLimit: 2048,
        target: 'es2022',
        // Every browser the es2022 target runs in knows <link rel="modulepreload">; older
        // ones only lose the preload hint. Saves its polyfill in the landing page's first load.
        modulePreload: { polyfill: false },
      },
}));
