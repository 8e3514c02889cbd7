import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchPage } from '../../common/routes';
import {
  injectClientConfig,
  injectTestModeBanner,
  type HtmlSource,
  type PublicClientConfig,
} from './html';

export interface WebOptions {
  html: HtmlSource;
  /** Built client folder to serve assets from; absent in development (Vite serves them). */
  clientDir?: string;
  clientConfig: PublicClientConfig;
  /** Set when a production shop runs on test payments: shown above every page. */
  testModeNotice?: string;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Serves the built client and answers every non-API path with the page shell (or 404). */
export async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  if (options.clientDir && existsSync(options.clientDir)) {
    await serveClientFiles(app, options.clientDir);
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = matchPage(request.url) !== null;
    const page = injectClientConfig(await options.html.render(request.url), options.clientConfig);
    const html = options.testModeNotice ? injectTestModeBanner(page, options.testModeNotice) : page;
    return reply
      .status(isPage ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = /^\/(api|assets)(\/|$)/.test(request.url);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (wantsPage) return sendPage(request, reply);
    return reply.status(404).send({ error: 'not_found', message: 'Not found' });
  });
}

/** Hashed assets are cached for a year; the few top-level files (favicon, robots) for an hour. */
async function serveClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    // Routes for the files that exist at start; anything else is a plain 404.
    wildcard: false,
    immutable: true,
    maxAge: ONE_YEAR * 1000,
  });
  const topLevelFiles = readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'index.html')
    .map((entry) => entry.name);
  for (const name of topLevelFiles) {
    app.get(`/${name}`, (_request, reply) =>
      reply.sendFile(name, clientDir, { maxAge: 60 * 60 * 1000, immutable: false }),
    );
  }
}
