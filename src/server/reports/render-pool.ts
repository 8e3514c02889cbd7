import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MailLogger } from '../mail/transport';
import type { ReportRenderer } from './generate-report';
import { reportFileName } from './report-file-name';
import type { ReportInput } from './report-input';
import type { RenderReply, RenderRequest } from './render-worker';

export interface ThreadedReportRenderer extends ReportRenderer {
  close(): Promise<void>;
}

/** tsx's ESM `register` (its CommonJS build cannot be imported into a thread's loader). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const target = exports['./esm/api']?.import.default ?? './dist/esm/api/index.mjs';
  return path.join(path.dirname(manifest), target);
}

/**
 * The renderer's thread: the `render-worker.js` the server build writes beside `main.js`, or,
 * running from source (tests, `npm run dev`), `render-worker.ts` compiled by tsx in the thread.
 */
function startThread(): Worker {
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (!import.meta.url.endsWith('.ts')) return new Worker(path.join(here, 'render-worker.js'));
  const entry = pathToFileURL(path.join(here, 'render-worker.ts')).href;
  const tsx = pathToFileURL(tsxEsmApi()).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true },
  );
}

/**
 * Renders report PDFs on one background thread, started at the first report and kept for the
 * next (fonts and layout code stay loaded). A thread that dies fails what it had in hand; the
 * job is retried and the next render starts a fresh thread.
 */
export function createThreadedReportRenderer(logger: MailLogger): ThreadedReportRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { thread: Worker; resolve: (pdf: Buffer) => void; reject: (e: Error) => void }
  >();

  /** Fails what one thread had in hand; renders already sent to a newer thread go on. */
  function failAll(thread: Worker, error: Error): void {
    for (const [id, waiting] of pending) {
      if (waiting.thread !== thread) continue;
      pending.delete(id);
      waiting.reject(error);
    }
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = startThread();
    started.on('message', (reply: RenderReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (![...pending.values()].some((other) => other.thread === started)) started.unref();
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(`report rendering failed: ${reply.error}`));
      else waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.length));
    });
    started.on('error', (error) => {
      logger.error({ err: error }, 'report renderer thread failed');
      failAll(started, error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(started, new Error(`report renderer thread exited with code ${code}`));
    });
    worker = started;
    return started;
  }

  return {
    render(input: ReportInput) {
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        const target = thread();
        pending.set(id, { thread: target, resolve, reject });
        target.ref();
        target.postMessage({ id, input } satisfies RenderRequest);
      });
    },
    fileName: reportFileName,
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
