import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adminSignInCookie, startAdminSignIn } from '../../src/server/admin/sign-in/admin-sign-ins';

/** An allow-listed admin e-mail for tests; pass it in `ADMIN_EMAILS` when building the app. */
export const TEST_ADMIN_EMAIL = 'ops.lead@astral.test';

/** Signs an admin in without any sign-in screen; returns the Cookie header to send. */
export async function signInTestAdmin(
  app: FastifyInstance,
  email = TEST_ADMIN_EMAIL,
): Promise<{ cookie: string; email: string }> {
  const { session } = await startAdminSignIn(app.deps.db, app.deps.config, {
    email,
    name: `Admin ${randomUUID().slice(0, 4)}`,
  });
  return { cookie: `${adminSignInCookie(app.deps.config).name}=${session.token}`, email };
}
