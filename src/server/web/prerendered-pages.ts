import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  prerenderMarkers,
  type PrerenderedManifest,
} from '../../common/prerendered-pages';
import { storeToCompress, type StoredResponse } from './stored-responses';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The running shop's name and address where the build left markers (text and attributes). */
export function fillMarkers(html: string, values: { shopName: string; supportEmail: string }) {
  return html
    .replaceAll(prerenderMarkers.shopName, escapeHtml(values.shopName))
    .replaceAll(prerenderMarkers.supportEmail, escapeHtml(values.supportEmail));
}

/**
 * The pages the build prerendered (scripts/build-pages.mjs), finished for this shop by
 * `finish`, by path, each compressed once on its first request; null when the build has none
 * (development).
 */
export function loadPrerenderedPages(
  clientDir: string,
  finish: (html: string) => string,
): Map<string, StoredResponse> | null {
  const folder = path.join(clientDir, PRERENDERED_DIR);
  const manifestFile = path.join(folder, PRERENDERED_MANIFEST);
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderedManifest;
  return new Map(
    Object.entries(manifest.pages).map(([pagePath, { file }]) => {
      const html = finish(readFileSync(path.join(folder, file), 'utf8'));
      return [pagePath, storeToCompress('text/html; charset=utf-8', Buffer.from(html))] as const;
    }),
  );
}
