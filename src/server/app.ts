import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './errors';
import { registerSecurityHeaders } from './security-headers';
import { storefrontRoutes } from './storefront/routes';
import type { HtmlSource } from './web/html';
import { webPlugin } from './web/plugin';

/** Everything the routes need from the outside world, built once by the caller. */
export interface AppDeps {
  config: Config;
  db: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  deps: AppDeps;
  html?: HtmlSource;
  clientDir?: string;
  /** Development: lets Vite's middleware answer first. */
  serverFactory?: FastifyServerFactory;
  logger?: boolean;
}

/** Builds the whole app as a plugin tree; `main.ts` only starts it (as fastify/demo does). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options.deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // Readable logs when a developer watches the terminal; JSON lines everywhere else.
            ...(config.NODE_ENV === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
              : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }) as unknown as FastifyInstance<Server>;

  app.decorate('deps', options.deps);
  // The API speaks JSON only; a feature needing another body type registers its own parser.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    enableCsp: !options.serverFactory,
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(storefrontRoutes);

  if (options.html) {
    await app.register(webPlugin, {
      html: options.html,
      clientDir: options.clientDir,
      clientConfig: { shopName: config.SHOP_NAME, supportEmail: config.SUPPORT_EMAIL },
    });
  }
  return app as unknown as FastifyInstance;
}
