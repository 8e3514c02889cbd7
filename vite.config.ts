import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Three builds: the browser's client, the server (`--ssr`), and the module that renders the
 * public pages to HTML at build time (`--ssr --mode prerender`, docs/decisions/135).
 */
const prerenderBuild = {
  outDir: 'dist/prerender',
  emptyOutDir: true,
  target: 'node20',
  ssr: 'src/client/prerender.tsx',
  // Same as the client's, so an image is the same data URL or the same file in both.
  assetsInlineLimit: 2048,
  rollupOptions: { output: { entryFileNames: '[name].js' } },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: isSsrBuild ? [] : [react(), tailwindcss()],
  publicDir: isSsrBuild ? false : 'public',
  // Drizzle and zod are bundled into the server, not loaded from node_modules file by file: Node
  // reads a package's package.json `exports` again for each of its files it loads (Drizzle's is
  // 175 kB, for over a hundred files), which cost every start about 0.4 s of CPU, and zod is
  // another 95 files (decision 321). Both are ES modules that no other server package imports.
  ssr: { noExternal: ['drizzle-orm', 'zod'] },
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
  build:
    mode === 'prerender'
      ? prerenderBuild
      : isSsrBuild
        ? {
            outDir: 'dist/server',
            emptyOutDir: true,
            target: 'node20',
            ssr: true,
            // The report renderer runs on its own thread (src/server/reports/render-pool.ts),
            // which finds render-worker.js beside the chunk it is bundled in: every chunk is
            // written at the top of dist/server, none under assets/.
            rollupOptions: {
              input: {
                main: 'src/server/main.ts',
                'render-worker': 'src/server/reports/render-worker.ts',
              },
              output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
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
            rolldownOptions: {
              output: {
                // React DOM (with the two Radix helpers every page uses) in a chunk of its own: the
                // page's boot script evaluates it in a task of its own, before the shop's code, so
                // neither is one long task (decision 135).
                codeSplitting: {
                  groups: [
                    {
                      name: 'react-dom',
                      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
                    },
                  ],
                },
              },
            },
          },
}));
