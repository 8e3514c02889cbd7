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
  /** Fails what this renderer still waits for; the thread goes on for the others. */
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
export function startRenderWorker(): Worker {
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

/** A request to the drawing thread, without the id the thread's owner gives it. */
type Message = DistributiveOmit<RenderRequest, 'id'>;

/**
 * One drawing thread and the renders waiting on it. A process has one (`processRenderThread`):
 * every renderer of the process (the report job, the workspace's previews and deliveries, and
 * in the tests every shop the process starts one after another) draws on it, so the PDF code,
 * the fonts and what the JIT compiled are loaded once, not once per renderer (decision 390).
 * It starts with the first drawing and holds the process open only while a drawing is under
 * way. A thread that dies fails what it had in hand; the next drawing starts a fresh one.
 */
export interface RenderThread {
  /** Sends `message`; `fail` is called instead of `settle` if the thread cannot answer. */
  send(
    message: Message,
    waiting: {
      logger: MailLogger;
      settle: (reply: SuccessReply) => void;
      fail: (e: Error) => void;
    },
  ): number;
  /** Forgets a render whose answer is no longer wanted (its renderer was closed). */
  forget(id: number): void;
  /** Ends the thread; what it had in hand fails, and the next drawing starts a new one. */
  terminate(): Promise<void>;
}

export function createRenderThread(start: () => Worker = startRenderWorker): RenderThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    {
      thread: Worker;
      logger: MailLogger;
      settle: (reply: SuccessReply) => void;
      fail: (e: Error) => void;
    }
  >();

  /** Lets the process end once the thread has nothing in hand. */
  function unrefWhenIdle(thread: Worker): void {
    if (![...pending.values()].some((other) => other.thread === thread)) thread.unref();
  }

  /** Fails what one thread had in hand; renders already sent to a newer thread go on. */
  function failAll(thread: Worker, error: Error): void {
    for (const [id, waiting] of pending) {
      if (waiting.thread !== thread) continue;
      pending.delete(id);
      waiting.fail(error);
    }
  }

  function thread(logger: MailLogger): Worker {
    if (worker) return worker;
    const started = start();
    started.on('message', (reply: RenderReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      unrefWhenIdle(started);
      if (!waiting) return;
      if ('error' in reply) waiting.fail(new Error(`report rendering failed: ${reply.error}`));
      else waiting.settle(reply);
    });
    started.on('error', (error) => {
      const inHand = [...pending.values()].find((waiting) => waiting.thread === started);
      (inHand?.logger ?? logger).error({ err: error }, 'report renderer thread failed');
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

  return {
    send(message, waiting) {
      const id = nextId++;
      const target = thread(waiting.logger);
      pending.set(id, { thread: target, ...waiting });
      target.ref();
      target.postMessage({ id, ...message } as RenderRequest);
      return id;
    },
    forget(id) {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      unrefWhenIdle(waiting.thread);
    },
    async terminate() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}

/** The process's drawing thread, shared by its renderers. */
export const processRenderThread = createRenderThread();

/**
 * Renders the computed documents and written readings on the process's drawing thread. Closing
 * a renderer fails what it still waits for; the thread goes on for the process's other
 * renderers, and lets the process end when idle. A renderer used again after closing draws as
 * before.
 */
export function createThreadedReportRenderer(
  logger: MailLogger,
  thread: RenderThread = processRenderThread,
): ThreadedReportRenderer {
  const waiting = new Map<number, (error: Error) => void>();

  function send<Result>(
    message: Message,
    resultOf: (reply: SuccessReply) => Result,
  ): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const id = thread.send(message, {
        logger,
        settle: (reply) => {
          waiting.delete(id);
          try {
            resolve(resultOf(reply));
          } catch (error) {
            reject(error as Error);
          }
        },
        fail: (error) => {
          waiting.delete(id);
          reject(error);
        },
      });
      waiting.set(id, reject);
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
      for (const [id, reject] of waiting) {
        thread.forget(id);
        reject(new Error('the report renderer was closed'));
      }
      waiting.clear();
    },
  };
}
