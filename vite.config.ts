import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [] : [react(), tailwindcss()],
  publicDir: isSsrBuild ? false : 'public',
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
    : { outDir: 'dist/client', emptyOutDir: true, assetsInlineLimit: 2048, target: 'es2022' },
}));
