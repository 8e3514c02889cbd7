import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  adminSessionCookie,
  startAdminSession,
} from '../../src/server/admin/sign-in/admin-session';

/** An allow-listed admin e-mail for tests; pass it in `ADMIN_EMAILS` when building the app. */
export const TEST_ADMIN_EMAIL = 'ops.lead@astral.test';

/** Signs an admin in without any sign-in screen; returns the Cookie header to send. */
export async function signInTestAdmin(
  app: FastifyInstance,
  email = TEST_ADMIN_EMAIL,
): Promise<{ cookie: string; email: string }> {
  const { session } = await startAdminSession(app.deps.db, app.deps.config, {
    email,
    name: `Admin ${randomUUID().slice(0, 4)}`,
  });
  return { cookie: `${adminSessionCookie(app.deps.config).name}=${session.token}`, email };
}
