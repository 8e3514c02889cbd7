// `npm run bench:lighthouse`: Lighthouse on the built shop with Debian's Chromium
// (docs/architecture.md §5, docs/decisions/135), run the ordinary way: each audit opens a fresh
// tab and navigates from about:blank, as PageSpeed Insights does (decision 369). Audited:
// - the public pages (mobile, default simulated throttling), `BENCH_PAGES`;
// - the reading page of a real order, paid through the shop's own routes on the local test
//   provider and opened by its private link (mobile), and the admin's main pages signed in
//   (orders, that order, its workspace; Lighthouse's desktop preset); `BENCH_PRIVATE_PAGES=0`
//   leaves these out.
// Goals: mobile pages performance 100, every other category >= 95, LCP < 1.8 s, TBT < 50 ms,
// CLS < 0.05, and the main thread's work within its page's budget; the admin's pages every
// category >= 95. Prints one row a page, with Lighthouse's CPU benchmark index, so that figures
// from different machines can be compared (decision 194), and whether the page was sent with
// `Cross-Origin-Opener-Policy`, after a row for a blank page that shows the machine's floor
// (decision 293).
// `BENCH_ONLY=<text>`: audits only the pages whose row label contains it (`BENCH_ONLY=reading`:
// the reading page alone; the admin's pages are then left out, the order is still paid).
// `BENCH_SAVE=<folder>`: writes each run's Lighthouse report and trace there.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  adminSignInLink,
  payForReadingOrder,
  signInWith,
  waitForDocuments,
} from './bench-lighthouse-order.mjs';
import { categories, figuresOf, median, printDetail } from './bench-lighthouse-rows.mjs';
import {
  buildUnlessSkipped,
  chromiumPath,
  shopRoot as root,
  startBenchShop,
} from './bench-shop.mjs';

/** The five pages issue 26 measured, and the order page a buyer comes back to. */
const defaultPages = '/,/services,/form,/product/6,/master-blueprint,/order';
/** The build's prerendered pages, with when each boots (read once the build is done). */
let manifest;
const readManifest = () =>
  (manifest ??= JSON.parse(
    readFileSync(path.join(root, 'dist/client/prerendered/manifest.json'), 'utf8'),
  ));
/** `BENCH_PAGES=all`: every prerendered page of the build (its manifest), with the 404 page. */
function pagesToAudit() {
  const asked = process.env.BENCH_PAGES ?? defaultPages;
  if (asked !== 'all') return asked.split(',');
  return Object.keys(readManifest().pages).filter((page) => page !== '/404');
}
const runs = Number(process.env.BENCH_RUNS ?? 1);
/** `BENCH_ONLY=<text>`: the pages whose row label contains it, in any case. */
const only = process.env.BENCH_ONLY?.toLowerCase();
const isAsked = (target) => !only || target.label.toLowerCase().includes(only);
/** The reading page of a paid order and the admin's pages, unless `BENCH_PRIVATE_PAGES=0`. */
const hasPrivatePages = process.env.BENCH_PRIVATE_PAGES !== '0';
/** How long the order's documents may take before its reading page is audited anyway. */
const documentsWaitSeconds = Number(process.env.BENCH_DOCUMENTS_WAIT_S ?? 300);
/**
 * `BENCH_FLOOR_WITH_OPENER_POLICY=1`: a second floor row, the blank page sent with the headers of
 * a page that keeps `Cross-Origin-Opener-Policy` (the order page). With it, a page opened from a
 * blank tab needs a renderer process of its own (decision 296): that row is the floor of the
 * private pages, the first row that of the pages the same for everyone.
 */
const hasOpenerPolicyFloor = process.env.BENCH_FLOOR_WITH_OPENER_POLICY === '1';
const ADMIN_EMAIL = 'bench.lighthouse@astral.test';
/**
 * `BENCH_BUSY_CORES=N`: N processes keep a core each busy for the whole run, so the pages can be
 * judged on a machine under load as well as on a quiet one (issue 26 measured at a load average
 * of about 2 on two cores). The run prints the load average it saw either way.
 */
