// The last build step (docs/decisions/135): renders every public page to HTML inside the built
// client, and writes brotli and gzip copies of the hashed assets beside them, so the server
// sends bytes it compressed once at build time instead of on every request.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { PurgeCSS } from 'purgecss';
import { build } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;

function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function fileNameOf(address) {
  return address === '/' ? 'home.html' : `${address.slice(1).replace(/[/?=&]/g, '-')}.html`;
}

/**
 * The shell every prerendered page is written into: the stylesheet inlined (one round trip less
 * before the first paint; the CSP allows inline styles), the Latin fonts preloaded, so they
 * are on their way before the styles that name them are applied, and the scripts fetched last.
 * Each page keeps only the rules it uses (`keepCriticalStyles`); the boot script adds the whole
 * stylesheet before the app starts.
 */
export function pageShell(shell, clientDir, liveOnLoadCookie, earlyInputScript) {
  if (!earlyInputScript || earlyInputScript.includes('</script')) {
    throw new Error('the early input script is missing or cannot be inlined');
  }
  const fonts = [];
  const stylesheets = [];
  const withStyles = shell.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_link, href) => {
      const css = readFileSync(path.join(clientDir, href), 'utf8');
      if (css.includes('</style')) throw new Error(`${href} cannot be inlined`);
      fonts.push(...(css.match(/\/assets\/[\w-]+-latin-wght-normal-[\w-]+\.woff2/g) ?? []));
      stylesheets.push(href);
      return `<style>${css}</style>`;
    },
  );
  const preloads = [...new Set(fonts)]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return bootAfterPaint(
    withStyles
      .replace('<head>', () => `<head><script>${earlyInputScript}</script>`)
      .replace('</title>', () => `</title>${preloads}`),
    {
      clientDir,
      liveOnLoadCookie,
      stylesheets,
    },
  );
}

