import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, uuidPrimaryKey } from './columns';

/** Who a session belongs to. */
export type SignInSubjectKind = 'affiliate' | 'admin';

/**
 * Signed-in sessions of any kind (docs/architecture.md §4). The browser holds a random 256-bit
 * token; only its SHA-256 is stored, so a leaked table signs nobody in.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Hex SHA-256 of the cookie's token. */
    id: text('id').primaryKey(),
    subjectKind: text('subject_kind').$type<SignInSubjectKind>().notNull(),
    /** The affiliate's (or later the admin's) id; no foreign key, as kinds live in different tables. */
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    index('sessions_subject_idx').on(table.subjectKind, table.subjectId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Failed sign-in attempts, kept in Postgres so throttling holds across instances. A row is
 * written before the password is checked and removed when the sign-in succeeds.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuidPrimaryKey(),
    /** Which sign-in, e.g. `affiliate`. */
    scope: text('scope').notNull(),
    emailKey: text('email_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_ip_idx').on(
      table.scope,
      table.emailKey,
      table.ipAddress,
      table.createdAt,
    ),
    index('login_failures_ip_idx').on(table.scope, table.ipAddress, table.createdAt),
  ],
);

export type Session = typeof sessions.$inferSelect;
