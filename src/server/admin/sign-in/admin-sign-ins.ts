import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { admins, type Admin } from '../../db/schema';
import { AppError } from '../../errors';
import { createSignInCookie, type SignInCookie } from '../../sign-ins/cookies';
import { createOriginCheck } from '../../sign-ins/origin-check';
import { isMutation, type AccessGuard } from '../../sign-ins/route-access';
import { createSignIn, destroySignIn, findSignIn, type NewSignIn } from '../../sign-ins/store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by the guard of the routes declared `forAdmins`. */
    admin?: Admin;
  }
}

export const NOT_SIGNED_IN = 'Please sign in as an administrator.';

export function adminSignInCookie(config: Config): SignInCookie {
  return createSignInCookie({ baseName: 'admin_session', isSecure: config.isProduction });
}

export function isAllowedAdmin(config: Config, email: string): boolean {
  return config.ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

/**
 * Signs an allow-listed admin in: files them (first sign-in) and starts an admin session.
 * Callers (Google, a one-time link) have already proven the e-mail; the allow-list is checked
 * here again so no path can skip it.
 */
export async function startAdminSignIn(
  db: Queryable,
  config: Config,
  identity: { email: string; name?: string | null },
): Promise<{ admin: Admin; session: NewSignIn }> {
  const email = identity.email.trim();
  if (!isAllowedAdmin(config, email)) throw new AppError('forbidden', 'Not an administrator.');
  const [admin] = await db
    .insert(admins)
    .values({
      email,
      emailKey: email.toLowerCase(),
      name: identity.name ?? null,
      lastSignInAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: admins.emailKey,
      set: { email, name: sql`coalesce(excluded.name, ${admins.name})`, lastSignInAt: sql`now()` },
    })
    .returning();
  if (!admin) throw new Error('admin upsert returned no row');
  const session = await createSignIn(db, {
    subjectKind: 'admin',
    subjectId: admin.id,
    lifetimeSeconds: config.ADMIN_SESSION_HOURS * 3600,
  });
  return { admin, session };
}

/**
 * The admin behind a request's cookie: a live admin session, not idle for longer than
 * `ADMIN_IDLE_MINUTES`, of an e-mail still on the allow-list (removed -> out at once).
 */
export async function currentAdmin(
  db: Queryable,
  config: Config,
  token: string | undefined,
): Promise<Admin | null> {
  const session = await findSignIn(db, token, 'admin');
  if (!session) return null;
  const idleMs = Date.now() - session.lastSeenAt.getTime();
  // findSignIn notes activity at most once a minute, so allow that minute.
  if (idleMs > (config.ADMIN_IDLE_MINUTES + 1) * 60_000) {
    await destroySignIn(db, token);
    return null;
  }
  const [admin] = await db.select().from(admins).where(eq(admins.id, session.subjectId));
  if (!admin || !isAllowedAdmin(config, admin.email)) return null;
  return admin;
}

/**
 * The guard of every route declared `forAdmins` (sign-ins/route-access.ts): 403 for a
 * cross-site mutation, 401 without an admin session (an affiliate's session is not one).
 */
export function adminAccessGuard(db: Queryable, config: Config): AccessGuard {
  const cookie = adminSignInCookie(config);
  const checkOrigin = createOriginCheck(config.PUBLIC_URL);
  return async (request) => {
    if (isMutation(request)) await checkOrigin(request);
    const admin = await currentAdmin(db, config, cookie.read(request));
    if (!admin) throw new AppError('unauthorized', NOT_SIGNED_IN);
    request.admin = admin;
  };
}

/** The admin a `forAdmins` handler runs for; its guard has made sure there is one. */
export function adminOf(request: FastifyRequest): Admin {
  if (!request.admin) throw new AppError('unauthorized', NOT_SIGNED_IN);
  return request.admin;
}

/** How an admin appears on the order timeline. */
export function adminActor(admin: Admin): `admin:${string}` {
  return `admin:${admin.email}`;
}
