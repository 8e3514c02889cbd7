import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isSameForEveryone,
  LIVE_ON_LOAD_COOKIE,
  NOT_FOUND_PAGE_PATH,
  prerenderedAddressOf,
} from '../../common/prerendered-pages';
import { matchPage } from '../../common/routes';
import {
  injectClientConfig,
  injectTestModeBanner,
  type HtmlSource,
  type PublicClientConfig,
} from './html';
import { fillMarkers, loadPrerenderedPages } from './prerendered-pages';
import {
  readBuiltFolder,
  sendStored,
  storeToCompress,
  type StoredResponse,
} from './stored-responses';
import { allowingOwnFrames, withoutOpenerPolicy } from '../security-headers';
import { forAnyone } from '../sign-ins/route-access';

export interface WebOptions {
  html: HtmlSource;
  /** Built client folder to serve assets from; absent in development (Vite serves them). */
  clientDir?: string;
  clientConfig: PublicClientConfig;
  /** Set when a production shop runs on test payments: shown above every page. */
  testModeNotice?: string;
  /**
   * Whether the public pages draw something of this browser's own (a signed-in affiliate, a
   * referral in force): such a browser gets their scripts at once, not on first use.
   */
  hasOwnState?: (request: FastifyRequest) => boolean;
  /** Production: the cookie saying so only travels over HTTPS. */
  isSecure?: boolean;
  /** What a prerendered page adds to its `<head>` as it is sent now (a product's rating), or null. */
  pageHead?: (pagePath: string) => string | null;
  /** Told of each public page sent whole (a GET answered 200), for the figures' page views. */
  onPageView?: (pathname: string, query: string, userAgent: string | undefined) => void;
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const HASHED_ASSET_CACHE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
const TOP_LEVEL_FILE_CACHE = 'public, max-age=3600';
/** Pages change with every release: browsers keep them but ask (cheaply, by ETag) each time. */
const PAGE_CACHE = 'no-cache';

/**
 * Serves the built client from memory (each file read once, on its first request): the
 * prerendered public pages, the page shell for the pages drawn in the browser (admin,
 * affiliate), the hashed assets and the few top-level files.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  const finish = (html: string) => {
    const page = injectClientConfig(html, options.clientConfig);
    return options.testModeNotice ? injectTestModeBanner(page, options.testModeNotice) : page;
  };
  const pages = options.clientDir
    ? loadPrerenderedPages(options.clientDir, (html) =>
        finish(fillMarkers(html, options.clientConfig)),
      )
    : null;
  if (options.clientDir) serveClientFiles(app, options.clientDir);

  /**
   * A prerendered page, with the readable cookie its boot script checks kept in step with this
   * browser's own state (decision 292): set while the pages draw something for it, cleared once
   * they no longer do. The page itself is the same bytes for everyone.
   */
  const sendPrerendered = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: StoredResponse,
    status = 200,
  ) => {
    const hasOwnState = options.hasOwnState?.(request) ?? false;
    const marked = request.cookies[LIVE_ON_LOAD_COOKIE] !== undefined;
    const flags = { path: '/', sameSite: 'lax', secure: options.isSecure ?? false } as const;
    if (hasOwnState && !marked) reply.setCookie(LIVE_ON_LOAD_COOKIE, '1', flags);
    if (!hasOwnState && marked) reply.clearCookie(LIVE_ON_LOAD_COOKIE, flags);
    return sendStored(request, reply, page, { status, cacheControl: PAGE_CACHE });
  };

  /**
   * A page with what its head gains now, compressed once per version of that head. Only pages
   * without variants gain one (a product's page), so the page's path keys it.
   */
  const withHeads = new Map<string, { head: string; page: StoredResponse }>();
  const withHead = (pagePath: string, page: StoredResponse): StoredResponse => {
    const head = options.pageHead?.(pagePath);
    if (!head) return page;
    const kept = withHeads.get(pagePath);
    if (kept?.head === head) return kept.page;
    const html = page.identity.toString('utf8').replace('</head>', `${head}</head>`);
    const made = storeToCompress(page.type, Buffer.from(html));
    withHeads.set(pagePath, { head, page: made });
    return made;
  };

  for (const [pagePath, page] of pages ?? []) {
    // A variant (`/checkout?product=6`) is sent from its page's route, below.
    if (pagePath === NOT_FOUND_PAGE_PATH || pagePath.includes('?')) continue;
    // Decided by the page this route sends, never by the address's text: the 404 page, the shell
    // and any page reached another way keep the opener policy (decision 369).
    const isOpenerPolicyDropped = isSameForEveryone(pagePath);
    app.get(pagePath, { ...forAnyone, compress: false }, (request, reply) => {
      const queryAt = request.url.indexOf('?');
      const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
      const variant = pages?.get(prerenderedAddressOf(pagePath, query));
      if (request.method === 'GET') {
        options.onPageView?.(pagePath, query, request.headers['user-agent']);
      }
      if (isOpenerPolicyDropped) withoutOpenerPolicy(reply);
      return sendPrerendered(request, reply, withHead(pagePath, variant ?? page));
    });
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    // The admin's pages may frame this origin's own replies: the reader's workspace shows the
    // customer's resume beside the text. Every other page keeps 'none'.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && /^\/admin(\/|$|\?)/.test(request.url)) {
      reply.header('content-security-policy', allowingOwnFrames(policy));
    }
    return reply
      .status(status)
      .header('cache-control', PAGE_CACHE)
      .type('text/html; charset=utf-8')
      .send(finish(await options.html.render(request.url)));
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (matchPage(pathname) === null) {
      const notFound = pages?.get(NOT_FOUND_PAGE_PATH);
      return notFound
        ? sendPrerendered(request, reply, notFound, 404)
        : sendShell(request, reply, 404);
    }
    // One address a page: `/services/` moves to `/services`, its query kept.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${pathname.replace(/\/+$/, '') || '/'}${query}`, 301);
    }
    // The pages drawn in the browser (admin, affiliate) get the shell.
    if (request.method === 'GET') {
      options.onPageView?.(
        pathname,
        request.url.slice(pathname.length + 1),
        request.headers['user-agent'],
      );
    }
    const prerendered = pages?.get(pathname);
    return prerendered
      ? sendPrerendered(request, reply, prerendered)
      : sendShell(request, reply, 200);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = /^\/(api|assets)(\/|$)/.test(request.url);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (wantsPage) return sendPage(request, reply);
    return reply.status(404).send({ error: 'not_found', message: 'Not found' });
  });
}

/** Hashed assets are cached for a year; the few top-level files (favicon, robots) for an hour. */
function serveClientFiles(app: FastifyInstance, clientDir: string): void {
  const assets = readBuiltFolder(path.join(clientDir, 'assets'));
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    { ...forAnyone, compress: false },
    (request, reply): FastifyReply | Promise<FastifyReply> => {
      const asset = assets.get(request.params['*']);
      if (!asset) return reply.status(404).send({ error: 'not_found', message: 'Not found' });
      return sendStored(request, reply, asset, { cacheControl: HASHED_ASSET_CACHE });
    },
  );
  const topLevelFiles = readBuiltFolder(clientDir, (name) => name !== 'index.html');
  for (const name of topLevelFiles.names) {
    app.get(`/${name}`, { ...forAnyone, compress: false }, (request, reply) => {
      const file = topLevelFiles.get(name);
      if (!file) return reply.status(404).send({ error: 'not_found', message: 'Not found' });
      return sendStored(request, reply, file, { cacheControl: TOP_LEVEL_FILE_CACHE });
    });
  }
}
