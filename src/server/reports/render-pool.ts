import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MailLogger } from '../mail/transport';
import type { ReportRenderer } from './generate-report';
import type { DocumentRequest, DocumentResult } from './render-document';
import type { RenderReply, RenderRequest } from './render-worker';
import type { WrittenPdfRequest } from './written/render-written';

export interface ThreadedReportRenderer extends ReportRenderer {
  /** A reader's written reading, drawn on the same thread (decision 270). */
  renderWritten(request: WrittenPdfRequest): Promise<Buffer>;
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
    { eval: true, env: drawingEnvironment() },
  );
}

/**
 * The documents are drawn by React's production build, as the built shop draws them, except
 * under `npm run dev`: the tests (`NODE_ENV=test`) drew every PDF with its development build,
 * which checks each element as it goes and is several times slower.
 */
function drawingEnvironment(): NodeJS.ProcessEnv {
  const nodeEnv = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  return { ...process.env, NODE_ENV: nodeEnv };
}

type SuccessReply = Exclude<RenderReply, { error: string }>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * Renders the computed documents on one background thread, started at the first report and kept for the
 * next (fonts and layout code stay loaded). A thread that dies fails what it had in hand; the
 * job is retried and the next render starts a fresh thread.
 */
export function createThreadedReportRenderer(logger: MailLogger): ThreadedReportRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { thread: Worker; settle: (reply: SuccessReply) => void; reject: (e: Error) => void }
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
      else waiting.settle(reply);
    });
    started.on('error', (error) => {
      logger.error({ err: error }, 'report renderer thread failed');
      // A thread may throw any value (Node 26's types say so); the waiting renders get an Error.
      failAll(started, error instanceof Error ? error : new Error(String(error)));
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(started, new Error(`report renderer thread exited with code ${code}`));
    });
    worker = started;
    return started;
  }

  function send<Result>(
    message: DistributiveOmit<RenderRequest, 'id'>,
    resultOf: (reply: SuccessReply) => Result,
  ): Promise<Result> {
    const id = nextId++;
    return new Promise<Result>((resolve, reject) => {
      const target = thread();
      const settle = (reply: SuccessReply) => {
        try {
          resolve(resultOf(reply));
        } catch (error) {
          reject(error as Error);
        }
      };
      pending.set(id, { thread: target, settle, reject });
      target.ref();
      target.postMessage({ id, ...message } as RenderRequest);
    });
  }

  return {
    render(request: DocumentRequest) {
      return send({ request }, (reply): DocumentResult => {
        if ('written' in reply) throw new Error('a written reading answered a document request');
        if ('notComputable' in reply) {
          return { kind: 'not-computable', document: reply.document, reason: reply.notComputable };
        }
        return {
          kind: 'document',
          document: reply.document,
          pdf: bufferOf(reply.pdf),
          fileName: reply.fileName,
        };
      });
    },
    renderWritten(request: WrittenPdfRequest) {
      return send({ written: request }, (reply) => {
        if (!('written' in reply)) throw new Error('a document answered a written reading request');
        return bufferOf(reply.pdf);
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
