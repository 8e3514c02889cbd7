import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import type { AppDeps } from '../../src/server/app';
import type { TestDatabaseKind } from './database';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from './admin-factories';
import { withTestApp, type TestApp } from './app';

export interface AdminRequestOptions {
  /** Another admin's Cookie header instead of the first admin's, or null to send none. */
  as?: string | null;
  /** The Origin header; the shop's own unless told. */
  origin?: string;
  /** Another instance of the shop to send it to. */
  app?: FastifyInstance;
  /** The client's address (some limits count per address). */
  remoteAddress?: string;
}

export interface AdminTestApp extends TestApp {
  /** The first admin's Cookie header. */
  readonly cookie: string;
  /** The Cookie header of one of the admins the block signed in. */
  cookieOf(email: string): string;
  /** A request as the admin pages send it: from the shop's origin, signed in as the first admin. */
  request: (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    options?: AdminRequestOptions,
  ) => Promise<LightMyRequestResponse>;
}

export interface AdminTestAppOptions {
  /** The shop's public URL, which admin requests come from. */
  origin: string;
  /** The admins allowed in, each signed in before the block's first test (TEST_ADMIN_EMAIL unless told). */
  admins?: string[];
  env?: Record<string, string>;
  extraDeps?: Partial<AppDeps>;
}

/**
 * The shop the admin-area tests of one describe block share (`withTestApp`), with its admins
 * signed in without any sign-in screen before the block's first test. Like the shop, the cookies
 * are read when a test runs; anything else the block prepares goes in a `beforeAll` after it.
 */
export function withAdminTestApp(
  kind: TestDatabaseKind,
  options: AdminTestAppOptions,
): AdminTestApp {
  const admins = options.admins ?? [TEST_ADMIN_EMAIL];
  const harness = withTestApp(
    kind,
    { ADMIN_EMAILS: admins.join(','), PUBLIC_URL: options.origin, ...options.env },
    options.extraDeps,
  );
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    for (const email of admins) {
      cookies.set(email, (await signInTestAdmin(harness.app, email)).cookie);
    }
  });
  const cookieOf = (email: string): string => {
    const cookie = cookies.get(email);
    if (!cookie) throw new Error(`${email} is not one of the block's signed-in admins`);
    return cookie;
  };
  return {
    get app() {
      return harness.app;
    },
    get database() {
      return harness.database;
    },
    get config() {
      return harness.config;
    },
    close: () => harness.close(),
    get cookie() {
      return cookieOf(admins[0]!);
    },
    cookieOf,
    request: (method, url, payload, request = {}) =>
      (request.app ?? harness.app).inject({
        method,
        url,
        headers: {
          origin: request.origin ?? options.origin,
          ...(request.as === null ? {} : { cookie: request.as ?? cookieOf(admins[0]!) }),
        },
        ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
