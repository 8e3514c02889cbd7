import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface ContentSecurityExtras {
  scriptSrc?: string[];
  frameSrc?: string[];
  connectSrc?: string[];
  imgSrc?: string[];
}

export interface SecurityHeaderOptions {
  isProduction: boolean;
  /** Vite's dev server injects inline scripts, so development runs without a CSP. */
  enableCsp: boolean;
  /** Origins an adapter needs (Stripe's script and frames only when Stripe is on). */
  extras?: ContentSecurityExtras;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): void {
  const extras = options.extras ?? {};
  const headers = helmetHeaders({
    contentSecurityPolicy: options.enableCsp
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...(extras.scriptSrc ?? [])],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...(extras.imgSrc ?? [])],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...(extras.connectSrc ?? [])],
            frameSrc: extras.frameSrc?.length ? extras.frameSrc : ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
          },
        }
      : false,
    hsts: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Every reply, the 404s and errors included (Fastify runs onRequest hooks for those too).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets for `options`, worked out once: they depend on nothing in the
 * request, and building them per request was a measurable part of a sign-up (decision 160).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      isDone = true;
    },
  );
  if (!isDone) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** The CSP source that allows one inline script: the SHA-256 of its exact text. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Several adapters may each need origins (Stripe's scripts, the bucket uploads go to). */
export function mergeContentSecurity(...parts: ContentSecurityExtras[]): ContentSecurityExtras {
  const merged: ContentSecurityExtras = {};
  for (const part of parts) {
    for (const [directive, origins] of Object.entries(part) as [
      keyof ContentSecurityExtras,
      string[],
    ][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...origins])];
    }
  }
  return merged;
}

/**
 * Headers for the few replies Fastify makes before any hook runs (a URL that does not decode):
 * the strictest set, as such a reply is a short JSON error and nothing else.
 */
export function bareErrorHeaders(isProduction: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': 'no-store',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A page's policy letting it frame this origin's own replies: the admin's pages show the order's
 * files in the page (the resume beside the reader's text, issue 36). Other origins stay out.
 */
export function allowingOwnFrames(policy: string): string {
  return policy.replace(/frame-src ([^;]*)/, (_whole, sources: string) => {
    const kept = sources.split(' ').filter((source) => source && source !== "'none'");
    return `frame-src ${["'self'", ...kept].join(' ')}`;
  });
}

/**
 * A page the same for everyone, sent without the opener policy every other reply carries
 * (decision 369). With `Cross-Origin-Opener-Policy: same-origin` a page opened from a blank tab
 * starts a renderer process of its own, most of Lighthouse's blocking time on a two-core
 * machine, and such a page holds nothing of a visitor's that another window could watch.
 */
export function withoutOpenerPolicy(reply: FastifyReply): FastifyReply {
  return reply.removeHeader('cross-origin-opener-policy');
}

/** A reply that only this origin's pages may frame (an order's file shown in the workspace). */
export function framedBySelfOnly(policy: string): string {
  return policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'");
}
