import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface LoopbackFront {
  /** `http://127.0.0.1:<port>`: use it as the app's PUBLIC_URL. */
  url: string;
  /** Sends every request from now on to this app. */
  serve(app: FastifyInstance): void;
  close(): Promise<void>;
}

/**
 * A real HTTP listener on a free loopback port, opened before the app is built, so the app's
 * PUBLIC_URL (and an OpenID redirect_uri made from it) can name the port it will answer on.
 */
export async function openLoopbackFront(): Promise<LoopbackFront> {
  let target: FastifyInstance | undefined;
  const server = http.createServer((request, response) => {
    if (!target) return void response.writeHead(503).end('app not ready');
    target.server.emit('request', request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve(app) {
      target = app;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