const busyCores = Number(process.env.BENCH_BUSY_CORES ?? 0);
const chromePath = chromiumPath();
buildUnlessSkipped();
const pages = pagesToAudit();

// The built shop on the embedded test payments (the test-mode notice is on every page), with
// this bench's admin, who signs in by a link made before the shop holds the database.
let signInLink = null;
const shop = await startBenchShop({
  name: 'lighthouse',
  env: { LOG_LEVEL: 'warn', ADMIN_EMAILS: ADMIN_EMAIL },
  beforeStart(env) {
    if (hasPrivatePages) signInLink = adminSignInLink({ root, env, email: ADMIN_EMAIL });
  },
});
const shopUrl = shop.url;

/**
 * The machine's floor: a blank page (a heading and a sentence, no style, no script) from a
 * server of its own, audited like the shop's pages. Chromium's own work on any page (committing
 * the navigation, parsing, the first style, layout and paint) is what it measures; a shop page
 * whose blocking time is near this row's has none of its own to remove. It is sent with no
 * security header, as a page the same for everyone is (decision 369); at
 * `/with-opener-policy`, with those of a page that keeps the opener policy.
 */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Blank page</title><meta name="description" content="The machine\'s floor for Lighthouse."></head>' +
  '<body><main><h1>Blank page</h1><p>Nothing but this sentence.</p></main></body></html>';
/** The order page's headers, but those that describe its body or its connection. */
let openerPolicyHeaders = {};
const notSecurityHeaders =
  /^(content-(type|length|encoding)|etag|vary|date|connection|keep-alive|cache-control|set-cookie|x-request-id)$/;
const blankServer = http.createServer((request, response) => {
  response.writeHead(200, {
    ...(request.url === '/with-opener-policy' ? openerPolicyHeaders : {}),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
  });
  response.end(BLANK_PAGE);
});
await new Promise((resolve) => blankServer.listen(0, '127.0.0.1', resolve));
const blankUrl = `http://127.0.0.1:${blankServer.address().port}/`;

/**
 * The goals of a kind of page: Lighthouse 100 on the mobile pages (the public pages and the
 * reading page, issue 41), every other category 95; the admin's pages (desktop) 95 in each.
 * Admin pages have no figure goals of their own: their scores hold them.
 */
const goals = {
  mobile: { performance: 100, score: 95, lcpMs: 1800, tbtMs: 50, cls: 0.05 },
  desktop: { performance: 95, score: 95, lcpMs: Infinity, tbtMs: Infinity, cls: Infinity },
};
/**
 * Main-thread work of a page as Lighthouse simulates it (4x CPU slowdown), in ms. It grows as the
 * CPU slows, so it is compared with its budget as it would be on a machine of benchmark index
 * 2,000 (work x index / 2,000). A page whose scripts wait for first use (decision 292) does only
 * the browser's own work (parse, style, layout, paint) and the boot script's; a page of a
 * purchase runs the app too. A page over its budget has grown work a script or its HTML added.
 */
const REFERENCE_INDEX = 2000;
const mainThreadBudgetMs = {
  'on-use': Number(process.env.BENCH_MAIN_THREAD_BUDGET_MS ?? 1000),
  'on-load': Number(process.env.BENCH_APP_MAIN_THREAD_BUDGET_MS ?? 2500),
};
/** When the page's scripts load, as the build's manifest says (the shell pages: at once). */
function bootOf(page) {
  return readManifest().pages[new URL(page, 'http://x').pathname]?.boot ?? 'on-load';
}
/**
 * The addresses robots.txt keeps crawlers off (the checkout, its success page): Lighthouse's
 * "is crawlable" fails there by design, so their SEO score is judged without that one audit.
 */
const disallowed = readFileSync(path.join(root, 'public/robots.txt'), 'utf8')
  .split('\n')
  .map((line) => /^Disallow:\s*(\S+)/i.exec(line)?.[1])
  .filter(Boolean);
const isDisallowed = (page) => disallowed.some((prefix) => page.startsWith(prefix));
/** Each category's score as the goal reads it: SEO without "is crawlable" where that is meant. */
function goalScoreOf(lhr, id, page) {
  const category = lhr.categories[id];
  if (id !== 'seo' || !isDisallowed(page)) return category.score;
  const refs = category.auditRefs.filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0);
  const scored = refs.filter((ref) => lhr.audits[ref.id]?.score !== null);
  const weight = scored.reduce((sum, ref) => sum + ref.weight, 0);
  return scored.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight;
}

