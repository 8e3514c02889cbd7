import path from 'node:path';
import { loadConfig } from './config';
import { projectRoot } from './project-root';
import { printAdminSignInLinks, startRuntime } from './runtime';
import { builtHtml } from './web/html';

const config = loadConfig();
const clientDir = path.join(projectRoot(), 'dist', 'client');
const runtime = await startRuntime({
  config,
  html: builtHtml(path.join(clientDir, 'index.html')),
  clientDir,
});

await runtime.app.listen({ host: config.HOST, port: config.PORT });
runtime.app.log.info(`Shop ready at ${config.PUBLIC_URL} (${runtime.database.kind} database)`);
printAdminSignInLinks(runtime.adminSignInLinks);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    runtime.app.log.info(`${signal} received, finishing requests`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        runtime.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
