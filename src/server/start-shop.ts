import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './config';
import { loggerOptions } from './logger-options';
import { projectRoot } from './project-root';
import { recordShopAddress } from './shop-address';
import { isServingPages } from './shop-role';
import { announceAdminSignInLinks, loadPlaceIndexInBackground, startRuntime } from './runtime';
import { builtHtml } from './web/html';

const config = loadConfig();
const clientDir = path.join(projectRoot(), 'dist', 'client');
// The app's logger exists only once the database is open: the steps before say what they do.
const logOptions = loggerOptions(config);
const startLog = logOptions.stream ? pino(logOptions, logOptions.stream) : pino(logOptions);
const runtime = await startRuntime({
  config,
  html: builtHtml(path.join(clientDir, 'index.html')),
  clientDir,
  onStep: (message) => startLog.info(message),
  defersBackgroundWork: true,
});

await runtime.app.listen({ host: config.HOST, port: config.PORT });
// Since the process began: loading the server's modules is a good part of a start.
const startedIn = `${process.uptime().toFixed(1)} s (${runtime.database.kind} database)`;
if (isServingPages(config.SHOP_ROLE)) {
  // For the operator CLIs run from another shell (`npm run admin -- link`).
  await recordShopAddress(config);
  const role = config.SHOP_ROLE === 'web' ? ', web role: jobs are left to the workers' : '';
  runtime.app.log.info(`Shop ready at ${config.PUBLIC_URL} in ${startedIn}${role}`);
} else {
  runtime.app.log.info(
    `Worker ready in ${startedIn}: running the jobs, answering only /healthz and /readyz on port ${config.PORT}`,
  );
}
// Mail, documents, the retention purge and paid-order recovery begin once the shop answers (not
// on a web instance).
runtime.startBackgroundWork();
loadPlaceIndexInBackground((message) => runtime.app.log.info(message)).catch((error: unknown) => {
  // Place searches and charts then build the index themselves, and say why they cannot.
  runtime.app.log.error({ err: error }, 'could not load the index of birthplaces');
});
announceAdminSignInLinks(runtime.adminSignInLinks, {
  log: runtime.app.log,
  print: (line) => console.log(line),
  isProduction: config.isProduction,
  isTerminal: process.stdout.isTTY,
});

/** Requests in flight and the mail being sent get this long after SIGTERM. */
const SHUTDOWN_DEADLINE_MS = 10_000;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    runtime.app.log.info(`${signal} received, finishing requests`);
    // A load balancer waits about this long: whatever is still running by then is cut off.
    setTimeout(() => {
      runtime.app.log.error(`shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        runtime.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
