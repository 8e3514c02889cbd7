// The last build step (docs/decisions/135): renders every public page to HTML inside the built
// client, and writes brotli and gzip copies of the hashed assets beside them, so the server
// sends bytes it compressed once at build time instead of on every request.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;

function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function fileNameOf(pagePath) {
  return pagePath === '/' ? 'home.html' : `${pagePath.slice(1).replace(/\//g, '-')}.html`;
}

/**
 * The shell every prerendered page is written into: the stylesheet inlined (one round trip less
 * before the first paint; the CSP allows inline styles), the Latin fonts preloaded, so they
 * are on their way before the styles that name them are applied, and the scripts fetched last.
 */
export function pageShell(shell, clientDir) {
  const fonts = [];
  const withStyles = shell.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_link, href) => {
      const css = readFileSync(path.join(clientDir, href), 'utf8');
      if (css.includes('</style')) throw new Error(`${href} cannot be inlined`);
      fonts.push(...(css.match(/\/assets\/[\w-]+-latin-wght-normal-[\w-]+\.woff2/g) ?? []));
      return `<style>${css}</style>`;
    },
  );
  const preloads = [...new Set(fonts)]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return bootAfterPaint(
    withStyles.replace('</title>', () => `</title>${preloads}`),
    clientDir,
  );
}

/**
 * The page is readable before any script runs, so its scripts are not fetched while the page,
 * its styles and fonts still arrive: a small deferred script asks for them once the browser has
 * painted the page. Written as a hashed asset (the CSP allows no inline script).
 */
function bootAfterPaint(shell, clientDir) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
  if (!entry) throw new Error('the built index.html has no module entry script');
  const preloads = [
    ...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((match) => match[1]);
  const source = `// Fetches the page's scripts once the prerendered page is painted (docs/decisions/135).
(function () {
  function nextTask() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }
  function load() {
    // Everything is fetched at once, but the entry runs last: its modules (React DOM, the
    // router, the shop's shared code) are imported first and each runs as it arrives. Each
    // fetch starts in a task of its own too (starting one costs the browser a few ms), so no
    // single task holds the main thread for them all.
    var modules = Promise.all(
      ${JSON.stringify(preloads)}.map(function (href) {
        return nextTask().then(function () {
          return import(href);
        });
      })
    );
    nextTask().then(function () {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = ${JSON.stringify(entry)};
      document.head.appendChild(link);
    });
    modules
      .catch(function () {})
      .then(nextTask)
      .then(function () {
        return import(${JSON.stringify(entry)});
      });
  }
  // What the visitor fills in before the page is live would be set back by hydration (a
  // radio or checkbox to its first state, a controlled field to what React renders); the page
  // replays what is recorded here once it is live (src/client/lib/early-choices.ts).
  var choices = (window.__shopEarlyChoices = []);
  function record(event) {
    var target = event.target;
    if (document.documentElement.dataset.live || !target) return;
    if (target.type === 'radio' || target.type === 'checkbox') {
      if (event.type === 'change') choices.push({ element: target, checked: target.checked });
    } else if (/^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) {
      choices.push({ element: target, value: target.value });
    }
  }
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  // After the first contentful paint (the page as sent), or after 3 s whatever happens.
  var started = false;
  var observer = null;
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    setTimeout(load, 0);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) return start();
  observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();
`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `/assets/boot-${hash}.js`;
  writeFileSync(path.join(clientDir, file), source);
  return shell
    .replace(
      /<script type="module" crossorigin src="[^"]+"><\/script>/,
      () => `<script defer src="${file}"></script>`,
    )
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/** Puts the rendered page into the shell, under the page's own title. */
export function fillShell(shell, { html, title }) {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('the built index.html has no empty #root');
  const withPage = shell.replace(root, () => `<div id="root">${html}</div>`);
  return title
    ? withPage.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    : withPage;
}

async function renderPages(root) {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'prerender',
    logLevel: 'warn',
  });
  const bundle = pathToFileURL(path.join(root, 'dist', 'prerender', 'prerender.js'));
  const module = await import(bundle.href);
  const clientDir = path.join(root, 'dist', 'client');
  const outDir = path.join(clientDir, module.PRERENDERED_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const shell = pageShell(readFileSync(path.join(clientDir, 'index.html'), 'utf8'), clientDir);
  const manifest = { pages: {} };
  for (const pagePath of [...module.prerenderedPaths, module.NOT_FOUND_PAGE_PATH]) {
    const page = await module.renderPage(pagePath);
    const file = fileNameOf(pagePath);
    writeFileSync(path.join(outDir, file), fillShell(shell, page));
    manifest.pages[pagePath] = { file, title: page.title };
  }
  writeFileSync(path.join(outDir, module.PRERENDERED_MANIFEST), JSON.stringify(manifest, null, 2));
  return Object.keys(manifest.pages).length;
}

/** `name.br` and `name.gz` beside every compressible asset, where compressing saves bytes. */
function precompressAssets(assetsDir) {
  let written = 0;
  for (const name of readdirSync(assetsDir)) {
    const file = path.join(assetsDir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
    written += 1;
  }
  return written;
}

export async function buildPages(root) {
  const started = performance.now();
  const pages = await renderPages(root);
  const assets = precompressAssets(path.join(root, 'dist', 'client', 'assets'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Prerendered ${pages} pages and precompressed ${assets} assets in ${seconds} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await buildPages(root);
}