/** Text of an HTML attribute value, its character references resolved. */
function attributeText(value) {
  return value
    .replace(/&#x([\da-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The tags, classes, ids and attributes a rendered page holds, for PurgeCSS to match against. */
export function pageSelectors(html) {
  const found = {
    tags: new Set(),
    classes: new Set(),
    ids: new Set(),
    names: new Set(),
    values: new Set(),
  };
  for (const [, tag, attributes] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    found.tags.add(tag.toLowerCase());
    for (const [, name, quoted] of attributes.matchAll(/([^\s"'=/>]+)(?:="([^"]*)")?/g)) {
      const value = attributeText(quoted ?? '');
      found.names.add(name);
      found.values.add(value);
      if (name === 'class')
        for (const token of value.split(/\s+/)) if (token) found.classes.add(token);
      if (name === 'id') found.ids.add(value);
    }
  }
  // The boot script marks a blank field of an early submit invalid (showBlankMessages below),
  // before the whole stylesheet has arrived: its red border has to be in the page's own rules.
  if (found.names.has('data-empty-message-for')) {
    found.names.add('aria-invalid');
    found.values.add('true');
  }
  return {
    tags: [...found.tags],
    classes: [...found.classes],
    ids: [...found.ids],
    attributes: { names: [...found.names], values: [...found.values] },
    undetermined: [],
  };
}

/**
 * The inlined stylesheet cut down to the rules that can match something on this page: every
 * class, tag, id and attribute a selector names is on the page (PurgeCSS keeps a rule when in
 * doubt, as for states like `:hover`). Fonts and custom properties are kept whole (decision
 * 292). Parsing the shop's whole stylesheet (about 64 kB, the admin area's rules with the rest)
 * was a third of the page's first parse task; anything drawn later (a dialog, an error, another
 * page) has the whole sheet by then, as the boot script loads it before the app.
 */
export async function keepCriticalStyles(html) {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (!style) throw new Error('the page has no inlined stylesheet');
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: [{ raw: style[1] }],
    extractors: [{ extractor: pageSelectors, extensions: ['html'] }],
    fontFace: false,
    keyframes: true,
    variables: false,
  });
  if (!result?.css.includes('@font-face')) throw new Error('the page kept no @font-face rules');
  return html.replace(style[0], () => `<style>${result.css}</style>`);
}

/**
 * The page is readable before any script runs, so its scripts are not fetched while the page,
 * its styles and fonts still arrive: a small deferred script asks for them once the browser has
 * painted the page, or, on a page the same for everyone (`data-boot="on-use"` on its root), on
 * the visitor's first use of it (decision 292). Written as a hashed asset (the CSP allows no
 * inline script).
 */
function bootAfterPaint(shell, { clientDir, liveOnLoadCookie, stylesheets }) {
  if (!/^\w+$/.test(liveOnLoadCookie ?? '')) throw new Error('the live-on-load cookie has no name');
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
  // The page arrived with only the styles it uses: the whole stylesheet comes before the app,
  // which may draw anything (a dialog, an error, another page).
  function loadStyles() {
    return Promise.all(
      ${JSON.stringify(stylesheets)}.map(function (href) {
        return new Promise(function (resolve) {
          var link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = link.onerror = resolve;
          document.head.appendChild(link);
        });
      })
    );
  }
  function load() {
    var styles = loadStyles();
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
    Promise.all([modules.catch(function () {}), styles])
      .then(nextTask)
      .then(function () {
        return import(${JSON.stringify(entry)});
      });
  }
  // What the visitor fills in or taps before the page is live would be set back or lost in
  // hydration (a radio or checkbox to its first state, a controlled field to what React
  // renders, a button's tap to nothing); the page replays what is recorded here once it is live
  // (src/client/lib/early-choices.ts).
  var choices = (window.__shopEarlyChoices = []);
  function record(event) {
    var target = event.target;
    if (!target || !target.closest) return;
    // A part whose code comes after the page is live (a dialog drawn in the page's HTML) is
    // recorded until it is live itself (AWAITING_LIVE_ATTRIBUTE, src/client/lib/early-choices.ts).
    if (document.documentElement.dataset.live && !target.closest('[data-awaiting-live]')) return;
    if (event.type === 'click') {
      var button = target.closest('button[type="button"]');
      if (!button || button.disabled) return;
      choices.push({ element: button, clicked: true });
      if (button.hasAttribute('data-early-submit') && button.form) showBlankMessages(button.form);
    } else if (target.type === 'radio' || target.type === 'checkbox') {
      if (event.type === 'change') choices.push({ element: target, checked: target.checked });
    } else if (/^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) {
      choices.push({ element: target, value: target.value });
    }
  }
  // A submit tapped before the page is live sends its form once it is (decision 372); meanwhile
  // each blank field (or e-mail field holding no address) shows at once what the form's checks
  // will say of it ("Full name is required"), drawn hidden beside it (data-empty-message-for,
  // EMPTY_MESSAGE_ATTRIBUTE in src/client/lib/early-choices.ts). The form takes its messages
  // back once it has checked itself (decision 384).
  function showBlankMessages(form) {
    var messages = form.querySelectorAll('[data-empty-message-for]');
    for (var i = 0; i < messages.length; i++) {
      var control = document.getElementById(messages[i].getAttribute('data-empty-message-for'));
      if (!control) continue;
      // Blank, or an address the browser itself finds malformed: the form says the same of both.
      var isMalformed = control.validity && control.validity.typeMismatch;
      if (String(control.value).trim() !== '' && !isMalformed) continue;
      messages[i].style.display = 'block';
      messages[i].setAttribute('role', 'alert');
      control.setAttribute('aria-invalid', 'true');
    }
  }
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  document.addEventListener('click', record, true);
  var started = false;
  var observer = null;
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    setTimeout(load, 0);
  }
  // A page the same for everyone loads its scripts on the visitor's first use of it: a pointer
  // over it, a touch, a key, a focus, a click or a value entered (as assistive technology may
  // send without a pointer or key before it). Until then it is the HTML it arrived as, its links
  // ordinary links. An address the page reads (a query such as an affiliate's ?ref= or an
  // order's ?reference=, an order's private #token=) and a browser the pages draw something of
  // its own for (the cookie the server sets for a signed-in affiliate or a referral in force)
  // get them at once, as every page of a visitor's purchase does.
  var root = document.getElementById('root');
  var ownState =
    location.search.length > 1 ||
    /[#&]token=/.test(location.hash) ||
    /(^|;\\s*)${liveOnLoadCookie}=/.test(document.cookie);
  // What the visitor did before this script arrived, kept by the page's inline script
  // (EARLY_INPUT_SCRIPT in src/common/prerendered-pages.ts), is handled as if it came now.
  var early = window.__shopEarlyInput;
  var earlier = early ? early.events : [];
  if (early) {
    early.types.forEach(function (type) {
      removeEventListener(type, early.keep, true);
    });
  }
  earlier.forEach(function (event) {
    if (/^(click|input|change)$/.test(event.type)) record(event);
  });
  if (root && root.getAttribute('data-boot') === 'on-use' && !ownState) {
    var uses = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'input'];
    var used = function () {
      uses.forEach(function (type) {
        document.removeEventListener(type, used, true);
      });
      // After the frame the use itself changed (an early submit's messages): the scripts'
      // first work would otherwise land before that frame is drawn.
      requestAnimationFrame(start);
    };
    uses.forEach(function (type) {
      document.addEventListener(type, used, { capture: true, passive: true });
    });
    if (earlier.some(function (event) { return uses.indexOf(event.type) !== -1; })) used();
    return;
  }
  // After the first contentful paint (the page as sent), or after 3 s whatever happens.
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
  // Last in the body and async: it runs in a task of its own once it arrives, never in the
  // parser's last task with the page's first style and layout (as a deferred script did), so it
  // costs that task nothing and cannot hold up the first paint (decision 292).
  return shell
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</body>', () => `<script async src="${file}"></script></body>`);
}

/**
 * Puts the rendered page into the shell, under the page's own title, saying when it boots and,
 * for a variant (`/checkout?product=6`), the query it was drawn with, which hydration reads.
 */
export function fillShell(shell, { html, title, boot, search = '' }) {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('the built index.html has no empty #root');
  const drawnWith = search ? ` data-search="${escapeHtml(search)}"` : '';
  const withPage = shell.replace(
    root,
    () => `<div id="root" data-boot="${boot}"${drawnWith}>${html}</div>`,
  );
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
  const shell = pageShell(
    readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    clientDir,
    module.LIVE_ON_LOAD_COOKIE,
    module.EARLY_INPUT_SCRIPT,
  );
  const manifest = { pages: {} };
  const addresses = [
    ...module.prerenderedPaths,
    ...module.prerenderedVariants,
    module.NOT_FOUND_PAGE_PATH,
  ];
  for (const address of addresses) {
    const page = await module.renderPage(address);
    const file = fileNameOf(address);
    const boot = module.pageBootOf(address);
    const html = fillShell(shell, { ...page, boot });
    writeFileSync(path.join(outDir, file), await keepCriticalStyles(html));
    manifest.pages[address] = { file, title: page.title, boot, search: page.search };
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
