import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { loadConfig } from './config';
import { projectRoot } from './project-root';
import { announceAdminSignInLinks, loadPlaceIndexInBackground, startRuntime } from './runtime';
import { recordShopAddress } from './shop-address';

/** `npm run dev`: the same server, with Vite's hot reload answering asset requests first. */
const config = loadConfig();
const root = projectRoot();
const vite = await createViteServer({
  root,
  server: { middlewareMode: true, hmr: { port: config.PORT + 10_000 } },
  appType: 'custom',
});

const runtime = await startRuntime({
  config,
  html: {
    async render(url) {
      const template = await readFile(path.join(root, 'index.html'), 'utf8');
      return vite.transformIndexHtml(url, template);
    },
  },
  serverFactory: (handler) =>
    http.createServer((request, response) => {
      if (request.url?.startsWith('/api/')) return handler(request, response);
      vite.middlewares(request, response, () => handler(request, response));
    }),
});
await runtime.app.listen({ host: config.HOST, port: config.PORT });
await recordShopAddress(config);
runtime.app.log.info(`Development shop at ${config.PUBLIC_URL}`);
loadPlaceIndexInBackground((message) => runtime.app.log.info(message)).catch((error: unknown) => {
  runtime.app.log.error({ err: error }, 'could not load the index of birthplaces');
});
announceAdminSignInLinks(runtime.adminSignInLinks, {
  log: runtime.app.log,
  print: (line) => console.log(line),
  isProduction: config.isProduction,
  isTerminal: process.stdout.isTTY,
});
