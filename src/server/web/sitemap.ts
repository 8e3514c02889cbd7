import type { FastifyInstance } from 'fastify';
import { sitemapPaths } from '../../common/prerendered-pages';
import { forAnyone } from '../sign-ins/route-access';

const SITEMAP_CACHE = 'public, max-age=3600';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A sitemap (sitemaps.org protocol 0.9) of the given pages, as absolute URLs on `publicUrl`. */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const entries = paths.map(
    (pagePath) => `  <url><loc>${escapeXml(origin + pagePath)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `GET /sitemap.xml`: the public pages on the shop's own address (`PUBLIC_URL`), built from the
 * catalogue with the prerendered pages, so a new product is listed with nothing else changed.
 */
export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const body = sitemapXml(app.deps.config.PUBLIC_URL, sitemapPaths);
  app.get('/sitemap.xml', forAnyone, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(body),
  );
}