let chrome;

/** `BENCH_SAVE=<folder>`: each run's report and its trace, to read where a page's time went. */
const saveDir = process.env.BENCH_SAVE;
let saved = 0;
function saveRun(target, lhr, artifacts) {
  mkdirSync(saveDir, { recursive: true });
  saved += 1;
  const name = `${String(saved).padStart(2, '0')}-${(target.label ?? target.url).replace(/[^\w]+/g, '-')}`;
  writeFileSync(path.join(saveDir, `${name}.report.json`), JSON.stringify(lhr));
  if (artifacts?.Trace) {
    writeFileSync(path.join(saveDir, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
  }
}

/** One Lighthouse run; a run Chromium failed to trace (it happens) is tried again. */
async function audit(target) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
  };
  const config = target.formFactor === 'desktop' ? desktopConfig : undefined;
  for (let attempt = 1; ; attempt += 1) {
    const { lhr, artifacts } = await lighthouse(target.url, flags, config);
    if (saveDir) saveRun(target, lhr, artifacts);
    // A page that moved elsewhere (an admin page to its login) is not the page asked for.
    const endedAt = new URL(lhr.finalDisplayedUrl).pathname;
    if (endedAt !== new URL(target.url).pathname) {
      throw new Error(`${target.url} ended at ${endedAt}`);
    }
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${target.url}: ${lhr.runtimeError.message}`);
  }
}
/** `runs` audits of one page, and the median of each figure. */
async function measure(target) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await audit(target));
  const score = (id) => median(results.map((lhr) => Math.round(lhr.categories[id].score * 100)));
  const goalScore = (id) =>
    median(results.map((lhr) => Math.round(goalScoreOf(lhr, id, target.page ?? '') * 100)));
  const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
  return {
    results,
    row: {
      scores: categories.map(score),
      goalScores: categories.map(goalScore),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      benchmarkIndex: median(results.map((lhr) => lhr.environment.benchmarkIndex)),
      mainThread: metric('mainthread-work-breakdown'),
      scripts: metric('bootup-time'),
    },
  };
}
/** Whether the shop sends `url` with `Cross-Origin-Opener-Policy` (decision 369). */
async function hasOpenerPolicy(target) {
  const reply = await fetch(target.url.split('#')[0], {
    headers: target.cookie ? { cookie: target.cookie } : {},
  });
  await reply.body?.cancel();
  return reply.headers.has('cross-origin-opener-policy');
}
/**
 * The pages of one real order: its reading page by the private link (mobile), and the admin's
 * orders, that order and its workspace, signed in (desktop).
 */
async function privatePages() {
  const order = await payForReadingOrder(shopUrl);
  const cookie = await signInWith(signInLink);
  const auth = await fetch(`${shopUrl}/api/admin/auth`, { headers: { cookie } });
  if (!(await auth.json()).isAuthenticated) throw new Error('the admin sign-in did not hold');
  const isReady = await waitForDocuments(shopUrl, order.readingPath, documentsWaitSeconds);
  console.log(
    `Order ${order.purchaseId.slice(-8).toUpperCase()} paid; its documents ${isReady ? 'ready' : `still being prepared after ${documentsWaitSeconds} s`}`,
  );
  const admin = (label, page) => ({
    label,
    page,
    url: `${shopUrl}${page}`,
    formFactor: 'desktop',
    budget: null,
    cookie,
  });
  return [
    {
      label: '/order#token= (reading)',
      page: '/order',
      url: `${shopUrl}${order.readingPath}`,
      formFactor: 'mobile',
      budget: 'on-load',
    },
    admin('/admin/dashboard', '/admin/dashboard'),
    admin('/admin/purchase/:id', `/admin/purchase/${order.purchaseId}`),
    admin('/admin/reading/:id', `/admin/reading/${order.purchaseId}`),
  ];
}

let allMet = true;
let busy = [];
/** The 1-minute load average after each page, to print its range. */
const loads = [];
try {
  const targets = pages
    .map((page) => ({
      label: page,
      page,
      url: `${shopUrl}${page}`,
      formFactor: 'mobile',
      budget: bootOf(page),
    }))
    .filter(isAsked);
  if (hasPrivatePages) targets.push(...(await privatePages()).filter(isAsked));
  const orderPage = await fetch(`${shopUrl}/order`);
  openerPolicyHeaders = Object.fromEntries(
    [...orderPage.headers].filter(([name]) => !notSecurityHeaders.test(name)),
  );
  await orderPage.body?.cancel();
  busy = Array.from({ length: busyCores }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  console.log(
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}the ordinary way (a fresh tab from about:blank), simulated throttling` +
      (busyCores > 0 ? `, with ${busyCores} other core${busyCores > 1 ? 's' : ''} kept busy` : ''),
  );
  console.log(
    'page                      perf  a11y  best   seo     LCP      TBT     CLS    FCP  CPU idx     main  @2000 budget  scripts  COOP',
  );
  const floor = await measure({ url: blankUrl, formFactor: 'mobile' });
  console.log(`${figuresOf('(blank page)', floor.row)}  the machine's floor, no goal`);
  if (hasOpenerPolicyFloor) {
    const withPolicy = await measure({
      url: `${blankUrl}with-opener-policy`,
      formFactor: 'mobile',
    });
    console.log(
      `${figuresOf('(blank page, COOP)', withPolicy.row)}  the floor of a page that keeps the opener policy, no goal`,
    );
  }
  for (const target of targets) {
    const isolated = await hasOpenerPolicy(target);
    const { results, row } = await measure(target);
    loads.push(os.loadavg()[0]);
    const goal = goals[target.formFactor];
    const atReference = (row.mainThread * row.benchmarkIndex) / REFERENCE_INDEX;
    const budget = target.budget ? mainThreadBudgetMs[target.budget] : null;
    const met =
      row.goalScores[0] >= goal.performance &&
      row.goalScores.every((value) => value >= goal.score) &&
      row.lcp < goal.lcpMs &&
      row.tbt < goal.tbtMs &&
      row.cls < goal.cls &&
      (budget === null || atReference <= budget);
    allMet &&= met;
    const crawlersKeptOff = isDisallowed(target.page)
      ? ' (SEO: robots.txt keeps crawlers off)'
      : '';
    const budgetColumns =
      budget === null
        ? `${'-'.padStart(6)} ${'-'.padStart(6)}`
        : `${String(Math.round(atReference)).padStart(6)} ${String(budget).padStart(6)}`;
    console.log(
      `${figuresOf(target.label, row)} ${budgetColumns} ${`${Math.round(row.scripts)} ms`.padStart(8)}` +
        ` ${(isolated ? 'yes' : 'no').padStart(5)}  ${target.formFactor === 'desktop' ? 'desktop, ' : ''}${met ? 'goals met' : 'BELOW GOAL'}${crawlersKeptOff}`,
    );
    if (!met || process.env.BENCH_DETAIL) printDetail(results[0], shopUrl);
  }
  const loadRange = [Math.min(...loads), Math.max(...loads)].map((load) => load.toFixed(1));
  console.log(
    `Load average (1 min) after each page: ${loadRange.join('-')} on ${os.cpus().length} cores`,
  );
  console.log(
    `Goals: mobile pages performance ${goals.mobile.performance}, every other category >= ${goals.mobile.score}, LCP < ${goals.mobile.lcpMs / 1000} s, TBT < ${goals.mobile.tbtMs} ms, CLS < ${goals.mobile.cls}, main thread at index ${REFERENCE_INDEX} <= ${mainThreadBudgetMs['on-use']} ms (scripts on use) or ${mainThreadBudgetMs['on-load']} ms (scripts at once); admin pages (desktop) every category >= ${goals.desktop.score}: ${allMet ? 'all met' : 'NOT all met'}`,
  );
} finally {
  for (const child of busy) child.kill('SIGKILL');
  await chrome?.kill();
  await shop.stop();
  blankServer.close();
}
process.exitCode = allMet ? 0 : 1;
