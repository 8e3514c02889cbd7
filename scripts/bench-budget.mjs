// `npm run bench:budget`: what a first visit to the landing page downloads, against docs/architecture.md
// section 5 (first-load JS <= 100 kB gzip, self-hosted fonts, images sized for their box).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist', 'client');

if (!process.argv.includes('--no-build') || !existsSync(path.join(clientDir, 'index.html'))) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const gzipKb = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length / 1024;
const rawKb = (file) => statSync(path.join(clientDir, file)).size / 1024;

// What the page shell itself loads before any route code runs: the entry and its preloads.
const entryScripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
  (m) => m[1],
);
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map(
  (m) => m[1],
);
const firstLoadJs = [...new Set([...entryScripts, ...preloads])];

const jsGzip = firstLoadJs.reduce((sum, file) => sum + gzipKb(file), 0);
const cssGzip = styles.reduce((sum, file) => sum + gzipKb(file), 0);
const externalUrls = [...html.matchAll(/(?:src|href)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]);

const assets = readdirSync(path.join(clientDir, 'assets'));
const fonts = assets.filter((file) => file.endsWith('.woff2'));
const latinFonts = fonts.filter((file) => /-latin-wght/.test(file));
const images = assets.filter((file) => /\.(svg|png|jpe?g|webp|avif)$/.test(file));

const line = (label, value, budget, ok) =>
  console.log(
    `${label.padEnd(38)} ${value.padStart(12)}   ${budget.padEnd(16)} ${ok ? 'ok' : 'OVER'}`,
  );

console.log('Landing page budget (built client)\n');
line('first-load JS (gzip)', `${jsGzip.toFixed(1)} kB`, '<= 100 kB', jsGzip <= 100);
for (const file of firstLoadJs)
  console.log(`  ${file}  ${gzipKb(file).toFixed(1)} kB gzip, ${rawKb(file).toFixed(1)} kB raw`);
line('CSS (gzip)', `${cssGzip.toFixed(1)} kB`, 'info', true);
line('fonts self-hosted (files in build)', `${fonts.length}`, 'no CDN', externalUrls.length === 0);
line(
  'latin font files a visit needs',
  `${latinFonts.reduce((s, f) => s + rawKb(`assets/${f}`), 0).toFixed(1)} kB`,
  'info',
  true,
);
line('external URLs in the page shell', `${externalUrls.length}`, '0', externalUrls.length === 0);
console.log(`\nImages in the build (${images.length}):`);
for (const file of images) console.log(`  ${file}  ${rawKb(`assets/${file}`).toFixed(1)} kB`);
